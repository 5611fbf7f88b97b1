import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@podium/contracts';
import { competitions, enrollMembers, sessions } from '../../db/schema/index.ts';
import { sha256 } from '../../platform/ids.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { placesTaken } from './capacity.ts';
import { surgeFixture } from './surge-fixture.ts';

/**
 * The sign-up surge in miniature, over real sockets (not `inject`): the bench's accounting on a small scale.
 * On PGlite the queue used to build up in unread sockets, where the admission gate never saw it; these
 * calls arrive together, so the gate must see them and turn the surplus away with 429 before anything runs.
 */
let t: TestApp;
let baseUrl: string;
const MAX_IN_FLIGHT = 2;

beforeAll(async () => {
  t = await createTestApp({ config: { signUpMaxInFlight: MAX_IN_FLIGHT } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${API_BASE}`;
});
afterAll(() => t.close());

const { openIndividualCompetition, signedInStudents } = surgeFixture(() => t);

type Answer = { status: number; retryAfter: string | null; code: number; msg: string };

const signUpOverHttp = async (token: string, body: object, lang: 'zh-CN' | 'en'): Promise<Answer> => {
  const response = await fetch(`${baseUrl}/web/enroll/signUp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'accept-language': lang,
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { code: number; msg: string };
  return { status: response.status, retryAfter: response.headers.get('retry-after'), ...json };
};

describe('sign-up surge: every call answered, the surplus refused before it runs', () => {
  it('answers 429 + Retry-After in the caller’s language beyond the gate, commits only what it acknowledged', async () => {
    const capacity = 12;
    const { competitionId, itemIds } = await openIndividualCompetition(capacity);
    const count = 30;
    const { tokens } = await signedInStudents(count);
    const body = { competitionId, itemId: itemIds[0] };
    const langOf = (i: number): 'en' | 'zh-CN' => (i % 2 ? 'en' : 'zh-CN');

    const first = await Promise.all(tokens.map((token, i) => signUpOverHttp(token, body, langOf(i))));

    // The gate fired: calls arriving together reached it (not queued unread), the surplus got 429 at once.
    const busy = first.flatMap((answer, i) => (answer.status === 429 ? [i] : []));
    expect(busy.length).toBeGreaterThan(0);
    for (const i of busy) {
      expect(first[i]).toEqual({
        status: 429,
        retryAfter: '1',
        code: 429,
        msg:
          langOf(i) === 'en' ? 'The server is busy; try again in 1 seconds' : '当前请求较多，请 1 秒后重试',
        data: null,
      });
    }
    // Every other call got its real answer: a place, or "full" (capacity 12 for 30 students).
    const full = { 'zh-CN': '报名名额已满', en: 'All places are taken' };
    for (const [i, answer] of first.entries()) {
      if (busy.includes(i)) continue;
      if (answer.code !== 0)
        expect([answer.status, answer.code, answer.msg]).toEqual([409, 409, full[langOf(i)]]);
    }

    // A refused call did nothing: none of its students holds a place.
    const [competition] = await t.db
      .select({ id: competitions.id })
      .from(competitions)
      .where(eq(competitions.publicId, competitionId));
    const members = () => t.db.$count(enrollMembers, eq(enrollMembers.competitionId, competition!.id));
    const busyUsers = await t.db
      .select({ id: sessions.userId })
      .from(sessions)
      .where(
        inArray(
          sessions.tokenHash,
          busy.map((i) => sha256(tokens[i]!)),
        ),
      );
    expect(busyUsers).toHaveLength(busy.length);
    const busyMembers = await t.db
      .select({ userId: enrollMembers.userId })
      .from(enrollMembers)
      .where(
        and(
          eq(enrollMembers.competitionId, competition!.id),
          inArray(
            enrollMembers.userId,
            busyUsers.map((u) => u.id),
          ),
        ),
      );
    expect(busyMembers).toEqual([]);
    const acceptedFirst = first.filter((a) => a.status === 200 && a.code === 0).length;
    expect(await members()).toBe(acceptedFirst);

    // The refused clients come back after Retry-After until each has its answer (as the bench's clients do).
    const answers = [...first];
    let waiting = busy;
    while (waiting.length) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const again = await Promise.all(waiting.map((i) => signUpOverHttp(tokens[i]!, body, langOf(i))));
      again.forEach((answer, k) => (answers[waiting[k]!] = answer));
      waiting = waiting.filter((_, k) => again[k]!.status === 429);
    }
    const accepted = answers.filter((a) => a.status === 200 && a.code === 0).length;
    expect(accepted).toBe(capacity);
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(await members()).toBe(capacity);
    expect(await placesTaken(t.db, competition!.id, 'total')).toMatchObject({
      used: capacity,
      limit: capacity,
    });
    // Rounds of Retry-After (1 s each) on a shared machine: more than the default 30 s.
  }, 180_000);
});
