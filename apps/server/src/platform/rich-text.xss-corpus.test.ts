// Every XSS payload — the generated corpus and the hand-written classic vectors — goes through the
// sanitiser; the output is then parsed by an independent HTML parser and each element and attribute is
// checked against what may run script.
import { type ChildNode, type Element, isTag } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { CLASSIC_XSS_VECTORS } from '../test-support/xss-classic.ts';
import { generateXssCorpus } from '../test-support/xss-corpus.ts';
import { sanitizeRichText } from './rich-text.ts';

const ALLOWED_TAGS = new Set(
  'p h1 h2 h3 h4 strong b em i u s a ul ol li blockquote code pre img table thead tbody tfoot tr th td colgroup col hr br span'.split(
    ' ',
  ),
);
const URL_ATTRIBUTES = new Set(['href', 'src']);
const SAFE_URL = /^(https?:\/\/|mailto:|\/(?![/\\]))/i;
const DANGEROUS_STYLE = /expression|url\s*\(|javascript|behavior|binding|@import|\\/i;
const DANGEROUS_RAW =
  /<\s*\/?\s*(script|iframe|object|embed|svg|math|style|base|meta|link|form|frame|frameset|applet|template|xss|isindex)\b/i;

function* elements(nodes: ChildNode[]): Generator<Element> {
  for (const node of nodes) {
    if (isTag(node)) {
      yield node;
      yield* elements(node.children);
    }
  }
}

/** Reasons the cleaned HTML could still run script; empty when it cannot. */
function problems(html: string): string[] {
  const found: string[] = [];
  if (DANGEROUS_RAW.test(html)) found.push('script-capable element in output');
  const doc = parseDocument(html, {
    decodeEntities: true,
    lowerCaseAttributeNames: true,
    lowerCaseTags: true,
  });
  for (const el of elements(doc.children)) {
    if (!ALLOWED_TAGS.has(el.name)) found.push(`element <${el.name}>`);
    for (const [name, raw] of Object.entries(el.attribs)) {
      // Browsers ignore control characters and spaces inside a scheme; so does this check.
      const value = [...raw].filter((ch) => ch.charCodeAt(0) > 0x20 && ch.charCodeAt(0) !== 0x7f).join('');
      if (name.startsWith('on')) found.push(`handler ${name}`);
      if (URL_ATTRIBUTES.has(name) && !SAFE_URL.test(value)) found.push(`${name}=${raw}`);
      if (/^(javascript|vbscript|livescript|data):/i.test(value)) found.push(`${name} scheme ${raw}`);
      // CSS comments split keywords (`expr/**/ession`): judge the style with them removed.
      if (name === 'style' && DANGEROUS_STYLE.test(raw.replace(/\/\*[\s\S]*?\*\//g, '')))
        found.push(`style ${raw}`);
      if (
        ![
          'href',
          'src',
          'alt',
          'title',
          'target',
          'rel',
          'width',
          'height',
          'colspan',
          'rowspan',
          'start',
          'style',
        ].includes(name)
      )
        found.push(`attribute ${name}`);
    }
  }
  return found;
}

const generated = generateXssCorpus();
const corpus = [...new Set([...generated, ...CLASSIC_XSS_VECTORS])];

const survivorsOf = (payloads: readonly string[]) =>
  payloads
    .map((payload) => ({ payload, output: sanitizeRichText(payload) }))
    .map((r) => ({ ...r, problems: problems(r.output) }))
    .filter((r) => r.problems.length > 0);

describe('XSS corpus against sanitizeRichText', () => {
  it('has at least 500 distinct payloads, over 150 of them hand-written classics', () => {
    expect(generated.length).toBeGreaterThanOrEqual(500);
    expect(CLASSIC_XSS_VECTORS.length).toBeGreaterThanOrEqual(150);
    expect(corpus.length).toBe(new Set(corpus).size);
  });

  it('lets none of them survive', () => {
    expect(survivorsOf(corpus)).toEqual([]);
  });

  it('lets none of the hand-written classic vectors survive, family by family', () => {
    expect(survivorsOf(CLASSIC_XSS_VECTORS)).toEqual([]);
    // Most classics are dangerous as written even to this parser, so the check above can see them; the
    // rest rely on a browser's parsing quirks (unterminated tags, comment and CDATA tricks, escaped
    // markup in attributes) and are covered by the element and attribute allow-lists instead.
    const visible = CLASSIC_XSS_VECTORS.filter((payload) => problems(payload).length > 0);
    expect(visible.length).toBeGreaterThan(CLASSIC_XSS_VECTORS.length * 0.9);
  });

  it('gives output that cleans to itself, so stored text never changes meaning on a second pass', () => {
    const unstable = corpus.filter((payload) => {
      const once = sanitizeRichText(payload);
      return sanitizeRichText(once) !== once;
    });
    expect(unstable).toEqual([]);
  });

  it('catches a payload that would survive a weaker list (the check itself works)', () => {
    expect(problems('<img src=x onerror=alert(1)>')).not.toEqual([]);
    expect(problems('<a href="jav&#x09;ascript:alert(1)">x</a>')).not.toEqual([]);
    expect(problems('<p style="background:url(javascript:alert(1))">x</p>')).not.toEqual([]);
    expect(problems('<p style="width:expr/**/ession(alert(1))">x</p>')).not.toEqual([]);
    expect(problems('<a href="/\\xss.example">x</a>')).not.toEqual([]);
  });
});
