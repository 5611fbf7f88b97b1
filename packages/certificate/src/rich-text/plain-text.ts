import { parseRichText } from './parse.ts';

/** The text of rich-text HTML without markup: one line per paragraph (a text element's contentText). */
export const htmlToPlainText = (html: string): string =>
  parseRichText(html)
    .map((paragraph) => paragraph.runs.map((run) => run.text).join(''))
    .join('\n');
