import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  DictType,
  LISTED_STATUSES,
  type CompetitionPhase,
  type CompetitionStatus,
  type EnrollMode,
  type PageResult,
  type PortalCompetitionDetail,
  type PortalCompetitionOption,
  type PortalCompetitionQuery,
  type PortalCompetitionRow,
} from '@podium/contracts';
import { competitionEnrollSettings, competitions, competitionStages, groups } from '../../db/schema/index.ts';
import { subtreeGroupIds } from '../../platform/data-scope.ts';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { likePattern } from '../../platform/like-pattern.ts';
import type { Lang } from '../../platform/messages.ts';
import { loadDictOptions } from '../dictionary/index.ts';
import { findSiteForHost } from '../website/index.ts';
import { loadCompetitionFacts } from './competition-facts.ts';
import type { CompetitionRecord } from './competition-lookup.ts';
import { competitionMessages } from './competition.messages.ts';
import { listItems, listParticipantGroups } from './competition-read.ts';
import { iso, type StageWindows } from './competition.presenter.ts';
import { loadFeeRules } from './enroll-settings.ts';
import { phaseSql } from './running.ts';
import { buildSchedule } from './schedule.ts';
import { loadStages } from './stages.ts';

/** Path of the tenant the host selects; the portal shows competitions of that group and its subordinates. */
export const tenantPath = async (db: Db, host: string) => {
  const site = await findSiteForHost(db, host);
  if (!site) return null;
  const [tenant] = await db
    .select({ path: groups.path })
    .from(groups)
    .where(eq(groups.id, site.setting.groupId));
  return tenant?.path ?? null;
};

/** Listed competitions of the tenant: published, closed or archived, never drafts. */
export const listedCondition = (path: string) =>
  and(
    inArray(competitions.status, [...LISTED_STATUSES]),
    inArray(competitions.groupId, subtreeGroupIds(path)),
  );

const labelsOf = async (db: Db, lang: Lang) => {
  const [levels, categories] = await Promise.all([
    loadDictOptions(db, DictType.competitionLevel, lang),
    loadDictOptions(db, DictType.competitionCategory, lang),
  ]);
  return {
    level: (value: string) => levels.find((o) => o.value === value)?.label ?? value,
    category: (value: string) => categories.find((o) => o.value === value)?.label ?? value,
  };
};

/**
 * What a competition card shows: never the rich text (introduction, rules, guide), which only the details
 * call reads (`sql-budget.test.ts` fails a list or lastRound that reads it).
 */
const cardColumns = {
  id: competitions.id,
  publicId: competitions.publicId,
  groupId: competitions.groupId,
  name: competitions.name,
  shortName: competitions.shortName,
  coverUrl: competitions.coverUrl,
  level: competitions.level,
  category: competitions.category,
  year: competitions.year,
  season: competitions.season,
  status: competitions.status,
};
type CardRecord = Pick<CompetitionRecord, keyof typeof cardColumns>;

const presentRows = async (db: Db, lang: Lang, rows: CardRecord[]): Promise<PortalCompetitionRow[]> => {
  if (rows.length === 0) return [];
  const [facts, labels, modes] = await Promise.all([
    loadCompetitionFacts(db, rows),
    labelsOf(db, lang),
    db
      .select({
        competitionId: competitionEnrollSettings.competitionId,
        mode: competitionEnrollSettings.mode,
      })
      .from(competitionEnrollSettings)
      .where(
        inArray(
          competitionEnrollSettings.competitionId,
          rows.map((r) => r.id),
        ),
      ),
  ]);
  return rows.map((row) => {
    const f = facts.get(row.id)!;
    return {
      competitionId: row.publicId,
      name: row.name,
      shortName: row.shortName,
      cover: row.coverUrl,
      level: row.level,
      levelLabel: labels.level(row.level),
      category: row.category,
      categoryLabel: row.category ? labels.category(row.category) : '',
      year: row.year,
      season: row.season,
      status: row.status as CompetitionStatus,
      groupName: f.groupName,
      mode: (modes.find((m) => m.competitionId === row.id)?.mode ?? 'individual') as EnrollMode,
      signUpStart: iso(f.signUpStart),
      signUpEnd: iso(f.signUpEnd),
      phase: phaseOf(row.status, f.windows),
    };
  });
};

