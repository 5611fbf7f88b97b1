import { FONT_SIZES, TEXT_PADDING } from '../constants.ts';
import { createText } from '../model/create.ts';
import { approximateMeasure } from '../layout/measure.ts';
import { NUMBER_KIND_INFO, numberSource, type NumberKind } from '../numbering/number-kinds.ts';
import type { ElementGroup, GroupOrigin } from './group.ts';

/** What the body looks like before issuing, per kind (also sizes its box). */
const SAMPLE_BODY: Record<NumberKind, string> = {
  randomAlnum: 'A7K2M9P4Q8',
  randomDigits: '402719385561',
  allAutoincrementThree: '001',
  allAutoincrementFour: '0001',
  autoincrementThree: '001',
  autoincrementFour: '0001',
};
const LABEL = '证书编号：';
/** Room for about seven characters of prefix or suffix at 12px. */
const AFFIX_WIDTH = 70;

const partWidth = (text: string) =>
  Math.ceil(
    approximateMeasure(text, { fontFamily: '微软雅黑', fontSize: FONT_SIZES.certNumberPart, bold: false }),
  ) +
  2 * TEXT_PADDING;

/**
 * Certificate-number block of one numbering kind (spec §3, §9): a 14px label, then prefix, body and
 * suffix as 12px parts. Boxes overlap by their padding so the parts read as one number: the prefix
 * is right-aligned against the body, the suffix starts where the body's text ends.
 */
export const createCertificateNumberBlock = (kind: NumberKind, origin: GroupOrigin = {}): ElementGroup => {
  const left = origin.left ?? 60;
  const top = origin.top ?? 640;
  const source = numberSource(kind);
  const part = FONT_SIZES.certNumberPart;
  const labelWidth = partWidth(LABEL) + 12;
  const prefixLeft = left + labelWidth - 2 * TEXT_PADDING;
  const bodyLeft = prefixLeft + AFFIX_WIDTH - 2 * TEXT_PADDING;
  // A fifth more than the approximate metrics give: the open fonts the PDF embeds draw digits wider
  // (WenQuanYi ≈ 0.6 em), and a box cut to the sample would wrap the last digit in the issued PDF only.
  const bodyWidth = Math.ceil((partWidth(SAMPLE_BODY[kind]) - 2 * TEXT_PADDING) * 1.2) + 2 * TEXT_PADDING;
  const partTop = top + 2;
  return {
    kind: source,
    name: NUMBER_KIND_INFO[kind].zh,
    elements: [
      createText({
        text: LABEL,
        name: '证书编号',
        left,
        top,
        width: labelWidth,
        fontSize: FONT_SIZES.certNumberLabel,
        source,
      }),
      createText({
        text: 'PD',
        name: 'certCodePrefix',
        left: prefixLeft,
        top: partTop,
        width: AFFIX_WIDTH,
        fontSize: part,
        align: 'right',
        code: 'certCodePrefix',
        source,
      }),
      createText({
        text: SAMPLE_BODY[kind],
        name: NUMBER_KIND_INFO[kind].code,
        left: bodyLeft,
        top: partTop,
        width: bodyWidth,
        fontSize: part,
        code: NUMBER_KIND_INFO[kind].code,
        source,
      }),
      createText({
        text: '',
        name: 'certCodeSuffix',
        left: bodyLeft + bodyWidth - 2 * TEXT_PADDING,
        top: partTop,
        width: AFFIX_WIDTH,
        fontSize: part,
        code: 'certCodeSuffix',
        source,
      }),
    ],
  };
};
