import type { CompetitionRow, CompetitionStatus } from '@podium/contracts';
import type { CompetitionRecord } from './competition-lookup.ts';

/** Which transitions a status allows: draft → published → closed → archived, published ↔ draft. */
export const transitionsOf = (status: string) => ({
  canPublish: status === 'draft',
  canUnpublish: status === 'published',
  canClose: status === 'published',
  canArchive: status === 'closed',
  canRemove: status === 'draft',
});

/** A stage's windows, as the database returns them (Date) or as a presented stage carries them (ISO). */
type Moment = Date | string | null;
export type StageWindows = {
  signUpStart: Moment;
  signUpEnd: Moment;
  submitStart: Moment;
  submitEnd: Moment;
  reviewStart: Moment;
  reviewEnd: Moment;
};

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

export type CompetitionFacts = {
  groupPublicId: string;
  groupName: string;
  itemCount: number;
  stageCount: number;
  signUpStart: Date | null;
  signUpEnd: Date | null;
  /** Every stage's windows, in stage order. */
  windows: StageWindows[];
};

const NO_TRANSITIONS = transitionsOf('');

/** A competition row as the desk list shows it; one the caller does not manage offers no status step. */
export const presentCompetitionRow = (
  row: CompetitionRecord,
  facts: CompetitionFacts,
  canManage = true,
): CompetitionRow => ({
  competitionId: row.publicId,
  name: row.name,
  shortName: row.shortName,
  coverUrl: row.coverUrl,
  groupId: facts.groupPublicId,
  groupName: facts.groupName,
  level: row.level,
  category: row.category,
  year: row.year,
  season: row.season,
  status: row.status as CompetitionStatus,
  itemCount: facts.itemCount,
  stageCount: facts.stageCount,
  signUpStart: iso(facts.signUpStart),
  signUpEnd: iso(facts.signUpEnd),
  ...(canManage ? transitionsOf(row.status) : NO_TRANSITIONS),
  canManage,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export { iso };
