import type { Design } from '../model/design.ts';
import { isNumberKind, NUMBER_KIND_INFO, NUMBER_KINDS, type NumberKind } from './number-kinds.ts';

/**
 * The numbering kind a design asks for, read from its certificate-number element; undefined when it
 * shows no number. A random element says which alphabet in its `source` (default letters and digits).
 */
export const numberKindOfDesign = (design: Design): NumberKind | undefined => {
  for (const slide of design.slides) {
    for (const element of slide.elements) {
      if (element.type !== 'text' || !element.code) continue;
      if (element.code === 'randomCode') {
        const marked = element.source?.startsWith('certNo:') ? element.source.slice(7) : '';
        return isNumberKind(marked) && NUMBER_KIND_INFO[marked].code === 'randomCode'
          ? marked
          : 'randomAlnum';
      }
      const kind = NUMBER_KINDS.find((k) => k === element.code);
      if (kind) return kind;
    }
  }
  return undefined;
};
