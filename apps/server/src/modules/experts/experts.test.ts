import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExpertRow, PageResult } from '@podium/contracts';
import { experts, groups } from '../../db/schema/index.ts';
import { newPublicId } from '../../platform/ids.ts';
import { createActor } from '../../test-support/access-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let organizer: string;
let school: string;
let expert: string;

const org = () => ({ token: organizer, groupId: t.fixture.groups.organizer.publicId });
const page = (query: Record<string, string> = {}, as = org()) =>
  t.get<PageResult<ExpertRow>>('/expert/library/page', { ...as, query });
const add = (body: Record<string, unknown>, as: { token?: string; groupId?: string; lang?: 'en' } = org()) =>
  t.post<ExpertRow>('/expert/library/add', body, as);

beforeAll(async () => {
  t = await createTestApp();
  organizer = await t.login('organizer');
  school = await t.login('school');
  expert = await t.login('expert');
});
afterAll(async () => {
  await t.close();
});

describe('expert library', () => {
  it('lists the demo library with phone and bank card masked, the expert account linked', async () => {
    const res = await page({ pageSize: '50' });
    expect(res.body.code).toBe(0);
    const sun = res.body.data.rows.find((r) => r.name === '孙专家')!;
    expect(sun).toMatchObject({ hasAccount: true, username: 'expert', status: 'active' });
    expect(sun.phone).toMatch(/^137\*{4}\d{4}$/);
    expect(sun.bankCard).toMatch(/^\*{4} \*{4} \*{4} \d{4}$/);
    expect(sun.conflictSchoolNames).toEqual(['西山理工学院']);
    const temporary = await page({ temporary: '1' });
    // 褚明轩, and the statistics season's four judges, engaged for its finished edition only.
    expect(temporary.body.data.rows.map((r) => r.name)).toEqual([
      '褚明轩',
      '姚佩玲',
      '梁振华',
      '顾晓岚',
      '钟立衡',
    ]);
    expect(temporary.body.data.rows[0]!.accessEndsAt).not.toBeNull();
    const byField = await page({ field: 'ai' });
    expect(byField.body.data.rows.map((r) => r.name)).toEqual(['陈博远']);
  });

  it('adds, edits and deletes an expert; the card is stored encrypted and kept when the form leaves it empty', async () => {
    const created = await add({
      name: '测试专家',
      title: '讲师',
      organisation: '东海大学',
      schoolId: t.fixture.groups.schoolA.publicId,
      fields: ['ai', 'math'],
      conflictSchoolIds: [t.fixture.groups.schoolB.publicId],
      phone: '13912345678',
      bankCard: '6222021234567890123',
    });
    expect(created.body.code).toBe(0);
    expect(created.body.data.bankCard).toBe('**** **** **** 0123');
    expect(created.body.data.schoolName).toBe('东海大学');
    const [stored] = await t.db
      .select()
      .from(experts)
      .where(eq(experts.publicId, created.body.data.expertId));
    expect(stored!.bankCardCipher).not.toContain('6222021234567890123');
    const updated = await t.post(
      '/expert/library/update',
      { expertId: created.body.data.expertId, name: '测试专家二', fields: ['ai'] },
      org(),
    );
    expect(updated.body.code).toBe(0);
    const after = (await page({ name: '测试专家二' })).body.data.rows[0]!;
    expect(after.bankCard).toBe('**** **** **** 0123');
    expect(after.fields).toEqual(['ai']);
    expect((await t.post('/expert/library/remove', { expertId: after.expertId }, org())).body.code).toBe(0);
    expect((await page({ name: '测试专家二' })).body.data.total).toBe(0);
  });

  it('refuses unknown fields, unknown schools and half a temporary setting, in the caller language', async () => {
    const field = await add({ name: 'x', fields: ['astrology'] }, { ...org(), lang: 'en' });
    expect(field.body).toMatchObject({
      code: 400,
      msg: 'The field of expertise "astrology" is not in the dictionary',
    });
    const schoolRes = await add({ name: 'x', schoolId: 'nope' });
    expect(schoolRes.body).toMatchObject({ code: 400, msg: '所选学校不存在' });
    const half = await add({ name: 'x', accessEndsAt: new Date().toISOString() });
    expect(half.body.code).toBe(400);
    const card = await add({ name: 'x', bankCard: '12ab' });
    expect(card.body.code).toBe(400);
    expect((await page({ name: 'x' })).body.data.total).toBe(0);
  });

  it('refuses callers without the right: not logged in, school account, expert account', async () => {
    expect((await t.get('/expert/library/page')).body.code).toBe(11000);
    expect((await add({ name: 'y' }, { token: undefined })).body.code).toBe(11000);
    expect((await page({}, { token: school, groupId: t.fixture.groups.schoolA.publicId })).body.code).toBe(
      401,
    );
    expect((await add({ name: 'y' }, { token: school })).body.code).toBe(401);
    expect((await page({}, { token: expert, groupId: t.fixture.groups.organizer.publicId })).body.code).toBe(
      401,
    );
  });

  it("never shows or edits another organiser's experts", async () => {
    const [other] = await t.db
      .insert(groups)
      .values({
        publicId: newPublicId(),
        name: '另一组委会',
        code: `OTHER-${Date.now()}`,
        type: 'organizer',
        path: '',
      })
      .returning();
    await t.db
      .update(groups)
      .set({ path: `/${other!.id}/` })
      .where(eq(groups.id, other!.id));
    const stranger = await createActor(t, {
      username: 'otherorg1',
      group: { id: other!.id, publicId: other!.publicId },
      permissions: ['expert:list', 'expert:edit'],
    });
    const as = { token: stranger.token, groupId: stranger.groupId };
    expect((await page({}, as)).body.data.total).toBe(0);
    const someone = (await page()).body.data.rows[0]!;
    const edit = await t.post('/expert/library/update', { expertId: someone.expertId, name: 'hijack' }, as);
    expect(edit.body.code).toBe(404);
    expect((await t.post('/expert/library/remove', { expertId: someone.expertId }, as)).body.code).toBe(404);
  });
});
