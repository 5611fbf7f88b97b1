import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAwardWinnerTemplate, createDesign, createText } from '@podium/certificate';
import type { CertificateDesignDetail, CertificateDesignRow, PageResult } from '@podium/contracts';
import { certificateDesigns } from '../../db/schema/index.ts';
import { createActor, operationLogMark, waitForOperationLog } from '../../test-support/access-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let g: TestApp['fixture']['groups'];
let organizer: string;
/** A school A officer who may design certificates, and a school B one. */
let designerA: Awaited<ReturnType<typeof createActor>>;
let designerB: Awaited<ReturnType<typeof createActor>>;

beforeAll(async () => {
  t = await createTestApp();
  g = t.fixture.groups;
  organizer = await t.login('organizer');
  designerA = await createActor(t, {
    username: 'designer_a',
    group: g.schoolA,
    permissions: ['certificate:make'],
  });
  designerB = await createActor(t, {
    username: 'designer_b',
    group: g.schoolB,
    permissions: ['certificate:make'],
  });
});
afterAll(() => t.close());

const org = () => ({ token: organizer, groupId: g.organizer.publicId });
const asA = () => ({ token: designerA.token, groupId: g.schoolA.publicId });
const asB = () => ({ token: designerB.token, groupId: g.schoolB.publicId });

const save = (design: unknown, options = org(), extra: Record<string, unknown> = {}) =>
  t.post<{ designId: string }>('/certificate/design/save', { design, ...extra }, options);
const detail = (designId: string, options = org()) =>
  t.get<CertificateDesignDetail>(`/certificate/design/detail/${designId}`, options);
const page = (query: Record<string, string>, options = org()) =>
  t.get<PageResult<CertificateDesignRow>>('/certificate/design/page', { ...options, query });

describe('certificate designs', () => {
  it('saves a template-based design, lists it and loads it back as stored', async () => {
    const mark = await operationLogMark(t);
    const design = { ...createAwardWinnerTemplate(), title: '2026 获奖证书' };
    const created = await save(design, org(), { origin: 'awardWinner' });
    expect(created.body.code).toBe(0);
    const { designId } = created.body.data;
    expect(await waitForOperationLog(t, 'certificateDesign', 'save', mark)).toMatchObject({
      success: true,
      target: designId,
    });

    const loaded = await detail(designId);
    expect(loaded.body.data).toMatchObject({
      designId,
      kind: 'design',
      title: '2026 获奖证书',
      origin: 'awardWinner',
    });
    expect(loaded.body.data.design).toEqual(design);

    const list = await page({ kind: 'design', title: '获奖' });
    expect(list.body.data.rows.map((r) => r.designId)).toContain(designId);
    const templates = await page({ kind: 'template' });
    expect(templates.body.data.rows.map((r) => r.designId)).not.toContain(designId);
  });

  it('updates a design and stores the sanitised, restored document', async () => {
    const { designId } = (await save(createDesign({ title: 'draft' }))).body.data;
    const unsafe = createText({ text: 'x', left: 0, top: 0, width: 100, fontSize: 20 });
    unsafe.content = '<p><span>hi</span><script>alert(1)</script><img src=x onerror=alert(1)></p>';
    const doc = createDesign({ title: '' });
    doc.slides[0]!.elements.push(unsafe);
    expect((await save(doc, org(), { designId })).body.code).toBe(0);
    const [row] = await t.db
      .select()
      .from(certificateDesigns)
      .where(eq(certificateDesigns.publicId, designId));
    expect(row!.title).toBe('未命名证书');
    expect(JSON.stringify(row!.document)).not.toMatch(/script|onerror/);
  });

  it('refuses invalid documents in the caller’s language and stores nothing', async () => {
    const before = (await t.db.select().from(certificateDesigns)).length;
    const badImage = createDesign();
    badImage.slides[0]!.elements.push({
      id: 'img1',
      type: 'image',
      name: 'logo',
      left: 0,
      top: 0,
      width: 10,
      height: 10,
      rotate: 0,
      src: 'https://evil.example/x.png',
      fixedRatio: true,
    });
    const zh = await save(badImage);
    expect(zh.body.code).toBe(400);
    expect(zh.body.msg).toMatch(/^证书设计内容有误：slides\[0\]\.elements\[0\]\.src/);
    const en = await save({ version: 99 }, { ...org(), lang: 'en' } as ReturnType<typeof org>);
    expect(en.body.code).toBe(400);
    expect(en.body.msg).toMatch(/^The certificate design is not valid/);
    const wrongShape = await t.post('/certificate/design/save', { design: 'no', kind: 'design' }, org());
    expect(wrongShape.body.code).toBe(400);
    const unknownField = await t.post(
      '/certificate/design/save',
      { design: createDesign(), owner: 1 },
      org(),
    );
    expect(unknownField.body.code).toBe(400);
    expect((await t.db.select().from(certificateDesigns)).length).toBe(before);
  });

  it('keeps each group’s library to itself; a superior sees its subordinates', async () => {
    const a = (await save(createDesign({ title: 'A 模板' }), asA(), { kind: 'template' })).body.data.designId;
    const b = (await save(createDesign({ title: 'B 模板' }), asB(), { kind: 'template' })).body.data.designId;
    const seenByB = await page({ kind: 'template' }, asB());
    expect(seenByB.body.data.rows.map((r) => r.designId)).toEqual([b]);
    expect((await detail(a, asB())).body.code).toBe(404);
    expect((await save(createDesign({ title: 'hijack' }), asB(), { designId: a })).body.code).toBe(404);
    expect((await t.post('/certificate/design/remove', { designId: a }, asB())).body.code).toBe(404);
    const seenByOrganizer = await page({ kind: 'template' });
    expect(seenByOrganizer.body.data.rows.map((r) => r.designId)).toEqual(expect.arrayContaining([a, b]));
    expect((await detail(a, asA())).body.data.title).toBe('A 模板');
  });

  it('deletes a design (audited)', async () => {
    const { designId } = (await save(createDesign({ title: 'to delete' }))).body.data;
    const mark = await operationLogMark(t);
    expect((await t.post('/certificate/design/remove', { designId }, org())).body.code).toBe(0);
    expect(await waitForOperationLog(t, 'certificateDesign', 'remove', mark)).toBeTruthy();
    expect((await detail(designId)).body.code).toBe(404);
  });

  it('refuses callers without the permission and callers not signed in, before validation', async () => {
    const school = await t.login('school');
    const asSchool = { token: school, groupId: g.schoolA.publicId };
    expect((await page({}, asSchool)).status).toBe(403);
    const refused = await t.post('/certificate/design/save', { design: 'bad' }, asSchool);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(401);
    expect((await t.get('/certificate/design/page')).status).toBe(401);
    const anon = await t.post('/certificate/design/save', { nonsense: true });
    expect(anon.status).toBe(401);
    expect(anon.body.code).not.toBe(400);
  });
});
