import { describe, expect, it } from 'vitest';
import { createDesign, createImage, createSlide, createText } from '../model/create.ts';
import type { Design } from '../model/design.ts';
import type { DesignElement, TextElement } from '../model/element.ts';
import { resolveDesign } from '../codes/resolve-design.ts';
import { CERTIFICATE_TEMPLATES } from '../templates/templates.ts';
import { record } from '../testing/fixtures.ts';
import { ASCENT } from './layout-horizontal.ts';
import { layoutDesign, layoutSlide } from './layout-design.ts';
import { approximateMeasure, type MeasureText } from './measure.ts';
import type { ImagePrimitive, TextPrimitive } from './types.ts';

const designOf = (...elements: DesignElement[]): Design => createDesign({ slides: [createSlide(elements)] });
/** Inner width 100 at 20px: five CJK characters per line. */
const box = (text: string, extra: Partial<Parameters<typeof createText>[0]> = {}): TextElement =>
  createText({ text, left: 100, top: 50, width: 120, height: 200, fontSize: 20, ...extra });
const texts = (design: Design, width = 1000) =>
  layoutDesign(design, { width }).pages[0]?.primitives.filter((p): p is TextPrimitive => p.kind === 'text') ??
  [];
const lines = (primitives: TextPrimitive[]) => {
  const byBaseline = new Map<number, string>();
  for (const p of primitives) byBaseline.set(p.baseline, (byBaseline.get(p.baseline) ?? '') + p.text);
  return [...byBaseline.values()];
};

