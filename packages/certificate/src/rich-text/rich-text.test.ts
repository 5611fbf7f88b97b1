import { describe, expect, it } from 'vitest';
import { buildRichText, escapeHtml, sanitizeRichText, textToRichText } from './build.ts';
import { parseRichText } from './parse.ts';
import { htmlToPlainText } from './plain-text.ts';

describe('parseRichText', () => {
  it('reads paragraphs, alignment and run styles', () => {
    const html =
      '<p style="text-align: center;"><span style="font-size: 24px; color: #f00; font-family: \'SimHei\', sans-serif">张三</span><strong>李四</strong></p>' +
      '<p style="text-align:right"><em>甲</em><u>乙</u><span style="font-weight: 400; letter-spacing: 2px">丙</span></p>';
    expect(parseRichText(html)).toEqual([
      {
        align: 'center',
        runs: [
          { text: '张三', style: { fontSize: 24, color: '#f00', fontFamily: 'SimHei' } },
          { text: '李四', style: { bold: true } },
        ],
      },
      {
        align: 'right',
        runs: [
          { text: '甲', style: { italic: true } },
          { text: '乙', style: { underline: true } },
          { text: '丙', style: { bold: false, letterSpacing: 2 } },
        ],
      },
    ]);
  });

  it('inherits styles through nesting', () => {
    const [paragraph] = parseRichText(
      '<p><span style="color: red"><strong>一<span style="font-size: 30px">二</span></strong></span></p>',
    );
    expect(paragraph?.runs).toEqual([
      { text: '一', style: { color: 'red', bold: true } },
      { text: '二', style: { color: 'red', bold: true, fontSize: 30 } },
    ]);
  });

  it('decodes entities, collapses HTML whitespace and keeps no-break and ideographic spaces', () => {
    const [paragraph] = parseRichText('<p>  A &amp;\n  B&nbsp;&nbsp;张\u3000三  </p>');
    expect(paragraph?.runs).toEqual([{ text: 'A & B\u00a0\u00a0张\u3000三', style: {} }]);
  });

  it('turns <br> into a new line with the same alignment, and keeps empty paragraphs', () => {
    expect(parseRichText('<p style="text-align:center">一<br>二</p><p></p>')).toEqual([
      { align: 'center', runs: [{ text: '一', style: {} }] },
      { align: 'center', runs: [{ text: '二', style: {} }] },
      { align: undefined, runs: [] },
    ]);
  });

  it('reads editors’ empty lines (<p><br></p>) as one blank line and ignores a trailing <br>', () => {
    expect(parseRichText('<p>一</p><p><br></p><p>二<br></p>')).toEqual([
      { align: undefined, runs: [{ text: '一', style: {} }] },
      { align: undefined, runs: [] },
      { align: undefined, runs: [{ text: '二', style: {} }] },
    ]);
    expect(parseRichText('一<br><br>二').map((p) => p.runs.map((r) => r.text).join(''))).toEqual([
      '一',
      '',
      '二',
    ]);
  });

  it('ignores whitespace between blocks and lets nested blocks inherit alignment', () => {
    const html =
      '<div style="text-align: center">\n  <p>一</p>\n  <p style="text-align: right">二</p>\n</div>\n';
    expect(parseRichText(html)).toEqual([
      { align: 'center', runs: [{ text: '一', style: {} }] },
      { align: 'right', runs: [{ text: '二', style: {} }] },
    ]);
  });

  it('reads bare text and drops scripts', () => {
    expect(parseRichText('你好<script>alert(1)</script>')).toEqual([
      { align: undefined, runs: [{ text: '你好', style: {} }] },
    ]);
    expect(parseRichText('')).toEqual([]);
  });
});

describe('buildRichText and textToRichText', () => {
  it('escapes text and round-trips through the parser', () => {
    expect(escapeHtml('<a href="x">&</a>')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;');
    const paragraphs = [
      {
        align: 'center' as const,
        runs: [{ text: 'R&D <一等奖>', style: { fontSize: 80, color: '#c8161d', bold: true } }],
      },
      { align: undefined, runs: [{ text: '第二行', style: {} }] },
    ];
    const html = buildRichText(paragraphs);
    expect(html).toBe(
      '<p style="text-align: center;"><span style="font-size: 80px; color: #c8161d; font-weight: bold;">R&amp;D &lt;一等奖&gt;</span></p><p>第二行</p>',
    );
    expect(parseRichText(html)).toEqual(paragraphs);
  });

  it('makes one paragraph per line', () => {
    const html = textToRichText('一\n\n三', { fontSize: 24 }, 'left');
    expect(htmlToPlainText(html)).toBe('一\n\n三');
    expect(parseRichText(html)).toHaveLength(3);
  });
});

describe('sanitizeRichText', () => {
  it('keeps only paragraphs and styled spans, with checked values', () => {
    const html =
      '<p onclick="x()" style="text-align: center"><span style="color: red; background: url(javascript:alert(1))">一</span>' +
      '<img src=x onerror="alert(1)"><a href="javascript:alert(1)">二</a><script>alert(1)</script></p>' +
      '<p><span style="color: x&quot; onmouseover=&quot;alert(1); font-family: \'A&lt;b&gt;\'">三</span><font color="#00f" face="KaiTi">四</font></p>';
    expect(sanitizeRichText(html)).toBe(
      '<p style="text-align: center;"><span style="color: red;">一</span>二</p>' +
        '<p><span style="font-family: Ab;">三</span><span style="color: #00f; font-family: KaiTi;">四</span></p>',
    );
  });

  it('is idempotent', () => {
    const once = sanitizeRichText('<div style="text-align:right"><p>一<b>二</b><br>三</p></div>');
    expect(sanitizeRichText(once)).toBe(once);
  });
});
