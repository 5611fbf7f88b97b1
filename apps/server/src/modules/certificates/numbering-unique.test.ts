import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IssuedRow, PageResult, PublicCertRow } from '@podium/contracts';
import { createActor } from '../../test-support/access-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { jobStatus, makeAndSend, makeAwardList, waitFor } from './cert-test-helpers.ts';

let t: TestApp;
let maker: { token: string; groupId: string };
let approver: { token: string; groupId: string };

const settings = (prefix: string) =>
  t.post(
    '/certificate/setting/save',
    {
      numberKind: 'autoincrementFour',
      prefix,
      suffix: '',
      sealUrl: '',
      signerName: '',
      verifyWording: '真实',
    },
    maker,
  );
const issuedNumbers = async (batchId: string) =>
  (
    await t.get<PageResult<IssuedRow>>('/certificate/issued/page', { ...maker, query: { batchId } })
  ).body.data.rows.map((r) => r.certNo);
const sendAndWait = async (listId: string) => {
  const sent = await makeAndSend(t, maker, approver, listId);
  await waitFor(async () => (await jobStatus(t, maker, sent.jobId)).status === 'done', 100_000);
  return issuedNumbers(sent.batchId);
};

beforeAll(async () => {
  t = await createTestApp();
  maker = { token: await t.login('organizer'), groupId: t.fixture.groups.organizer.publicId };
  approver = await createActor(t, {
    username: 'numbering_approver',
    group: t.fixture.groups.organizer,
    permissions: ['certificate:list', 'certificate:check'],
  });
});
afterAll(() => t.close());

describe('certificate numbers are unique across competitions', () => {
  it(
    'numbers two competitions apart without a prefix, refuses a prefix another competition counts in, and a number finds one certificate',
    { timeout: 240_000 },
    async () => {
      const first = await makeAwardList(t, maker, { competition: '智创大赛', name: '编号甲', lines: 2 });
      const second = await makeAwardList(t, maker, { competition: '创意设计赛', name: '编号乙', lines: 2 });
      // No prefix set: each competition's counter prints its own prefix, so both start at 0001 apart.
      const a = await sendAndWait(first.listId);
      const b = await sendAndWait(second.listId);
      expect(a.sort()).toEqual([expect.stringMatching(/^C\d+-0001$/), expect.stringMatching(/^C\d+-0002$/)]);
      expect(b).toHaveLength(2);
      expect(new Set([...a, ...b]).size).toBe(4);

      // One prefix for both competitions: the second competition's counter may not print the same numbers.
      expect((await settings('ZC2026-')).body.code).toBe(0);
      const third = await makeAwardList(t, maker, { competition: '智创大赛', name: '编号丙', lines: 1 });
      // The competition's counter goes on (0003): only the printed prefix changed.
      expect(await sendAndWait(third.listId)).toEqual(['ZC2026-0003']);
      const fourth = await makeAwardList(t, maker, { competition: '创意设计赛', name: '编号丁', lines: 1 });
      const refused = await makeAndSend(t, maker, approver, fourth.listId).catch((error: Error) => error);
      expect(refused).toBeInstanceOf(Error);
      expect((refused as Error).message).toMatch(/ZC2026-/);

      const search = await t.get<PageResult<PublicCertRow>>('/home/certificate/page', {
        query: { certNo: 'ZC2026-0003' },
      });
      expect(search.body.data.total).toBe(1);
      expect(search.body.data.rows[0]!.certNo).toBe('ZC2026-0003');
    },
  );
});
