import type { TextElement } from '../model/element.ts';
import type { RichParagraph, RunStyle } from '../rich-text/types.ts';

/** Everything a run of text is drawn with, after falling back to its element. */
export type ResolvedStyle = {
  fontFamily: string;
  fontSize: number;
  color: string;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  letterSpacing: number;
};

export type StyledText = ResolvedStyle & { text: string };

/** A run's own style wins; else the element's toolbar choice; else the element's defaults. */
export const resolveStyle = (element: TextElement, style: RunStyle): ResolvedStyle => ({
  fontFamily: style.fontFamily ?? element.fontFamily ?? element.defaultFontName,
  fontSize: style.fontSize ?? element.fontSize,
  color: style.color ?? element.color ?? element.defaultColor,
  bold: style.bold ?? element.bold,
  italic: style.italic ?? false,
  underline: style.underline ?? false,
  letterSpacing: style.letterSpacing ?? 0,
});

export const resolveParagraph = (element: TextElement, paragraph: RichParagraph): StyledText[] =>
  paragraph.runs.map((run) => ({ ...resolveStyle(element, run.style), text: run.text }));

export const sameResolvedStyle = (a: ResolvedStyle, b: ResolvedStyle): boolean =>
  a.fontFamily === b.fontFamily &&
  a.fontSize === b.fontSize &&
  a.color === b.color &&
  a.bold === b.bold &&
  a.italic === b.italic &&
  a.underline === b.underline &&
  a.letterSpacing === b.letterSpacing;
