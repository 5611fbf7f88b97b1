import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fontkit from 'fontkit';
import { FONT_FAMILIES } from '@podium/certificate';
import {
  API_BASE,
  CERT_FONT_FAMILIES,
  CertificateApi,
  ErrorCode,
  FONT_SUBSET_MAX_CHARS,
  GROUP_HEADER,
} from '@podium/contracts';
import { createActor } from '../../test-support/access-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { DEFAULT_FAMILY, FONT_FILES } from './render/font-files.mjs';
import { threadFonts } from './render/render-pool.ts';
import { fontMeasure } from './render/text-measure.ts';

type Actor = { token: string; groupId: string };
let t: TestApp;
let maker: Actor;

/** The designer's font calls: raw bytes back from the subset, JSON from the metrics. */
const subset = (
  query: Record<string, string>,
  as?: Actor,
  lang = 'zh',
  path: string = CertificateApi.fontSubset,
) =>
  t.app.inject({
    method: 'GET',
    url: `${API_BASE}${path}`,
    query,
    headers: {
      ...(as ? { authorization: `Bearer ${as.token}`, [GROUP_HEADER]: as.groupId } : {}),
      'accept-language': lang,
    },
  });
const codePoint = (char: string) => char.codePointAt(0)!;

beforeAll(async () => {
  t = await createTestApp();
  maker = { token: await t.login('organizer'), groupId: t.fixture.groups.organizer.publicId };
});
afterAll(() => t.close());

describe('GET /certificate/font/subset', () => {
  it('names the families of the design model and of the PDF font table', () => {
    expect(CERT_FONT_FAMILIES).toEqual(FONT_FAMILIES);
    expect(Object.keys(FONT_FILES).sort()).toEqual([...CERT_FONT_FAMILIES].sort());
    // The designer measures a name outside the table with the table's first family (design-measure.ts).
    expect(DEFAULT_FAMILY).toBe(FONT_FAMILIES[0]);
    const route = t.app.apiRoutes.find((r) => r.url === `${API_BASE}${CertificateApi.fontSubset}`);
    expect(route).toMatchObject({ method: 'GET', access: { permission: 'certificate:make' } });
  });

  it('answers a font holding the PDF renderer’s glyphs of the characters asked for, and only those', async () => {
    const res = await subset({ family: 'KaiTi', text: '一等奖A1一' }, maker);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('font/ttf');
    expect(res.headers['cache-control']).toMatch(/immutable/);
    const font = fontkit.create(res.rawPayload);
    expect(font.familyName).toBe('AR PL UKai CN');
    // .notdef plus one glyph each (compound glyphs could add their parts; these have none).
    expect(font.numGlyphs).toBeLessThanOrEqual(8);
    const original = threadFonts().KaiTi as unknown as fontkit.FontkitFont;
    expect(font.unitsPerEm).toBe(original.unitsPerEm);
    for (const char of ['一', '等', '奖', 'A', '1']) {
      expect(font.hasGlyphForCodePoint(codePoint(char)), char).toBe(true);
      const [ours, theirs] = [font, original].map((f) => f.glyphForCodePoint(codePoint(char)));
      expect(ours!.advanceWidth).toBe(theirs!.advanceWidth);
      expect(ours!.path.toSVG()).toBe(theirs!.path.toSVG());
    }
    expect(font.hasGlyphForCodePoint(codePoint('二'))).toBe(false);
    // Any order or repetition of the same characters is the same font.
    const again = await subset({ family: 'KaiTi', text: '1A奖等一' }, maker);
    expect(Buffer.compare(again.rawPayload, res.rawPayload)).toBe(0);
  });

  it('cuts each family from its own font', async () => {
    const names: string[] = [];
    for (const family of ['微软雅黑', 'SimSun'] as const) {
      const res = await subset({ family, text: '荣誉证书' }, maker);
      const font = fontkit.create(res.rawPayload);
      expect(font.hasGlyphForCodePoint(codePoint('誉'))).toBe(true);
      names.push(font.familyName);
    }
    expect(names).toEqual(['WenQuanYi Zen Hei', 'AR PL UMing CN']);
  });

  it('refuses an unknown family, a path, no text and too many characters in the caller’s language', async () => {
    const unknown = await subset({ family: 'Comic Sans', text: '一' }, maker);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 400, data: null });
    expect(unknown.json().msg).toMatch(/^字体：/);
    const en = await subset({ family: 'Comic Sans', text: '一' }, maker, 'en');
    expect(en.json()).toMatchObject({ code: 400, msg: expect.stringMatching(/^font: /) });
    const path = await subset({ family: '../../../etc/passwd', text: '一' }, maker);
    expect(path.json().code).toBe(400);
    expect((await subset({ family: 'KaiTi', text: '' }, maker)).json().msg).toMatch(/^文字：/);

    const many = Array.from({ length: FONT_SUBSET_MAX_CHARS + 1 }, (_, i) =>
      String.fromCodePoint(0x4e00 + i),
    );
    const tooMany = await subset({ family: 'KaiTi', text: many.join('') }, maker, 'en');
    expect(tooMany.json()).toMatchObject({ code: 400, msg: 'text: at most 2000 different characters' });
    const enough = await subset({ family: 'KaiTi', text: many.slice(1).join('') }, maker);
    expect(enough.statusCode).toBe(200);
  });

  it('refuses a caller without the designer’s permission, and anyone signed out', async () => {
    const lister = await createActor(t, {
      username: 'font_lister',
      group: t.fixture.groups.organizer,
      permissions: ['certificate:list'],
    });
    const refused = await subset({ family: 'KaiTi', text: '一' }, lister);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: ErrorCode.NO_PERMISSION, data: null });
    expect(refused.headers['content-type']).toMatch(/json/);
    const anonymous = await subset({ family: 'KaiTi', text: '一' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe(ErrorCode.SESSION_EXPIRED);
  });
});

