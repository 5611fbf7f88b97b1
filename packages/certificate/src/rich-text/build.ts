import { runStyleToCss } from './css.ts';
import { parseRichText } from './parse.ts';
import type { RichParagraph, RunStyle, TextAlign } from './types.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c);

/** Paragraphs → the rich-text HTML stored in a text element's `content`. */
export const buildRichText = (paragraphs: RichParagraph[]): string =>
  paragraphs
    .map((paragraph) => {
      const align = paragraph.align ? ` style="text-align: ${paragraph.align};"` : '';
      const runs = paragraph.runs
        .map((run) => {
          const css = runStyleToCss(run.style);
          const text = escapeHtml(run.text);
          return css ? `<span style="${escapeHtml(css)};">${text}</span>` : text;
        })
        .join('');
      return `<p${align}>${runs}</p>`;
    })
    .join('');

/**
 * Rich-text HTML → the canonical HTML Podium stores: only paragraphs and styled spans the layout
 * understands, values checked and escaped. Whatever a client sends, what is stored can't run script.
 */
export const sanitizeRichText = (html: string): string => buildRichText(parseRichText(html));

/** Plain text (one paragraph per line) in one style → rich-text HTML. */
export const textToRichText = (text: string, style: RunStyle = {}, align?: TextAlign): string =>
  buildRichText(
    text.split('\n').map((line) => ({ align, runs: line === '' ? [] : [{ text: line, style }] })),
  );
