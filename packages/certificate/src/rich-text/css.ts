import type { RunStyle, TextAlign } from './types.ts';

/** `font-size: 20px; color: red` → {'font-size': '20px', color: 'red'} (lower-case names). */
export const parseStyleAttribute = (style: string | undefined): Record<string, string> => {
  const result: Record<string, string> = {};
  if (!style) return result;
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (name && value) result[name] = value;
  }
  return result;
};

const parsePx = (value: string | undefined): number | undefined => {
  if (!value) return undefined;
  const match = /^(-?\d+(?:\.\d+)?)(px)?$/i.exec(value.trim());
  return match ? Number(match[1]) : undefined;
};

/** Colours a run may carry: hex, rgb()/rgba() or a named colour — nothing that could break out of CSS. */
const SAFE_COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]{3,20})$/i;
/** Family names: letters (any script), digits, spaces, hyphens and underscores. */
const UNSAFE_FAMILY_CHARACTERS = /[^\p{L}\p{N} _-]/gu;

export const safeColor = (value: string | undefined): string | undefined => {
  const color = value?.trim();
  return color && SAFE_COLOR.test(color) ? color : undefined;
};

/** First family of a CSS font-family list, without quotes or anything that isn't part of a name. */
const firstFamily = (value: string): string =>
  (value.split(',')[0] ?? '').replace(UNSAFE_FAMILY_CHARACTERS, '').trim();

/** The run styling a `style` attribute sets. Unknown properties are ignored. */
export const runStyleFromCss = (css: Record<string, string>): RunStyle => {
  const style: RunStyle = {};
  const fontSize = parsePx(css['font-size']);
  if (fontSize !== undefined && fontSize > 0) style.fontSize = fontSize;
  const color = safeColor(css.color);
  if (color) style.color = color;
  if (css['font-family']) {
    const family = firstFamily(css['font-family']);
    if (family) style.fontFamily = family;
  }
  const weight = css['font-weight'];
  if (weight) style.bold = weight === 'bold' || weight === 'bolder' || Number(weight) >= 600;
  if (css['font-style']) style.italic = css['font-style'] === 'italic' || css['font-style'] === 'oblique';
  if (css['text-decoration']) style.underline = css['text-decoration'].includes('underline');
  const spacing = parsePx(css['letter-spacing']);
  if (spacing !== undefined) style.letterSpacing = spacing;
  return style;
};

export const alignFromCss = (css: Record<string, string>): TextAlign | undefined => {
  const align = css['text-align'];
  if (align === 'center' || align === 'right' || align === 'left') return align;
  if (align === 'start' || align === 'justify') return 'left';
  if (align === 'end') return 'right';
  return undefined;
};

/** RunStyle → a `style` attribute value, in a fixed order so equal styles give equal HTML. */
export const runStyleToCss = (style: RunStyle): string => {
  const parts: string[] = [];
  if (style.fontSize !== undefined) parts.push(`font-size: ${style.fontSize}px`);
  if (style.color) parts.push(`color: ${style.color}`);
  if (style.fontFamily) parts.push(`font-family: ${style.fontFamily}`);
  if (style.bold !== undefined) parts.push(`font-weight: ${style.bold ? 'bold' : 'normal'}`);
  if (style.italic) parts.push('font-style: italic');
  if (style.underline) parts.push('text-decoration: underline');
  if (style.letterSpacing !== undefined) parts.push(`letter-spacing: ${style.letterSpacing}px`);
  return parts.join('; ');
};
