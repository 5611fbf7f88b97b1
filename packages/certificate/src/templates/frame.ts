import { AWARD_RED } from '../blocks/award-name.ts';
import { CODE_LABELS } from '../codes/codes.ts';
import { createCertificateNumberBlock } from '../blocks/certificate-number.ts';
import { createQrCodeBlock, createSealBlock } from '../blocks/qr-and-seal.ts';
import { CERTIFICATE_ASSETS, DEFAULT_VIEWPORT_RATIO, FONT_SIZES, VIEWPORT_WIDTH } from '../constants.ts';
import { createDesign, createImage, createSlide, createText } from '../model/create.ts';
import type { Design } from '../model/design.ts';
import type { DesignElement } from '../model/element.ts';
import type { NumberKind } from '../numbering/number-kinds.ts';

const HEIGHT = VIEWPORT_WIDTH * DEFAULT_VIEWPORT_RATIO;
/** The competition's name sits under the heading's red rule (y 168 of the border); bodies start at about 220. */
const COMPETITION_LINE_TOP = 170;

/**
 * What every landscape template shares: the border, the 荣誉证书 heading with the competition's name
 * under it, the organiser's signature with date and seal, the traceability QR code and the certificate
 * number. `body` sits in between.
 */
export const createLandscapeTemplate = (options: {
  title: string;
  body: DesignElement[];
  numberKind?: NumberKind;
}): Design => {
  const elements: DesignElement[] = [
    // The border is locked so clicks on the canvas reach the texts above it.
    createImage({
      name: '背景',
      src: CERTIFICATE_ASSETS.border,
      left: 0,
      top: 0,
      width: VIEWPORT_WIDTH,
      height: HEIGHT,
      lock: true,
    }),
    createText({
      text: '荣誉证书',
      left: 250,
      top: 55,
      width: 500,
      fontSize: 64,
      fontFamily: 'KaiTi',
      bold: true,
      color: AWARD_RED,
      align: 'center',
      source: 'template:heading',
    }),
    // Which competition the certificate is for: its full name, filled at issue (and in previews).
    createText({
      text: CODE_LABELS.competitionName.zh,
      name: CODE_LABELS.competitionName.zh,
      code: 'competitionName',
      left: 100,
      top: COMPETITION_LINE_TOP,
      width: 800,
      fontSize: FONT_SIZES.value,
      bold: true,
      align: 'center',
      source: 'template:heading',
    }),
    ...options.body,
    createText({
      text: '竞赛组委会',
      name: '落款',
      left: 547,
      top: 535,
      width: 260,
      fontSize: FONT_SIZES.label,
      align: 'center',
      source: 'template:signature',
    }),
    // The date under the signature is the certificate's own issue date, never a date typed into the design.
    createText({
      text: '2025年12月1日',
      name: CODE_LABELS.issueDate.zh,
      code: 'issueDate',
      left: 547,
      top: 563,
      width: 260,
      fontSize: FONT_SIZES.label,
      align: 'center',
      source: 'template:signature',
    }),
    ...createSealBlock({ left: 590, top: 490 }).elements,
    ...createQrCodeBlock({ left: 770, top: 520 }).elements,
    ...createCertificateNumberBlock(options.numberKind ?? 'autoincrementFour', { left: 110, top: 636 })
      .elements,
  ];
  return createDesign({ title: options.title, slides: [createSlide(elements)] });
};

/** A static sentence of the body (24px), centred across the certificate unless told otherwise. */
export const bodyLine = (
  text: string,
  top: number,
  left = 150,
  width = 700,
  align: 'left' | 'center' = 'center',
) => createText({ text, left, top, width, fontSize: FONT_SIZES.value, align, source: 'template:body' });
