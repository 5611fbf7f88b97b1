import {
  buildRichText,
  CODE_LABELS,
  createText,
  EDITOR_DEFAULTS,
  parseRichText,
  textToRichText,
  type DynamicCode,
  type ElementPatch,
  type RunStyle,
  type TextAlign,
  type TextElement,
} from '@podium/certificate';

/** A new text box with the slide editor defaults of spec §3: #000, 20px, left, 微软雅黑. */
export const createDefaultText = (text: string, at: { left: number; top: number }): TextElement =>
  createText({
    text,
    left: at.left,
    top: at.top,
    width: 300,
    fontSize: EDITOR_DEFAULTS.fontSize,
    fontFamily: EDITOR_DEFAULTS.fontName,
    color: EDITOR_DEFAULTS.color,
    align: EDITOR_DEFAULTS.align,
  });

/** The first run's style and first paragraph's alignment: what new text typed into the box takes. */
const leadStyle = (element: TextElement): { style: RunStyle; align?: TextAlign } => {
  const first = parseRichText(element.content)[0];
  return { style: first?.runs[0]?.style ?? {}, align: first?.align };
};

/** New plain text for a text box, styled like its first run (the inspector edits whole boxes). */
export const patchForText = (element: TextElement, text: string): ElementPatch => {
  const { style, align } = leadStyle(element);
  return { content: textToRichText(text, style, align), contentText: text };
};

export type TextStyleChange = {
  fontSize?: number;
  fontFamily?: string;
  color?: string;
  bold?: boolean;
};

/**
 * A toolbar style for the whole box: set on the element, and taken out of every run so the runs
 * stop overriding it (the layout gives a run's own style precedence).
 */
export const patchForStyle = (element: TextElement, change: TextStyleChange): ElementPatch => {
  const keys = Object.keys(change) as (keyof RunStyle)[];
  const paragraphs = parseRichText(element.content).map((p) => ({
    ...p,
    runs: p.runs.map((run) => {
      const style = { ...run.style };
      for (const key of keys) delete style[key];
      return { ...run, style };
    }),
  }));
  return { ...change, content: buildRichText(paragraphs) };
};

/** Alignment of every paragraph of the box. */
export const patchForAlign = (element: TextElement, align: TextAlign): ElementPatch => ({
  content: buildRichText(parseRichText(element.content).map((p) => ({ ...p, align }))),
});

/** What a code-bound text shows on the canvas: its label in 【】, [ ] in English (never on an issued certificate). */
export const placeholderOf = (code: DynamicCode, lang: 'zh' | 'en' = 'zh') =>
  lang === 'zh' ? `【${CODE_LABELS[code].zh}】` : `[${CODE_LABELS[code].en}]`;

/** Binding a text box to a code: it shows the placeholder until the certificate is filled. */
export const patchForCode = (element: TextElement, code: DynamicCode): ElementPatch => ({
  ...patchForText(element, placeholderOf(code)),
  code: code as TextElement['code'],
  // A bound text is the value itself, no longer the label of one.
  labelOf: undefined,
});