describe('GET /certificate/font/metrics', () => {
  const metrics = (query: Record<string, string>, as?: Actor) =>
    subset(query, as, 'zh', CertificateApi.fontMetrics);

  it('gives the advances the PDF layout measures with, so the designer breaks lines where the PDF does', async () => {
    const text = '一等奖 A1，Winner';
    const res = await metrics({ family: 'KaiTi', text }, maker);
    expect(res.statusCode).toBe(200);
    const { unitsPerEm, advances } = res.json().data as {
      unitsPerEm: number;
      advances: Record<string, number>;
    };
    expect(Object.keys(advances)).toHaveLength(new Set(Array.from(text)).size);
    const designerWidth = (line: string, fontSize: number) =>
      (Array.from(line).reduce((sum, char) => sum + advances[String(codePoint(char))]!, 0) / unitsPerEm) *
      fontSize;
    for (const fontSize of [12, 20, 48])
      expect(designerWidth(text, fontSize)).toBeCloseTo(
        fontMeasure(text, { fontFamily: 'KaiTi', fontSize, bold: false }),
        9,
      );
    // Each family measures with its own font: the sans differs from the kaishu somewhere in this text.
    const sans = (await metrics({ family: '微软雅黑', text }, maker)).json().data.advances as Record<
      string,
      number
    >;
    expect(Object.keys(sans).some((key) => sans[key] !== advances[key])).toBe(true);
  });

  it('measures a character the font lacks as the PDF does (its .notdef), and refuses what the subset refuses', async () => {
    const lacking = '\u{1F600}';
    const font = threadFonts().KaiTi as unknown as fontkit.FontkitFont;
    expect(font.hasGlyphForCodePoint(codePoint(lacking))).toBe(false);
    const res = await metrics({ family: 'KaiTi', text: lacking }, maker);
    expect(res.json().data.advances[String(codePoint(lacking))]).toBe(
      fontMeasure(lacking, { fontFamily: 'KaiTi', fontSize: font.unitsPerEm, bold: false }),
    );
    expect((await metrics({ family: '../etc/passwd', text: '一' }, maker)).json()).toMatchObject({
      code: 400,
      data: null,
    });
    expect((await metrics({ family: 'KaiTi', text: '一' })).statusCode).toBe(401);
  });
});
