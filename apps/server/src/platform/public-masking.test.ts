import { ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@podium/contracts';
import {
  awardEntries,
  awardLists,
  certificates,
  competitions,
  competitionStages,
  contentPages,
  enrollInvitations,
  enrollMemberInfos,
  expertApplications,
  expertCampaigns,
  expertRecommendations,
  experts,
  files,
  groups,
  newsArticles,
  sceneSessions,
  users,
  works,
} from '../db/schema/index.ts';
import { tokenOf } from '../modules/enrollment/invitations.ts';
import { TEST_DATA_KEY } from '../test-support/seeded-template.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import type { ApiRoute } from './api-module.ts';
import { createPersonalDataCipher } from './personal-data.ts';

/**
 * Generated from the route table: every route anyone may call without signing in is called with the demo
 * data (every published competition, news article, award list, work share, certificate, invitation …),
 * and no answer may hold the full name, phone or ID number of any demo person. A public route added
 * later is called here too; one that cannot be called with the demo data fails the "every public route
 * is covered" case until its parameters get demo values below.
 */
let t: TestApp;
let publicRoutes: ApiRoute[];
let operations: Record<string, Record<string, Operation>>;
/** Demo values per parameter name; the i-th call of a route takes the i-th value of each of its parameters. */
let pools: Record<string, string[]>;
/** Full names, phones and ID numbers of the demo people. */
let secrets: { kind: 'name' | 'phone' | 'idCard'; value: string }[];

type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};

/** Server-sent event streams never end; `screen/call/state` answers the same data once. */
const STREAMS = new Set([`${API_BASE}/screen/call/stream`]);
/**
 * What the organiser publishes on purpose for the public to reach them: a competition's contacts (an
 * office, its line and a person to ask for). Left out of the scan; everything else of the answer is scanned.
 */
const withoutPublishedContacts = (answer: unknown) =>
  JSON.stringify(answer, (key, value: unknown) => (key === 'contacts' ? undefined : value));

/** Values for request-body fields of the public writes (sign-in, sign-up, deepChat …). */
const BODY_VALUES: Record<string, string> = {
  question: '报名什么时候截止？获奖名单有哪些人？',
  username: 'student',
  password: 'wrong-password-1',
  account: 'student@podium.local',
  purpose: 'login',
  code: '123456',
};

const unique = (values: (string | null | undefined)[]) => [
  ...new Set(values.filter((v): v is string => Boolean(v))),
];

const loadPools = async (): Promise<Record<string, string[]>> => {
  const cipher = createPersonalDataCipher(TEST_DATA_KEY);
  const listed = await t.db
    .select({ publicId: competitions.publicId })
    .from(competitions)
    .where(ne(competitions.status, 'draft'));
  const certs = await t.db.select().from(certificates);
  const invitations = await t.db.select({ publicId: enrollInvitations.publicId }).from(enrollInvitations);
  const shares = await t.db.select({ shareId: works.shareId }).from(works);
  const content = await t.db.select({ kind: contentPages.kind, slug: contentPages.slug }).from(contentPages);
  const publicFiles = await t.db.select({ publicId: files.publicId }).from(files);
  return {
    competitionId: unique(listed.map((c) => c.publicId)),
    groupId: unique((await t.db.select({ id: groups.publicId }).from(groups)).map((g) => g.id)),
    stageId: unique(
      (await t.db.select({ id: competitionStages.publicId }).from(competitionStages)).map((s) => s.id),
    ),
    listId: unique((await t.db.select({ id: awardLists.publicId }).from(awardLists)).map((l) => l.id)),
    newsId: unique((await t.db.select({ id: newsArticles.publicId }).from(newsArticles)).map((n) => n.id)),
    campaignId: unique(
      (await t.db.select({ id: expertCampaigns.publicId }).from(expertCampaigns)).map((c) => c.id),
    ),
    key: unique((await t.db.select({ key: sceneSessions.screenKey }).from(sceneSessions)).map((s) => s.key)),
    token: invitations.map((i) => tokenOf(cipher, i.publicId)),
    shareId: unique(shares.map((s) => s.shareId)),
    fileId: unique(publicFiles.map((f) => f.publicId)),
    kind: unique(content.map((c) => c.kind)),
    slug: unique(content.map((c) => c.slug)),
    // Certificate search and trace take pairs: the i-th name belongs to the i-th number.
    name: certs.map((c) => c.holderName),
    certNo: certs.map((c) => c.certNo),
    code: certs.map((c) => c.code),
    sig: certs.map((c) => c.signature),
    pageSize: ['100'],
    dictType: ['competition_level'],
  };
};

