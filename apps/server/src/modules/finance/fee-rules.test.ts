import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnrollSetting, PortalCompetitionDetail } from '@podium/contracts';
import { eq } from 'drizzle-orm';
import { enrollTeams, financeOrders } from '../../db/schema/index.ts';
import { portalCompetition, signUpNewStudent } from '../../test-support/demo-competition.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { makeOrderForTeam } from './make-order.ts';

let t: TestApp;
let organizer: string;
let paid: PortalCompetitionDetail;
let original: EnrollSetting;

beforeAll(async () => {
  t = await createTestApp();
  organizer = await t.login('organizer');
  paid = await portalCompetition(t, '智创大赛');
  original = (await read()).body.data;
});
afterAll(() => t.close());

const org = () => ({ token: organizer, groupId: t.fixture.groups.organizer.publicId });
const read = () =>
  t.get<EnrollSetting>('/competition/enroll/setting', {
    ...org(),
    query: { competitionId: paid.competitionId },
  });
const save = (changes: Partial<EnrollSetting>, lang?: 'en') =>
  t.post<EnrollSetting>('/competition/enroll/setting/save', { ...original, ...changes }, { ...org(), lang });

const signUp = async (username: string, itemIndex = 0) =>
  (await signUpNewStudent(t, paid, username, itemIndex)).res;

describe('fees in the enrolment settings', () => {
  it('saves fees per item / group and reads them back; refuses an unknown item and a rule naming nothing', async () => {
    const item = paid.items[1]!.itemId;
    const saved = await save({ fees: [{ itemId: item, participantGroupId: null, amountFen: 5000 }] });
    expect(saved.body.code).toBe(0);
    expect((await read()).body.data.fees).toEqual([
      { itemId: item, participantGroupId: null, amountFen: 5000 },
    ]);
    const unknown = await save({ fees: [{ itemId: 'nope', participantGroupId: null, amountFen: 1 }] }, 'en');
    expect(unknown.body).toMatchObject({ code: 400, msg: 'The event does not belong to this competition' });
    const empty = await save({ fees: [{ itemId: null, participantGroupId: null, amountFen: 1 }] }, 'en');
    expect(empty.body.msg).toBe('A separate fee must name an event or a participant group');
    // Refusals changed nothing.
    expect((await read()).body.data.fees).toHaveLength(1);
  });

  it('carries the fee rules on the portal details, so the sign-up form shows the fee it will charge', async () => {
    const item = paid.items[1]!.itemId;
    const details = await portalCompetition(t, '智创大赛');
    expect(details.fees).toEqual([{ itemId: item, participantGroupId: null, amountFen: 5000 }]);
    expect(details.feeFen).toBe(original.feeFen);
  });

  it('prices a sign-up by the most specific fee, on the server', async () => {
    const special = await signUp('fee_item', 1);
    expect(special.body.data).toMatchObject({ status: 'awaitingPayment', feeFen: 5000 });
    const usual = await signUp('fee_default', 0);
    expect(usual.body.data.feeFen).toBe(original.feeFen);
  });

  it('makes no order and refuses the sign-up once the payment deadline has passed', async () => {
    await save({ payDeadline: new Date(Date.now() - 60_000).toISOString() });
    const late = await signUp('fee_late');
    expect(late.body).toMatchObject({ code: 409, msg: '缴费时间已截止' });
    await save({ payDeadline: null });
  });

  it('charges per member: the order is the fee times the team’s students', async () => {
    await save({ feeBasis: 'member', fees: [] });
    // The demo team 追光者队 has two students (captain and member).
    const [team] = await t.db.select().from(enrollTeams).where(eq(enrollTeams.name, '追光者队'));
    const made = await t.db.transaction((tx) =>
      makeOrderForTeam(tx, t.jobs, {
        teamId: team!.id,
        payerId: team!.captainId,
        competitionId: team!.competitionId,
      }),
    );
    const [order] = await t.db.select().from(financeOrders).where(eq(financeOrders.orderNo, made.orderNo));
    expect(order!.amountFen).toBe(2 * team!.feeFen);
    await save({});
  });
});
