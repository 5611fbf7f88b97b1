import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemOption, ParticipantGroup } from '@podium/contracts';
import { competitionItems, competitions, enrollTeams } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// The demo's 全国大学生智能创新设计大赛 is published with sign-ups in its items and its first group.
let t: TestApp;
let organizer: string;
let competitionId: string;
let competitionKey: number;

const org = () => ({ token: organizer, groupId: t.fixture.groups.organizer.publicId });
const itemsNow = async () =>
  (await t.get<ItemOption[]>('/competition/info/item/option', { ...org(), query: { competitionId } })).body
    .data;
const signUpItems = async () =>
  (
    await t.db
      .select({ itemId: enrollTeams.itemId })
      .from(enrollTeams)
      .where(eq(enrollTeams.competitionId, competitionKey))
  ).map((r) => r.itemId);

beforeAll(async () => {
  t = await createTestApp();
  organizer = await t.login('organizer');
  const [row] = await t.db
    .select({ publicId: competitions.publicId, id: competitions.id })
    .from(competitions)
    .where(like(competitions.name, '%全国大学生智能创新设计大赛'));
  competitionId = row!.publicId;
  competitionKey = row!.id;
});
afterAll(() => t.close());

describe('saving items and groups after sign-ups exist', () => {
  it('updates kept items in place (by id, or by name when the id is left out), keeping the sign-ups on them', async () => {
    const before = await itemsNow();
    const teamsBefore = await signUpItems();
    expect(teamsBefore.length).toBeGreaterThan(0);
    const res = await t.post<ItemOption[]>(
      '/competition/info/item/save',
      {
        competitionId,
        items: before.map((item, i) =>
          i === 0
            ? { itemId: item.itemId, name: `${item.name}（更名）`, description: '说明已更新' }
            : { name: item.name, description: item.description },
        ),
      },
      org(),
    );
    expect(res.body.code).toBe(0);
    expect(res.body.data.map((i) => i.itemId)).toEqual(before.map((i) => i.itemId));
    expect(res.body.data[0]).toMatchObject({ name: `${before[0]!.name}（更名）`, description: '说明已更新' });
    expect((await signUpItems()).sort()).toEqual(teamsBefore.sort());
  });

  it('refuses removing an item that has sign-ups, naming it, and changes nothing', async () => {
    const before = await itemsNow();
    const used = new Set(await signUpItems());
    const rows = await t.db
      .select({ publicId: competitionItems.publicId, id: competitionItems.id })
      .from(competitionItems)
      .where(
        inArray(
          competitionItems.publicId,
          before.map((i) => i.itemId),
        ),
      );
    const victim = before.find((i) => used.has(rows.find((r) => r.publicId === i.itemId)!.id))!;
    const count = [...(await signUpItems())].filter(
      (id) => id === rows.find((r) => r.publicId === victim.itemId)!.id,
    ).length;
    const items = before.filter((i) => i !== victim).map((i) => ({ itemId: i.itemId, name: i.name }));
    const zh = await t.post('/competition/info/item/save', { competitionId, items }, org());
    expect(zh.body).toEqual({
      code: 409,
      msg: `赛项“${victim.name}”已有 ${count} 个报名，不能删除；可以修改它的名称和说明`,
      data: null,
    });
    const en = await t.post(
      '/competition/info/item/save',
      { competitionId, items },
      { ...org(), lang: 'en' },
    );
    expect(en.body.msg).toBe(
      `The event "${victim.name}" has ${count} sign-up(s) and cannot be removed; you may rename it or edit its description`,
    );
    expect(await itemsNow()).toEqual(before);
  });

  it('refuses removing a participant group that has sign-ups', async () => {
    const groups = (
      await t.get<ParticipantGroup[]>('/competition/participantGroup/list', {
        ...org(),
        query: { competitionId },
      })
    ).body.data;
    expect(groups.length).toBeGreaterThan(0);
    const res = await t.post('/competition/participantGroup/save', { competitionId, groups: [] }, org());
    expect(res.body.code).toBe(409);
    expect(res.body.msg).toMatch(/^组别“.+”已有 \d+ 个报名，不能删除/);
  });
});
