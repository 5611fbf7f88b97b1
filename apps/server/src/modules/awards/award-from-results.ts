import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AwardFillResult, AwardFillRow, awardFromResultsBody } from '@podium/contracts';
import type { z } from 'zod';
import {
  awardEntries,
  awardLists,
  certificates,
  competitionStages,
  enrollTeams,
  works,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { findManagedStage } from '../competition/competition-lookup.ts';
import { hasFinalScores, rankScored, stageEntriesWithScores } from '../review/outcomes/stage-results.ts';
import { reviewStateOf } from '../review/review-state.ts';
import { fillAction, levelForResult, type FillRule } from './award-fill-rule.ts';
import { findManagedLevel, findManagedList, type Tx } from './award-scope.ts';
import { teamFacts } from './award-winners.ts';
import { awardMessages } from './awards.messages.ts';

type Body = z.output<typeof awardFromResultsBody>;
type Level = Awaited<ReturnType<typeof findManagedLevel>>;

/** The stage the list is filled from: the one named, else the list's own; it must be of the list's competition. */
const stageFor = async (
  db: Db,
  auth: AuthContext,
  list: { competitionId: number; stageId: number | null },
  body: Body,
) => {
  if (body.stageId) {
    const { stage } = await findManagedStage(db, auth, body.stageId);
    if (stage.competitionId !== list.competitionId) throw badRequest(awardMessages.stageOfOtherCompetition);
    return stage;
  }
  if (list.stageId === null) throw badRequest(awardMessages.stageRequired);
  const [stage] = await db.select().from(competitionStages).where(eq(competitionStages.id, list.stageId));
  if (!stage) throw notFound(awardMessages.stageNotFound);
  return stage;
};

const ruleFor = async (db: Db, auth: AuthContext, competitionId: number, body: Body) => {
  const level = async (levelId: string) => {
    const found = await findManagedLevel(db, auth, levelId);
    if (found.competitionId !== competitionId) throw badRequest(awardMessages.levelOfOtherCompetition);
    return found;
  };
  if (body.mode === 'ranks') {
    const ranks = [];
    for (const band of body.ranks) ranks.push({ level: await level(band.levelId), count: band.count });
    return { mode: 'ranks', ranks } satisfies FillRule<Level>;
  }
  const bands = [];
  for (const band of body.bands) bands.push({ level: await level(band.levelId), minScore: band.minScore });
  return { mode: 'bands', bands } satisfies FillRule<Level>;
};

/** Reads everything a fill needs; refuses a stage without calculated final scores. */
const prepare = async (db: Db, auth: AuthContext, body: Body) => {
  const { list } = await findManagedList(db, auth, body.listId);
  const stage = await stageFor(db, auth, list, body);
  if (!(await hasFinalScores(db, stage.id))) throw badRequest(awardMessages.noStageResults);
  const rule: FillRule<Level> = await ruleFor(db, auth, list.competitionId, body);
  const [scored, review] = await Promise.all([
    stageEntriesWithScores(db, stage.id),
    reviewStateOf(db, stage),
  ]);
  return { list, stage, rule, ranked: rankScored(scored), review };
};

/**
 * The plan against the list's current lines. Lines the fill manages are those of a team of the stage with
 * a level the rule gives; other lines (hand-made, other levels such as advisor awards) are never touched,
 * nor is a line that already has certificates.
 */
const plan = async (db: Db | Tx, prepared: Awaited<ReturnType<typeof prepare>>) => {
  const { list, rule, ranked } = prepared;
  const levels = rule.mode === 'ranks' ? rule.ranks.map((b) => b.level) : rule.bands.map((b) => b.level);
  const levelById = new Map(levels.map((l) => [l.id, l]));
  const teamIds = ranked.map((r) => r.teamId);
  const lines = teamIds.length
    ? await db
        .select({
          id: awardEntries.id,
          teamId: awardEntries.teamId,
          levelId: awardEntries.levelId,
          rank: awardEntries.rank,
          score: awardEntries.score,
        })
        .from(awardEntries)
        .where(
          and(
            eq(awardEntries.listId, list.id),
            inArray(awardEntries.teamId, teamIds),
            inArray(awardEntries.levelId, [...levelById.keys()]),
          ),
        )
    : [];
  const withCertificates = new Set(
    lines.length
      ? (
          await db
            .selectDistinct({ id: certificates.entryId })
            .from(certificates)
            .where(
              inArray(
                certificates.entryId,
                lines.map((l) => l.id),
              ),
            )
        ).map((r) => r.id)
      : [],
  );
  const lineOfTeam = new Map(lines.map((l) => [l.teamId!, l]));
  return ranked.map((result) => {
    const level = levelForResult(rule, result);
    const line = lineOfTeam.get(result.teamId) ?? null;
    const action = fillAction(
      level?.id ?? null,
      line && {
        level: line.levelId,
        rank: line.rank,
        score: line.score === null ? null : Number(line.score),
        issued: withCertificates.has(line.id),
      },
      result,
    );
    return { result, level, line, action };
  });
};

/**
 * What the fill would do (or did), with where the stage's review stands: the client warns before a fill
 * made while the review is still open or has unscored work, whose results may still change.
 */
const summarise = (
  { stage, review }: Pick<Awaited<ReturnType<typeof prepare>>, 'stage' | 'review'>,
  steps: Awaited<ReturnType<typeof plan>>,
): AwardFillResult => {
  const n = (action: AwardFillRow['action']) => steps.filter((s) => s.action === action).length;
  return {
    stageId: stage.publicId,
    review,
    added: n('add'),
    updated: n('update'),
    removed: n('remove'),
    kept: n('keep'),
    issued: n('issued'),
    rows: steps.map(({ result, level, action }) => ({
      entryId: result.entryId,
      teamName: result.teamName,
      schoolName: result.schoolName ?? '',
      itemName: result.itemName,
      groupName: result.groupName ?? '',
      rank: result.rank,
      score: result.score,
      levelId: level?.publicId ?? null,
      awardName: level?.name ?? null,
      action,
    })),
  };
};

/** What filling the list would do (writes nothing). */
export const previewFromResults = async (db: Db, auth: AuthContext, body: Body) => {
  const prepared = await prepare(db, auth, body);
  return summarise(prepared, await plan(db, prepared));
};

/**
 * Fills the list: adds a line per awarded team (its names and work title copied from the sign-up), updates lines whose
 * level, rank or score changed, removes lines of the rule's levels whose team no longer gets one. The plan
 * is made again under a lock on the list, so two fills at once cannot add a team twice.
 */
export const applyFromResults = async (db: Db, auth: AuthContext, body: Body) => {
  const prepared = await prepare(db, auth, body);
  const { list } = prepared;
  return db.transaction(async (tx) => {
    await tx.select({ id: awardLists.id }).from(awardLists).where(eq(awardLists.id, list.id)).for('update');
    const steps = await plan(tx, prepared);
    const added = steps.filter((s) => s.action === 'add');
    const teamPublicIds = new Map(
      added.length
        ? (
            await tx
              .select({ id: enrollTeams.id, publicId: enrollTeams.publicId })
              .from(enrollTeams)
              .where(
                inArray(
                  enrollTeams.id,
                  added.map((s) => s.result.teamId),
                ),
              )
          ).map((r) => [r.id, r.publicId])
        : [],
    );
    // Work titles of the stage's teams: a line made before the work was named gets it on its next fill.
    const titles = new Map(
      steps.length
        ? (
            await tx
              .select({ teamId: works.teamId, title: works.title })
              .from(works)
              .where(
                inArray(
                  works.teamId,
                  steps.map((s) => s.result.teamId),
                ),
              )
          ).map((w) => [w.teamId, w.title])
        : [],
    );
    const now = new Date();
    for (const step of steps) {
      const { result, level, line } = step;
      const score = String(result.score);
      if (step.action === 'add' && level) {
        const facts = await teamFacts(tx, list.competitionId, teamPublicIds.get(result.teamId)!);
        await tx.insert(awardEntries).values({
          ...facts,
          publicId: newPublicId(),
          listId: list.id,
          groupId: list.groupId,
          levelId: level.id,
          score,
          rank: result.rank,
        });
      } else if (step.action === 'update' && level && line) {
        await tx
          .update(awardEntries)
          .set({
            levelId: level.id,
            score,
            rank: result.rank,
            workName: sql`case when ${awardEntries.workName} = '' then ${titles.get(result.teamId) ?? ''} else ${awardEntries.workName} end`,
            updatedAt: now,
          })
          .where(eq(awardEntries.id, line.id));
      } else if (step.action === 'remove' && line) {
        await tx.delete(awardEntries).where(eq(awardEntries.id, line.id));
      }
    }
    return summarise(prepared, steps);
  });
};
