import type { Design } from '../model/design.ts';
import { linkGroupLabels } from '../model/group-labels.ts';
import type { DesignElement, TextElement } from '../model/element.ts';
import { textToRichText } from '../rich-text/build.ts';
import { parseRichText } from '../rich-text/parse.ts';
import type { DynamicCode } from './codes.ts';
import { codeValue } from './code-values.ts';
import type { WinnerRecord } from './winner-record.ts';

/** New text for a bound text element, styled like the placeholder's first run and paragraph. */
const fillText = (element: TextElement, value: string): TextElement => {
  const first = parseRichText(element.content)[0];
  const style = first?.runs[0]?.style ?? {};
  return { ...element, content: textToRichText(value, style, first?.align), contentText: value };
};

/** Whether the record has something to print for the code (a blank value counts as none). */
export const hasCodeValue = (code: DynamicCode, record: WinnerRecord): boolean =>
  Boolean(codeValue(code, record)?.trim());

/**
 * One element filled from the record (unchanged when it has no code). The rule of every renderer: an
 * empty value prints nothing, and neither does its label (`labelOf`): a certificate without an advisor
 * has no 「指导教师：」 line, rather than a label followed by nothing.
 */
export const fillElement = (element: DesignElement, record: WinnerRecord): DesignElement => {
  if (element.type === 'text' && element.labelOf && !hasCodeValue(element.labelOf, record)) {
    return { ...element, hidden: true };
  }
  if (!element.code) return element;
  // A missing value leaves the element empty: a placeholder must never reach an issued certificate.
  const value = codeValue(element.code, record) ?? '';
  return element.type === 'text' ? fillText(element, value) : { ...element, src: value };
};

/** The design with every code-bound element filled from the winner's record (what gets rendered). */
export const resolveDesign = (design: Design, record: WinnerRecord): Design => ({
  ...design,
  // Designs stored before labels carried labelOf (an approved batch) print by the same rule.
  slides: linkGroupLabels(design).slides.map((slide) => ({
    ...slide,
    elements: slide.elements.map((element) => fillElement(element, record)),
  })),
});

/** Codes the design uses, in order of first use. */
export const codesInDesign = (design: Design): DynamicCode[] => [
  ...new Set(
    design.slides.flatMap((slide) =>
      slide.elements.flatMap((element) => (element.code ? [element.code] : [])),
    ),
  ),
];

/** Codes the design uses that this record can't fill: the issuer asks before issuing. */
export const findMissingCodes = (design: Design, record: WinnerRecord): DynamicCode[] =>
  codesInDesign(design).filter((code) => codeValue(code, record) === undefined);
