// Server-side allow-list for rich text (news articles, content pages): keeps what the TipTap editor
// produces and nothing else. Every write of rich text goes through sanitizeRichText, and what is
// stored is what is rendered, so the browser never sees markup the server did not vet.
import sanitizeHtml from 'sanitize-html';

// Uploaded files are served by the platform under this path (POST /common/file/upload → url).
const UPLOADED_FILE_PATH = /^\/prod-api\/common\/file\/[\w\-./%]+$/;
const HTTP_URL = /^https?:\/\/[^\s"'<>\\]+$/i;
// Links may go to another site (http/https), to an e-mail address, or to a path on this site.
// A path must start with a single slash: "//host" would leave the site.
const SAME_ORIGIN_PATH = /^\/(?!\/)[^\s"'<>\\]*$/;
const MAILTO = /^mailto:[^\s"'<>\\]+$/i;

// Colours as the editor's colour picker writes them; no functions other than rgb()/rgba().
const COLOR = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i,
  /^[a-z]{3,20}$/i,
];
const TEXT_ALIGN = [/^(left|right|center|justify)$/];
const DIMENSION = /^\d{1,4}(px|%)?$/;

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'img',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'colgroup',
    'col',
    'hr',
    'br',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'style'],
    td: ['colspan', 'rowspan', 'style'],
    col: ['style'],
    ol: ['start'],
    span: ['style'],
    p: ['style'],
    h1: ['style'],
    h2: ['style'],
    h3: ['style'],
    h4: ['style'],
  },
  allowedStyles: {
    '*': { color: COLOR, 'background-color': COLOR, 'text-align': TEXT_ALIGN },
  },
  // Scheme checks are done by the transforms below with explicit patterns; sanitize-html's own
  // check is kept as a second net.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  // Drop these with everything inside them, not just the tags.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
    'xmp',
    'noembed',
    'noframes',
    'title',
    'select',
  ],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const href = (attribs.href ?? '').trim();
      const safe = HTTP_URL.test(href) || MAILTO.test(href) || SAME_ORIGIN_PATH.test(href);
      const out: sanitizeHtml.Attributes = {};
      if (safe) out.href = href;
      if (attribs.target === '_blank') out.target = '_blank';
      // Outside links must not reach back into the page nor pass on our ranking.
      out.rel = 'noopener noreferrer nofollow';
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const src = (attribs.src ?? '').trim();
      const out: sanitizeHtml.Attributes = {};
      if (HTTP_URL.test(src) || UPLOADED_FILE_PATH.test(src)) out.src = src;
      if (attribs.alt) out.alt = attribs.alt;
      if (attribs.title) out.title = attribs.title;
      for (const dim of ['width', 'height'] as const) {
        const value = attribs[dim];
        if (value && DIMENSION.test(value.trim())) out[dim] = value.trim();
      }
      return { tagName, attribs: out };
    },
  },
  // An image whose source was refused is dropped rather than left as a broken box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Cleans rich text to the editor's allow-list. Idempotent: cleaning clean text changes nothing. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}

/** Plain text of rich text, for summaries and search: tags removed, entities decoded, spaces folded. */
export function richTextToPlain(html: string): string {
  const text = sanitizeHtml(html, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: options.nonTextTags,
  });
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}
