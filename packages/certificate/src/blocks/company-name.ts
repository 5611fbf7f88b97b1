import { CODE_LABELS } from '../codes/codes.ts';
import { FONT_SIZES } from '../constants.ts';
import { createText } from '../model/create.ts';
import type { ElementGroup, GroupOrigin } from './group.ts';

/** The receiving organisation's name, 32px bold (spec §3 company name). */
export const createCompanyNameBlock = (origin: GroupOrigin = {}): ElementGroup => ({
  kind: 'companyName',
  name: CODE_LABELS.companyName.zh,
  elements: [
    createText({
      text: '某某科技有限公司',
      name: 'companyName',
      left: origin.left ?? 120,
      top: origin.top ?? 240,
      width: 640,
      fontSize: FONT_SIZES.personalNameSmall,
      bold: true,
      code: 'companyName',
      source: 'companyName',
    }),
  ],
});
