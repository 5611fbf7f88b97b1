import { Parser } from 'htmlparser2';
import { alignFromCss, parseStyleAttribute, runStyleFromCss, safeColor } from './css.ts';
import type { RichParagraph, RichRun, RunStyle, TextAlign } from './types.ts';

const BLOCK_TAGS = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'blockquote']);

/** Styling implied by the tag itself, before its style attribute. */
const TAG_STYLES: Record<string, RunStyle> = {
  strong: { bold: true },
  b: { bold: true },
  em: { italic: true },
  i: { italic: true },
  u: { underline: true },
};

const WHITESPACE_ONLY = /^[ \t\n\r\f]*$/;

type Frame = { tag: string; style: RunStyle };

const sameStyle = (a: RunStyle, b: RunStyle): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Joins neighbouring runs of one style (the parser splits text at entities). */
const mergeRuns = (runs: RichRun[]): RichRun[] =>
  runs.reduce<RichRun[]>((merged, run) => {
    const previous = merged[merged.length - 1];
    if (previous && sameStyle(previous.style, run.style)) previous.text += run.text;
    else merged.push({ text: run.text, style: run.style });
    return merged;
  }, []);

/** Collapses HTML whitespace (not the no-break and ideographic spaces Chinese certificates rely on). */
const collapseParagraph = (paragraph: RichParagraph): RichParagraph => {
  const runs = mergeRuns(paragraph.runs).map((run) => ({
    ...run,
    text: run.text.replace(/[ \t\n\r\f]+/g, ' '),
  }));
  for (let i = 1; i < runs.length; i += 1) {
    const previous = runs[i - 1];
    const run = runs[i];
    if (previous && run && previous.text.endsWith(' ') && run.text.startsWith(' ')) {
      run.text = run.text.slice(1);
    }
  }
  const first = runs[0];
  if (first) first.text = first.text.replace(/^ +/, '');
  const last = runs[runs.length - 1];
  if (last) last.text = last.text.replace(/ +$/, '');
  return { ...paragraph, runs: runs.filter((run) => run.text !== '') };
};

/**
 * Rich-text HTML of a text element → paragraphs of styled runs. The designer's editor and the PDF
 * renderer both lay out this structure, so they agree on what the HTML means. Unknown tags keep
 * their text; scripts and styles are dropped.
 */
export const parseRichText = (html: string): RichParagraph[] => {
  const paragraphs: RichParagraph[] = [];
  const stack: Frame[] = [];
  /** Alignment of each open block; nested blocks inherit their parent's. */
  const blocks: (TextAlign | undefined)[] = [];
  let current: RichParagraph | null = null;
  // A <br> only starts a new line once something follows it: editors end empty lines with one
  // (<p><br></p>), and a trailing break draws nothing in a browser either.
  let pendingBreak = false;
  let skipDepth = 0;

  const align = () => blocks[blocks.length - 1];
  const currentStyle = (): RunStyle => Object.assign({}, ...stack.map((frame) => frame.style));
  const startParagraph = (): RichParagraph => {
    const paragraph: RichParagraph = { align: align(), runs: [] };
    paragraphs.push(paragraph);
    current = paragraph;
    return paragraph;
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'script' || name === 'style') {
          skipDepth += 1;
          return;
        }
        if (name === 'br') {
          if (pendingBreak || !current) startParagraph();
          pendingBreak = true;
          return;
        }
        const css = parseStyleAttribute(attributes.style);
        if (BLOCK_TAGS.has(name)) {
          // An enclosing block's paragraph that got no text yet gives way to the inner one.
          const isBlank = current?.runs.every((run) => WHITESPACE_ONLY.test(run.text));
          if (current && isBlank && paragraphs[paragraphs.length - 1] === current) {
            paragraphs.pop();
          }
          blocks.push(alignFromCss(css) ?? (attributes.align as TextAlign | undefined) ?? align());
          pendingBreak = false;
          startParagraph();
        }
        const style: RunStyle = { ...TAG_STYLES[name], ...runStyleFromCss(css) };
        if (name === 'font') {
          const color = safeColor(attributes.color);
          if (color) style.color = color;
          const family = attributes.face
            ? runStyleFromCss({ 'font-family': attributes.face }).fontFamily
            : undefined;
          if (family) style.fontFamily = family;
        }
        stack.push({ tag: name, style });
      },
      ontext(text) {
        if (skipDepth > 0 || text === '') return;
        // Whitespace between blocks is source formatting, not a line.
        if (!current && WHITESPACE_ONLY.test(text)) return;
        if (pendingBreak) {
          pendingBreak = false;
          startParagraph();
        }
        const target = current ?? startParagraph();
        target.runs.push({ text, style: currentStyle() });
      },
      onclosetag(name) {
        if (name === 'script' || name === 'style') {
          skipDepth = Math.max(0, skipDepth - 1);
          return;
        }
        if (name === 'br') return;
        const index = stack.map((frame) => frame.tag).lastIndexOf(name);
        if (index >= 0) stack.splice(index);
        if (BLOCK_TAGS.has(name)) {
          blocks.pop();
          current = null;
          pendingBreak = false;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  // Empty paragraphs are kept: they are blank lines the author typed.
  return paragraphs.map(collapseParagraph);
};