const loadSecrets = async () => {
  const cipher = createPersonalDataCipher(TEST_DATA_KEY);
  const open = (cipherText: string | null) => (cipherText ? cipher.decrypt(cipherText) : null);
  const people = await t.db.select().from(users);
  const infos = await t.db.select().from(enrollMemberInfos);
  const expertRows = await t.db.select().from(experts);
  const applications = await t.db.select().from(expertApplications);
  const recommendations = await t.db.select().from(expertRecommendations);
  const entries = await t.db.select().from(awardEntries);
  const holders = await t.db.select({ name: certificates.holderName }).from(certificates);
  const names = unique([
    ...people.map((u) => u.realName),
    ...expertRows.map((e) => e.name),
    ...applications.map((a) => a.name),
    ...recommendations.map((r) => r.name),
    ...entries.flatMap((e) => [e.winnerName, ...`${e.memberNames}、${e.teacherNames}`.split('、')]),
    ...holders.map((h) => h.name),
  ])
    .map((n) => n.trim())
    // A one-character "name" would match any text; a team line's name is the team's, not a person's.
    .filter(
      (n) => [...n].length > 1 && !entries.some((e) => e.teamName === n && e.winnerName === n && !e.userId),
    );
  const phones = unique([
    ...people.map((u) => open(u.phoneCipher)),
    ...infos.map((i) => open(i.phoneCipher)),
    ...expertRows.map((e) => open(e.phoneCipher)),
    ...applications.map((a) => open(a.phoneCipher)),
    ...recommendations.map((r) => open(r.phoneCipher)),
  ]);
  const idCards = unique([
    ...people.map((u) => open(u.idCardCipher)),
    ...infos.map((i) => open(i.idCardCipher)),
    ...expertRows.map((e) => open(e.idCardCipher)),
  ]);
  return [
    ...names.map((value) => ({ kind: 'name' as const, value })),
    ...phones.map((value) => ({ kind: 'phone' as const, value })),
    ...idCards.map((value) => ({ kind: 'idCard' as const, value })),
  ];
};

const operationOf = (route: ApiRoute) =>
  operations[route.url.slice(API_BASE.length).replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];

const parametersOf = (route: ApiRoute) => {
  const op = operationOf(route);
  const params = op?.parameters ?? [];
  const bodyFields = Object.keys(op?.requestBody?.content?.['application/json']?.schema?.properties ?? {});
  return {
    path: params.filter((p) => p.in === 'path').map((p) => p.name),
    query: params.filter((p) => p.in === 'query').map((p) => p.name),
    body: bodyFields,
  };
};

/** Parameters that only mean something together: the i-th value of each belongs to the same record. */
const LINKED = [
  ['name', 'certNo'],
  ['code', 'sig'],
];
/** Parameters every call carries (a page large enough to hold every demo row). */
const DEFAULTS = ['pageSize', 'dictType'];

/**
 * The calls made for a route: one with no filter, then one per demo value of each of its parameters
 * (linked parameters together), so every published competition, list, article … is asked for by itself.
 */
const callsOf = (route: ApiRoute) => {
  const { path, query, body } = parametersOf(route);
  const names = [...path, ...query].filter((name) => pools[name]?.length && !DEFAULTS.includes(name));
  const groupsOfRoute = [
    ...LINKED.filter((group) => group.some((name) => names.includes(name))),
    ...names.filter((name) => !LINKED.flat().includes(name)).map((name) => [name]),
  ];
  const base = Object.fromEntries(
    DEFAULTS.filter((name) => query.includes(name)).map((name) => [name, pools[name]![0]!]),
  );
  const samples: Record<string, string>[] = [
    base,
    ...groupsOfRoute.flatMap((group) =>
      pools[group[0]!]!.map((_, i) => ({
        ...base,
        ...Object.fromEntries(group.map((name) => [name, pools[name]![i]!])),
      })),
    ),
  ];
  const bodyValues = Object.fromEntries(
    body.flatMap((name) => (BODY_VALUES[name] ? [[name, BODY_VALUES[name]]] : [])),
  );
  return samples.map((sample) => ({
    url: path.reduce((u, name) => u.replace(`:${name}`, encodeURIComponent(sample[name] ?? 'x')), route.url),
    query: Object.fromEntries(Object.entries(sample).filter(([name]) => query.includes(name))),
    body: route.method === 'GET' ? undefined : bodyValues,
  }));
};

beforeAll(async () => {
  t = await createTestApp();
  operations = (await t.app.inject({ method: 'GET', url: `${API_BASE}/docs/json` })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>().paths;
  publicRoutes = t.app.apiRoutes.filter((r) => r.access === 'public' && !STREAMS.has(r.url));
  pools = await loadPools();
  secrets = await loadSecrets();
}, 120_000);
afterAll(() => t.close());

describe('every public route masks personal data', () => {
  it('knows the demo people: names, phones and ID numbers to look for', () => {
    expect(secrets.filter((s) => s.kind === 'name').length).toBeGreaterThan(10);
    expect(secrets.some((s) => s.kind === 'phone')).toBe(true);
    expect(secrets.some((s) => s.kind === 'idCard')).toBe(true);
  });

  it('calls every public route with the demo data and finds no full name, phone or ID number', async () => {
    const leaks: string[] = [];
    const answered: string[] = [];
    for (const route of publicRoutes) {
      for (const call of callsOf(route)) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: call.url,
          query: call.query,
          ...(call.body === undefined ? {} : { payload: call.body }),
        });
        const type = String(res.headers['content-type'] ?? '');
        // Files (work shares, uploads) are what their owners published; answers of the API are JSON.
        if (!type.includes('json') && !type.includes('text')) continue;
        const text = type.includes('json') ? withoutPublishedContacts(res.json()) : res.payload;
        if (type.includes('json') && (res.json() as { code: number }).code === 0) answered.push(route.url);
        for (const secret of secrets)
          if (text.includes(secret.value))
            leaks.push(
              `${route.method} ${call.url} ${JSON.stringify(call.query)} → ${secret.kind} ${secret.value}`,
            );
      }
    }
    expect(unique(leaks)).toEqual([]);
    // Most public routes answered with data (not only refusals), so the scan saw real answers.
    expect(new Set(answered).size).toBeGreaterThan(publicRoutes.length / 2);
  });
});
