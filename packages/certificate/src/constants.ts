/**
 * Business constants of the certificate designer (spec §3 and §9). Sizes are logical units of a
 * design whose width is VIEWPORT_WIDTH; renderers scale them to the output width.
 */

/** Title a design gets when it has none (spec §3: the 'untitled certificate' wording). */
export const UNTITLED_DESIGN_TITLE = '未命名证书';

/** Height ÷ width of a new design (spec §9). */
export const DEFAULT_VIEWPORT_RATIO = 0.7085;

/**
 * Logical width every element position and font size is expressed in. Why 1000: the editor and the
 * PDF renderer scale to their own pixel or point width, so the stored design stays size-independent.
 */
export const VIEWPORT_WIDTH = 1000;

/** Colour of text that sets none itself (spec §3 defaultColor). */
export const DEFAULT_TEXT_COLOR = '#333';

/** Font sizes of the prepared element groups, in logical units (spec §9). */
export const FONT_SIZES = {
  awardName: 80,
  label: 20,
  portraitHeading: 36,
  value: 24,
  personalNameSmall: 32,
  personalNameLarge: 48,
  certNumberLabel: 14,
  certNumberPart: 12,
} as const;

/** Traceability QR code box (spec §9). */
export const QR_SIZE = { width: 120, height: 120 } as const;
/** Organisation electronic seal box (spec §9). */
export const SEAL_SIZE = { width: 174, height: 174 } as const;

/** Slide editor view: the canvas fills 90 % of the editing area at scale 1 (spec §9). */
export const CANVAS_PERCENTAGE = 90;
export const CANVAS_SCALE = 1;

/** Font names a design may use (spec §3): a local sans font and the four classic Chinese faces. */
export const FONT_FAMILIES = ['微软雅黑', 'SimSun', 'SimHei', 'KaiTi', 'FangSong'] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];

/** What a new text starts with in the slide editor (spec §3 slide editor defaults). */
export const EDITOR_DEFAULTS = {
  color: '#000',
  fontSize: 20,
  align: 'left',
  backgroundColor: '',
  fontName: '微软雅黑',
} as const;

/** Inner padding of a text box, on every side, in logical units; the layout and the editor share it. */
export const TEXT_PADDING = 10;
/** Line height as a multiple of the largest font size on the line. */
export const LINE_HEIGHT = 1.5;

/** Paths of the artwork Podium serves itself for templates (never a third-party host). */
export const CERTIFICATE_ASSETS = {
  border: '/certificate-assets/border-classic.svg',
  seal: '/certificate-assets/seal-sample.svg',
  qrPlaceholder: '/certificate-assets/qr-placeholder.svg',
} as const;