/**
 * Spec §7 /home/competition/page: listed competitions of the host's tenant, open ones first; `phase` keeps
 * the competitions whose cards show that phase (`phaseSql`, the SQL twin of `phaseOf`).
 */
export const pagePortalCompetitions = async (
  db: Db,
  host: string,
  lang: Lang,
  query: PortalCompetitionQuery,
): Promise<PageResult<PortalCompetitionRow>> => {
  const path = await tenantPath(db, host);
  if (!path) return { rows: [], total: 0 };
  const conditions: (SQL | undefined)[] = [listedCondition(path)];
  if (query.keyword) {
    const pattern = likePattern(query.keyword);
    conditions.push(or(ilike(competitions.name, pattern), ilike(competitions.shortName, pattern)));
  }
  if (query.status) conditions.push(eq(competitions.status, query.status));
  if (query.phase) conditions.push(sql`${phaseSql(new Date())} = ${query.phase}`);
  if (query.level) conditions.push(eq(competitions.level, query.level));
  if (query.category) conditions.push(eq(competitions.category, query.category));
  const where = and(...conditions);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(competitions).where(where),
    db
      .select(cardColumns)
      .from(competitions)
      .where(where)
      .orderBy(
        sql`case ${competitions.status} when 'published' then 0 when 'closed' then 1 else 2 end`,
        desc(competitions.year),
        desc(competitions.publishedAt),
        desc(competitions.id),
      )
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
  ]);
  return { total: total?.n ?? 0, rows: await presentRows(db, lang, rows) };
};

/** A listed competition of the host's tenant, or 404 (drafts and other tenants' competitions look missing). */
export const findListedCompetition = async (db: Db, host: string, competitionId: string) => {
  const path = await tenantPath(db, host);
  const [row] = path
    ? await db
        .select()
        .from(competitions)
        .where(and(eq(competitions.publicId, competitionId), listedCondition(path)))
        .limit(1)
    : [];
  if (!row) throw notFound(competitionMessages.notFound);
  return row;
};

const time = (moment: Date | string) => (moment instanceof Date ? moment.getTime() : Date.parse(moment));

/**
 * Where a competition stands at `now` for a visitor, from its status and its stages' windows: an open
 * window names the phase (sign-up before submission before review); before any window, sign-up is not
 * yet open; after every window, finished; in a gap, sign-up is closed if nothing but sign-up has begun,
 * else the competition is in progress.
 */
export const phaseOf = (status: string, stages: StageWindows[], now = Date.now()): CompetitionPhase => {
  if (status === 'closed' || status === 'archived') return 'finished';
  const windows = stages.flatMap((s) =>
    (
      [
        ['signUp', s.signUpStart, s.signUpEnd],
        ['submit', s.submitStart, s.submitEnd],
        ['review', s.reviewStart, s.reviewEnd],
      ] as const
    )
      .filter(([, start]) => start !== null)
      .map(([kind, start, end]) => ({ kind, start: time(start!), end: end ? time(end) : Infinity })),
  );
  const open = (['signUp', 'submit', 'review'] as const).find((kind) =>
    windows.some((w) => w.kind === kind && w.start <= now && now < w.end),
  );
  if (open) return open;
  if (windows.length === 0 || windows.every((w) => now < w.start)) return 'beforeSignUp';
  if (windows.every((w) => w.end <= now)) return 'finished';
  const begun = windows.filter((w) => w.start <= now);
  return begun.every((w) => w.kind === 'signUp') ? 'signUpClosed' : 'ongoing';
};

