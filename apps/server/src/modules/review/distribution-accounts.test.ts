import { count, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DistributionPreview } from '@podium/contracts';
import {
  expertGroupMembers,
  experts,
  reviewAssignments,
  reviewEntries,
  reviewSettings,
} from '../../db/schema/index.ts';
import { firstStageOf } from '../../test-support/demo-competition.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let organizer: string;
let stageId: string;
let stageKey: number;

const PREVIEW = '/review/distribution/preview';
const APPLY = '/review/distribution/apply';
const org = () => ({ token: organizer, groupId: t.fixture.groups.organizer.publicId });
const preview = async (skipWithoutAccount?: boolean) => {
  const res = await t.post<DistributionPreview>(PREVIEW, { stageId, skipWithoutAccount }, org());
  expect(res.body.code).toBe(0);
  return res.body.data;
};

beforeAll(async () => {
  t = await createTestApp();
  organizer = await t.login('organizer');
  ({ stageId, stageKey } = await firstStageOf(t, '创意设计赛'));
  // Every member of a work's group per work: the preview has something to propose, and it must reach the
  // experts who cannot sign in (the demo gives each group one), which the solver may otherwise spare.
  const [largest] = await t.db
    .select({ members: count() })
    .from(expertGroupMembers)
    .where(
      inArray(
        expertGroupMembers.expertGroupId,
        t.db
          .selectDistinct({ id: reviewEntries.expertGroupId })
          .from(reviewEntries)
          .where(eq(reviewEntries.stageId, stageKey)),
      ),
    )
    .groupBy(expertGroupMembers.expertGroupId)
    .orderBy(desc(count()))
    .limit(1);
  await t.db
    .update(reviewSettings)
    .set({ expertsPerEntry: Math.max(4, largest!.members) })
    .where(eq(reviewSettings.stageId, stageKey));
});
afterAll(() => t.close());

describe('experts who cannot sign in', () => {
  it('are named in the preview, and each load says whether its expert can sign in', async () => {
    const plan = await preview();
    const named = plan.withoutAccount.map((e) => e.expertName).sort();
    expect(named.length).toBeGreaterThan(0);
    expect(named).not.toContain('孙专家');
    expect(plan.skipWithoutAccount).toBe(false);
    for (const load of plan.loads)
      expect(load.hasAccount).toBe(!plan.withoutAccount.some((e) => e.expertId === load.expertId));
    // Without the option the solver may still hand them work: that is what the warning is for.
    expect(plan.assignments.some((a) => named.includes(a.expertName))).toBe(true);
  });

  it('are left out when the organiser says so: nothing proposed, unopened works moved to others', async () => {
    const plan = await preview(true);
    const left = new Set(plan.withoutAccount.map((e) => e.expertId));
    expect(plan.skipWithoutAccount).toBe(true);
    expect(plan.assignments.length).toBeGreaterThan(0);
    expect(plan.assignments.filter((a) => left.has(a.expertId))).toEqual([]);
    expect(plan.loads.every((l) => l.hasAccount)).toBe(true);
    const leftIds = (
      await t.db
        .select({ id: experts.id })
        .from(experts)
        .where(inArray(experts.publicId, [...left]))
    ).map((e) => e.id);
    const held = () =>
      t.db.select().from(reviewAssignments).where(inArray(reviewAssignments.expertId, leftIds));
    const before = await held();
    const unstarted = before.filter((a) => a.status === 'assigned');
    // Works they were given but never opened are withdrawn and go to experts who can score them.
    expect(plan.withdrawn.length).toBe(unstarted.length);
    expect(unstarted.length).toBeGreaterThan(0);
    // A fingerprint of the plan without them does not apply the plan with them.
    const mixed = await t.post(APPLY, { stageId, fingerprint: plan.fingerprint }, org());
    expect(mixed.body.code).toBe(409);
    const applied = await t.post(
      APPLY,
      { stageId, fingerprint: plan.fingerprint, skipWithoutAccount: true },
      org(),
    );
    expect(applied.body.code).toBe(0);
    expect(applied.body.data).toMatchObject({ created: plan.assignments.length });
    // What they started or submitted stands; nothing new was given to them.
    expect((await held()).map((a) => a.id).sort()).toEqual(
      before
        .filter((a) => a.status !== 'assigned')
        .map((a) => a.id)
        .sort(),
    );
  });

  it('leave the list once the organiser creates their account', async () => {
    const before = await preview();
    const first = before.withoutAccount[0]!;
    const created = await t.post(
      '/expert/account/create',
      { expertId: first.expertId, username: 'invited_expert', password: '' },
      org(),
    );
    expect(created.body.code).toBe(0);
    const after = await preview();
    expect(after.withoutAccount.map((e) => e.expertId)).not.toContain(first.expertId);
    expect(after.withoutAccount.length).toBe(before.withoutAccount.length - 1);
  });
});
