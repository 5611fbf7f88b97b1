import { and, eq, inArray } from 'drizzle-orm';
import {
  SIGNUP_IMPORT_COLUMNS,
  SIGNUP_IMPORT_COLUMNS_EN,
  type EnrollSource,
  type ImportProblem,
  type SignUpBody,
} from '@podium/contracts';
import {
  competitionGroups,
  competitionItems,
  competitions,
  enrollMembers,
  groups,
  users,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { scopeCondition } from '../../platform/data-scope.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, conflict, notFound } from '../../platform/errors.ts';
import { looksLikeFormula, titleIn, type ReadSheet } from '../../platform/excel.ts';
import { translate, type Lang, type LocalizedText } from '../../platform/messages.ts';
import { actingSchool, isOpenToSchool } from '../competition/index.ts';
import { signUp } from '../enrollment/index.ts';
import { signUpAdminMessages } from './signup-admin.messages.ts';

const [COL_TEAM, COL_ITEM, COL_GROUP, COL_CAPTAIN] = SIGNUP_IMPORT_COLUMNS;

export type ImportTarget = {
  id: number;
  publicId: string;
  items: { id: number; publicId: string; name: string }[];
  groups: { publicId: string; name: string }[];
};

/**
 * The competition an import goes into: it must exist and, when a draft, be the caller's own. A school
 * recommends only into a competition open to it now (published, sign-up open, not limited to other
 * schools), checked here on the server whatever the page offered.
 */
export const importTarget = async (
  db: Db,
  auth: AuthContext,
  competitionId: string,
): Promise<ImportTarget> => {
  const [competition] = await db
    .select({ id: competitions.id, publicId: competitions.publicId, status: competitions.status })
    .from(competitions)
    .where(eq(competitions.publicId, competitionId));
  if (!competition) throw notFound(signUpAdminMessages.competitionNotFound);
  const school = await actingSchool(db, auth);
  if (school) {
    if (competition.status === 'draft') throw notFound(signUpAdminMessages.competitionNotFound);
    if (!(await isOpenToSchool(db, school, competition.id)))
      throw conflict(signUpAdminMessages.notOpenToSchool);
  }
  if (competition.status === 'draft') {
    const own = await db
      .select({ id: competitions.id })
      .from(competitions)
      .where(
        and(eq(competitions.id, competition.id), scopeCondition(auth, { groupId: competitions.groupId })),
      );
    if (own.length === 0) throw notFound(signUpAdminMessages.competitionNotFound);
  }
  const [items, participantGroups] = await Promise.all([
    db
      .select({ id: competitionItems.id, publicId: competitionItems.publicId, name: competitionItems.name })
      .from(competitionItems)
      .where(eq(competitionItems.competitionId, competition.id))
      .orderBy(competitionItems.orderNum),
    db
      .select({ publicId: competitionGroups.publicId, name: competitionGroups.name })
      .from(competitionGroups)
      .where(eq(competitionGroups.competitionId, competition.id))
      .orderBy(competitionGroups.orderNum),
  ]);
  return { ...competition, items, groups: participantGroups };
};

export type PlannedSignUp = { rowNumber: number; captainId: number; body: SignUpBody };
export type SignUpImportPlan = { total: number; rows: PlannedSignUp[]; problems: ImportProblem[] };

/**
 * Checks every row without writing: names present and not formulas, item and group of this competition,
 * the captain an account of a school the caller manages, not already in a team of that item, not twice.
 */
export const planSignUpImport = async (
  db: Db,
  auth: AuthContext,
  target: ImportTarget,
  sheet: ReadSheet,
  lang: Lang,
): Promise<SignUpImportPlan> => {
  const problems: ImportProblem[] = [];
  const problem = (row: number, column: string, message: LocalizedText, params = {}) =>
    // The column as the reader's template titles it.
    problems.push({
      row,
      column: titleIn(SIGNUP_IMPORT_COLUMNS_EN, column, lang),
      reason: translate(message, lang, params),
    });
  const text = (cells: ReadSheet['rows'][number]['cells'], column: string) => cells.get(column)?.text ?? '';

  const usernames = [...new Set(sheet.rows.map((r) => text(r.cells, COL_CAPTAIN)).filter(Boolean))];
  const captains = usernames.length
    ? await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .innerJoin(groups, eq(groups.id, users.groupId))
        .where(
          and(
            inArray(users.username, usernames),
            eq(users.status, 1),
            scopeCondition(auth, { groupId: users.groupId }),
          ),
        )
    : [];
  const taken = captains.length
    ? await db
        .select({ userId: enrollMembers.userId, itemId: enrollMembers.itemId })
        .from(enrollMembers)
        .where(
          and(
            eq(enrollMembers.competitionId, target.id),
            inArray(
              enrollMembers.userId,
              captains.map((c) => c.id),
            ),
          ),
        )
    : [];

  const seen = new Map<string, number>();
  const rows: PlannedSignUp[] = [];
  for (const row of sheet.rows) {
    const before = problems.length;
    for (const column of SIGNUP_IMPORT_COLUMNS) {
      const cell = row.cells.get(column);
      if (cell && (cell.isFormula || looksLikeFormula(cell.text)))
        problem(row.rowNumber, column, signUpAdminMessages.cellFormula);
    }
    const teamName = text(row.cells, COL_TEAM);
    if (!teamName) problem(row.rowNumber, COL_TEAM, signUpAdminMessages.cellRequired);
    const item = target.items.find((i) => i.name === text(row.cells, COL_ITEM));
    if (!item) problem(row.rowNumber, COL_ITEM, signUpAdminMessages.itemUnknown);
    const groupName = text(row.cells, COL_GROUP);
    const group = target.groups.find((g) => g.name === groupName);
    if (target.groups.length && !group)
      problem(
        row.rowNumber,
        COL_GROUP,
        groupName ? signUpAdminMessages.groupUnknown : signUpAdminMessages.cellRequired,
      );
    const username = text(row.cells, COL_CAPTAIN);
    const captain = captains.find((c) => c.username === username);
    if (!username) problem(row.rowNumber, COL_CAPTAIN, signUpAdminMessages.cellRequired);
    else if (!captain) problem(row.rowNumber, COL_CAPTAIN, signUpAdminMessages.captainUnknown);
    if (captain && item) {
      const key = `${captain.id}:${item.id}`;
      const earlier = seen.get(key);
      if (earlier !== undefined)
        problem(row.rowNumber, COL_CAPTAIN, signUpAdminMessages.duplicateInFile, { row: earlier });
      else seen.set(key, row.rowNumber);
      if (taken.some((t) => t.userId === captain.id && t.itemId === item.id))
        problem(row.rowNumber, COL_CAPTAIN, signUpAdminMessages.alreadyInTeam);
    }
    if (problems.length === before && captain && item)
      rows.push({
        rowNumber: row.rowNumber,
        captainId: captain.id,
        body: {
          competitionId: target.publicId,
          itemId: item.publicId,
          participantGroupId: group?.publicId,
          teamName,
        },
      });
  }
  return { total: sheet.rows.length, rows, problems };
};

/** A school account recommends its teams; anyone above a school imports them. */
export const importSource = async (db: Db, auth: AuthContext): Promise<EnrollSource> =>
  (await actingSchool(db, auth)) ? 'recommend' : 'import';

/**
 * Writes the planned rows through the enrolment module's own sign-up (same window, eligibility, capacity and
 * uniqueness, all held by the database). Each row is its own transaction: a row the database refuses (the
 * last places taken meanwhile) comes back as a problem with the sign-up's own message; the others stay.
 */
export const writeSignUpImport = async (db: Db, plan: SignUpImportPlan, source: EnrollSource, lang: Lang) => {
  const created: string[] = [];
  const problems: ImportProblem[] = [];
  for (const row of plan.rows) {
    try {
      const result = await signUp(db, { userId: row.captainId }, row.body as never, { source });
      created.push(result.teamId);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      problems.push({
        row: row.rowNumber,
        column: titleIn(SIGNUP_IMPORT_COLUMNS_EN, COL_TEAM, lang),
        reason: translate(error.key, lang, error.params),
      });
    }
  }
  return { created, problems };
};
