import { describe, expect, it } from 'vitest';
import { richTextToPlain, sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText keeps what the editor writes', () => {
  it('keeps headings, marks, lists, quotes, code, rules and breaks as they are', () => {
    const html =
      '<h1>大赛</h1><h2>A</h2><h3>B</h3><h4>C</h4><p><strong>b</strong><em>i</em><u>u</u><s>s</s><code>c</code><br></p>' +
      '<ul><li><p>one</p></li></ul><ol start="3"><li><p>two</p></li></ol><blockquote><p>q</p></blockquote>' +
      '<pre><code>let a = 1;</code></pre><hr />';
    expect(sanitizeRichText(html)).toBe(
      '<h1>大赛</h1><h2>A</h2><h3>B</h3><h4>C</h4><p><strong>b</strong><em>i</em><u>u</u><s>s</s><code>c</code><br /></p>' +
        '<ul><li><p>one</p></li></ul><ol start="3"><li><p>two</p></li></ol><blockquote><p>q</p></blockquote>' +
        '<pre><code>let a = 1;</code></pre><hr />',
    );
  });

  it('keeps links to the web, to e-mail and to this site, always with a safe rel', () => {
    expect(sanitizeRichText('<a href="https://www.example.edu.cn/a?b=1" target="_blank">x</a>')).toBe(
      '<a href="https://www.example.edu.cn/a?b=1" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:office@example.edu.cn">m</a>')).toBe(
      '<a href="mailto:office@example.edu.cn" rel="noopener noreferrer nofollow">m</a>',
    );
    expect(sanitizeRichText('<a href="/home/newsDetails?newsId=n1" target="_top" rel="opener">n</a>')).toBe(
      '<a href="/home/newsDetails?newsId=n1" rel="noopener noreferrer nofollow">n</a>',
    );
  });

  it('drops the address of a link that leaves through another scheme or a protocol-relative URL', () => {
    expect(sanitizeRichText('<a href="//evil.example">x</a>')).toBe(
      '<a rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizeRichText('<a href="ftp://evil.example">x</a>')).toBe(
      '<a rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it('keeps images from the web or uploaded files, and drops the rest', () => {
    expect(
      sanitizeRichText(
        '<img src="https://cdn.example.com/a.png" alt="封面" width="320" height="200" onload="x">',
      ),
    ).toBe('<img src="https://cdn.example.com/a.png" alt="封面" width="320" height="200" />');
    expect(sanitizeRichText('<img src="/prod-api/common/file/2026/ab12.png" alt="a">')).toBe(
      '<img src="/prod-api/common/file/2026/ab12.png" alt="a" />',
    );
    expect(sanitizeRichText('<p>a<img src="/etc/passwd">b<img src="data:image/png;base64,AAAA">c</p>')).toBe(
      '<p>abc</p>',
    );
    expect(sanitizeRichText('<img src="https://a.example/x.png" width="100%;x">')).toBe(
      '<img src="https://a.example/x.png" />',
    );
  });

  it('keeps tables with spans, and safe colours and alignment only', () => {
    const table =
      '<table><tbody><tr><th colspan="2">h</th></tr><tr><td rowspan="1">a</td><td>b</td></tr></tbody></table>';
    expect(sanitizeRichText(table)).toBe(table);
    expect(sanitizeRichText('<p style="text-align:center">c</p>')).toBe('<p style="text-align:center">c</p>');
    expect(sanitizeRichText('<span style="color:#d0021b;font-size:80px;position:fixed">r</span>')).toBe(
      '<span style="color:#d0021b">r</span>',
    );
    expect(sanitizeRichText('<span style="color: rgb(1, 2, 3)">r</span>')).toBe(
      '<span style="color:rgb(1, 2, 3)">r</span>',
    );
    expect(sanitizeRichText('<p style="text-align:expression(1)">c</p>')).toBe('<p>c</p>');
  });

  it('removes tags outside the list but keeps their text, and drops scripts with their content', () => {
    expect(sanitizeRichText('<div><font>文字</font></div><script>alert(1)</script>')).toBe('文字');
    expect(sanitizeRichText('<p>a &lt;b&gt; &amp; c</p>')).toBe('<p>a &lt;b&gt; &amp; c</p>');
  });

  it('is idempotent', () => {
    const once = sanitizeRichText(
      '<p style="color:red">x<a href="https://e.example">l</a><img src="https://e.example/i.png"></p>',
    );
    expect(sanitizeRichText(once)).toBe(once);
  });
});

describe('richTextToPlain', () => {
  it('gives the text without tags, with entities decoded and spaces folded', () => {
    expect(richTextToPlain('<h1>标题</h1>\n<p>A &amp; B&nbsp;&lt;c&gt;</p><script>x()</script>')).toBe(
      '标题 A & B <c>',
    );
  });
});