describe('layoutDesign', () => {
  it('wraps CJK text at the inner width and stacks lines at 1.5 × the font size', () => {
    const runs = texts(designOf(box('一二三四五六七')));
    expect(lines(runs)).toEqual(['一二三四五', '六七']);
    const [first, second] = runs;
    expect(first).toMatchObject({
      x: 110,
      width: 100,
      fontSize: 20,
      vertical: false,
      fontFamily: '微软雅黑',
      color: '#333',
    });
    // Line box 30 tall, the 20px em box centred in it: top 50 + padding 10 + 5.
    expect(first?.y).toBeCloseTo(65);
    expect(first?.baseline).toBeCloseTo(65 + ASCENT * 20);
    expect(second?.y).toBeCloseTo(95);
    expect(second?.x).toBe(110);
  });

  it('aligns lines left, centre and right', () => {
    const at = (align: 'left' | 'center' | 'right') => texts(designOf(box('一二', { align })))[0]?.x;
    expect(at('left')).toBe(110);
    expect(at('center')).toBe(140);
    expect(at('right')).toBe(170);
  });

  it('hangs closing punctuation and carries opening punctuation to the next line', () => {
    expect(lines(texts(designOf(box('一二三四五，六'))))).toEqual(['一二三四五，', '六']);
    expect(lines(texts(designOf(box('一二三四《五》'))))).toEqual(['一二三四', '《五》']);
  });

  it('keeps Latin words whole, drops spaces at a break, and cuts words longer than a line', () => {
    // 'Podium' is about 3.6em = 72 at 20px, so two words don't share a 100-wide line.
    expect(lines(texts(designOf(box('Podium Podium'))))).toEqual(['Podium', 'Podium']);
    const long = lines(texts(designOf(box('ABCDEFGHIJKLMNOP'))));
    expect(long.length).toBeGreaterThan(1);
    expect(long.join('')).toBe('ABCDEFGHIJKLMNOP');
  });

  it('keeps each paragraph and blank line, and styles runs from the rich text', () => {
    const element: TextElement = {
      ...box(''),
      width: 400,
      color: '#123456',
      content:
        '<p style="text-align: left;">甲<span style="font-size: 40px; color: #f00; font-family: SimHei; font-weight: bold">乙</span></p><p></p><p>丙</p>',
    };
    const runs = texts(designOf(element));
    expect(runs.map((r) => [r.text, r.fontSize, r.color, r.fontFamily, r.bold])).toEqual([
      ['甲', 20, '#123456', '微软雅黑', false],
      ['乙', 40, '#f00', 'SimHei', true],
      ['丙', 20, '#123456', '微软雅黑', false],
    ]);
    const [jia, yi, bing] = runs;
    // One baseline for the line, set by its largest size.
    expect(jia?.baseline).toBe(yi?.baseline);
    expect(yi?.y).toBeCloseTo(50 + 10 + 10);
    expect(jia?.y).toBeCloseTo((yi?.baseline ?? 0) - ASCENT * 20);
    // Line 1 is 60 tall (40px), the blank line 30, then 丙.
    expect(bing?.y).toBeCloseTo(50 + 10 + 60 + 30 + 5);
  });

  it('falls back to defaultColor and defaultFontName', () => {
    const element: TextElement = { ...box('字'), defaultColor: '#999', fontFamily: 'KaiTi' };
    delete element.color;
    expect(texts(designOf(element))[0]).toMatchObject({ color: '#999', fontFamily: 'KaiTi' });
  });

  it('lays vertical text in columns from right to left', () => {
    // Inner height 60: three 20px characters per column; columns 30 wide from the right edge.
    const element = box('一二三四', { vertical: true, height: 80, width: 100 });
    const runs = texts(designOf(element));
    expect(runs.map((r) => r.text)).toEqual(['一', '二', '三', '四']);
    expect(runs.every((r) => r.vertical)).toBe(true);
    expect(runs.map((r) => r.y)).toEqual([60, 80, 100, 60]);
    expect(runs[0]?.x).toBe(100 + 100 - 10 - 15 - 10);
    expect(runs[3]?.x).toBe((runs[0]?.x ?? 0) - 30);
    const centred = texts(designOf(box('一', { vertical: true, height: 80, align: 'center' })));
    expect(centred[0]?.y).toBe(60 + 20);
  });

  it('rotates every primitive about its element’s centre', () => {
    const element = { ...box('一二三四五六'), rotate: 30 };
    for (const run of texts(designOf(element))) {
      expect(run.rotate).toBe(30);
      expect(run.origin).toEqual({ x: 160, y: 150 });
    }
  });

  it('scales every length to the output width without moving line breaks', () => {
    const design = designOf(
      box('一二三四五六七'),
      createImage({ name: 'seal', src: '/s.svg', left: 600, top: 500, width: 174, height: 174 }),
    );
    const small = layoutDesign(design, { width: 1000 });
    const large = layoutDesign(design, { width: 2000 });
    expect(large.scale).toBe(2);
    expect(large.height).toBeCloseTo(2000 * 0.7085);
    expect(large.pages[0]?.height).toBeCloseTo(1417);
    const pairs = small.pages[0]?.primitives.map((p, i) => [p, large.pages[0]?.primitives[i]] as const) ?? [];
    expect(pairs).toHaveLength(3);
    for (const [a, b] of pairs) {
      expect(b?.kind).toBe(a.kind);
      if (a.kind === 'text' && b?.kind === 'text') {
        expect(b.text).toBe(a.text);
        expect([b.x, b.y, b.baseline, b.width, b.fontSize]).toEqual([
          a.x * 2,
          a.y * 2,
          a.baseline * 2,
          a.width * 2,
          a.fontSize * 2,
        ]);
      }
    }
    const image = large.pages[0]?.primitives[2] as ImagePrimitive;
    expect(image).toMatchObject({
      kind: 'image',
      src: '/s.svg',
      x: 1200,
      y: 1000,
      width: 348,
      height: 348,
      origin: { x: 1374, y: 1174 },
    });
  });

  it('draws the background first, skips hidden elements and images without a source', () => {
    const slide = {
      ...createSlide([
        { ...box('看不见'), hidden: true },
        createImage({ name: 'empty', src: '', left: 0, top: 0, width: 10, height: 10 }),
        box('看得见'),
      ]),
      backgroundColor: '#fffaf0',
    };
    const layout = layoutSlide(slide, 0.5, { width: 500 });
    expect(layout.height).toBe(250);
    expect(layout.primitives.map((p) => p.kind)).toEqual(['rect', 'text']);
    expect(layout.primitives[0]).toEqual({
      kind: 'rect',
      x: 0,
      y: 0,
      width: 500,
      height: 250,
      color: '#fffaf0',
    });
  });

  it('uses the measure it is given', () => {
    const wide: MeasureText = (text, font) => [...text].length * font.fontSize * 2;
    const design = designOf(box('一二三'));
    const runs = layoutDesign(design, { width: 1000, measure: wide }).pages[0]?.primitives as TextPrimitive[];
    expect(lines(runs)).toEqual(['一二', '三']);
    expect(approximateMeasure('一a1', { fontFamily: 'x', fontSize: 10, bold: false })).toBeCloseTo(
      10 + 5.2 + 5.6,
    );
  });

  it('makes one page per slide and refuses a bad width', () => {
    const design = createDesign({ slides: [createSlide([box('一')]), createSlide([box('二')])] });
    const layout = layoutDesign(design, { width: 842 });
    expect(layout.pages.map((p) => p.slideId)).toEqual(design.slides.map((s) => s.id));
    expect(() => layoutDesign(design, { width: 0 })).toThrow('Layout width must be positive, got 0');
  });

  it('lays out every ready template filled with a winner, inside the page', () => {
    for (const template of Object.values(CERTIFICATE_TEMPLATES)) {
      const layout = layoutDesign(resolveDesign(template.create(), record()), { width: 842 });
      const page = layout.pages[0];
      expect(page?.primitives.length).toBeGreaterThan(10);
      for (const p of page?.primitives ?? []) {
        if (p.kind !== 'text') continue;
        expect(p.x).toBeGreaterThanOrEqual(0);
        expect(p.x + p.width).toBeLessThanOrEqual(842 + 0.01);
        expect(p.y + p.fontSize).toBeLessThanOrEqual((page?.height ?? 0) + 0.01);
      }
    }
  });
});