export const getPortalCompetition = async (
  db: Db,
  host: string,
  lang: Lang,
  competitionId: string,
): Promise<PortalCompetitionDetail> => {
  const row = await findListedCompetition(db, host, competitionId);
  const [[card], items, participantGroups, settings, fees] = await Promise.all([
    presentRows(db, lang, [row]),
    listItems(db, row.id),
    listParticipantGroups(db, row.id),
    db.select().from(competitionEnrollSettings).where(eq(competitionEnrollSettings.competitionId, row.id)),
    loadFeeRules(db, row.id),
  ]);
  const setting = settings[0];
  return {
    ...card!,
    introduction: row.introduction,
    rules: row.rules,
    guide: row.guide,
    attachments: row.attachments,
    contacts: row.contacts,
    items,
    participantGroups,
    teamMin: setting?.teamMin ?? 1,
    teamMax: setting?.teamMax ?? 1,
    advisorMin: setting?.advisorMin ?? 0,
    advisorMax: setting?.advisorMax ?? 0,
    feeFen: setting?.feeFen ?? 0,
    feeBasis: setting?.feeBasis === 'member' ? 'member' : 'team',
    payWindowMinutes: setting?.payWindowMinutes ?? 30,
    fees,
    needsInvitationCode: Boolean(setting?.invitationCode),
  };
};

export const listPortalStages = async (db: Db, host: string, competitionId: string) => {
  const row = await findListedCompetition(db, host, competitionId);
  return loadStages(db, row.id, row.publicId);
};

export const listPortalParticipantGroups = async (db: Db, host: string, competitionId: string) => {
  const row = await findListedCompetition(db, host, competitionId);
  return listParticipantGroups(db, row.id);
};

export const getPortalSchedule = async (db: Db, host: string, competitionId: string) => {
  const row = await findListedCompetition(db, host, competitionId);
  return buildSchedule(db, row.id, row.publicId);
};

/** Spec §7 /web/competition/group/competition/list: listed competitions of the tenant, or of one group under it. */
export const listPortalCompetitionOptions = async (
  db: Db,
  host: string,
  groupId: string | undefined,
): Promise<PortalCompetitionOption[]> => {
  const path = await tenantPath(db, host);
  if (!path) return [];
  let scopePath = path;
  if (groupId) {
    const [group] = await db.select({ path: groups.path }).from(groups).where(eq(groups.publicId, groupId));
    if (!group || !group.path.startsWith(path)) return [];
    scopePath = group.path;
  }
  const rows = await db
    .select({
      competitionId: competitions.publicId,
      name: competitions.name,
      shortName: competitions.shortName,
      status: competitions.status,
      year: competitions.year,
    })
    .from(competitions)
    .where(listedCondition(scopePath))
    .orderBy(desc(competitions.year), desc(competitions.id));
  return rows.map((r) => ({ ...r, status: r.status as CompetitionStatus }));
};

/** The newest listed competition of the tenant and its current (or next) stage, for the lastRound call. */
export const findLatestCompetition = async (db: Db, host: string) => {
  const path = await tenantPath(db, host);
  if (!path) return null;
  const [row] = await db
    .select({
      id: competitions.id,
      publicId: competitions.publicId,
      name: competitions.name,
      shortName: competitions.shortName,
      year: competitions.year,
      status: competitions.status,
    })
    .from(competitions)
    .where(listedCondition(path))
    .orderBy(
      sql`case ${competitions.status} when 'published' then 0 when 'closed' then 1 else 2 end`,
      desc(competitions.publishedAt),
      desc(competitions.id),
    )
    .limit(1);
  if (!row) return null;
  const now = new Date();
  const stages = await db
    .select({
      name: competitionStages.name,
      end: competitionStages.reviewEnd,
      submitEnd: competitionStages.submitEnd,
      signUpEnd: competitionStages.signUpEnd,
    })
    .from(competitionStages)
    .where(eq(competitionStages.competitionId, row.id))
    .orderBy(asc(competitionStages.orderNum), asc(competitionStages.id));
  const lastEnd = (s: (typeof stages)[number]) => s.end ?? s.submitEnd ?? s.signUpEnd;
  const current = stages.find((s) => !lastEnd(s) || lastEnd(s)! > now) ?? stages.at(-1);
  return {
    competitionId: row.publicId,
    name: row.name,
    shortName: row.shortName,
    year: row.year,
    status: row.status,
    stageName: current?.name ?? '',
  };
};
