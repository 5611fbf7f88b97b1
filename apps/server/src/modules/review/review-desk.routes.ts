import { z } from 'zod';
import {
  assignmentIdBody,
  blindCheck,
  captainFlag as captainFlagSchema,
  captainFlagQuery,
  distributionPageQuery,
  distributionApplyBody,
  distributionApplyResult,
  distributionBody,
  distributionPreview,
  distributionRow,
  distributionSummary,
  entrySyncResult,
  envelope,
  expertGroupRow,
  expertGroupSaveBody,
  labelled,
  manualAssignBody,
  pageResult,
  REVIEW_TYPES,
  ReviewApi,
  reviewColumn,
  reviewSetting,
  reviewSettingSaveBody,
  stageQuery,
  stageReviewReopenBody,
  stageReviewState as stageReviewStateSchema,
} from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { authOf } from '../../platform/access.ts';
import { recordChange } from '../../platform/audit.ts';
import { langOf } from '../../platform/messages.ts';
import { ok } from '../../platform/reply.ts';
import { applyDistribution, previewDistribution } from './distribution-preview.ts';
import { checkBlindMetadata } from './blind-check.ts';
import { listDistribution, runDistribution, syncEntries } from './distribution-service.ts';
import { captainFlag, listGroups, saveGroup } from './expert-groups.ts';
import { assignByHand, unassign } from './manual-assignment.ts';
import { columnSetting, getSetting, saveSetting } from './settings.ts';
import { closeReview, reopenReview, stageReviewState } from './review-state.ts';

const tags = ['review'];
const audit = (action: string) => ({ module: 'review', action });
const distribute = { permission: 'review:distribute' };

const REVIEW_TYPE_LABELS: Record<(typeof REVIEW_TYPES)[number], { zh: string; en: string }> = {
  online: { zh: '网络评审', en: 'Online review' },
  onsite: { zh: '现场评审', en: 'On-site review' },
};

/** Organiser side of review: settings per stage, expert groups, entries and distribution. */
export const reviewDeskRoutes: ApiModule = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    ReviewApi.reviewTypes,
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Review types', response: { 200: envelope(z.array(labelled)) } },
    },
    async (request) => {
      const lang = langOf(request.headers['accept-language']);
      return ok(REVIEW_TYPES.map((value) => ({ value, label: REVIEW_TYPE_LABELS[value][lang] })));
    },
  );

  app.get(
    ReviewApi.columnSetting,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Scoring columns of a stage (its organiser or an expert assigned in it)',
        querystring: stageQuery,
        response: { 200: envelope(z.array(reviewColumn)) },
      },
    },
    async (request) => ok(await columnSetting(db, authOf(request), request.query.stageId)),
  );

  app.get(
    ReviewApi.settingGet,
    {
      config: { access: { permission: 'competition:info:list' } },
      schema: {
        tags,
        summary: 'Review settings of a stage',
        querystring: stageQuery,
        response: { 200: envelope(reviewSetting) },
      },
    },
    async (request) => ok(await getSetting(db, authOf(request), request.query.stageId)),
  );

  app.post(
    ReviewApi.settingSave,
    {
      config: { access: { permission: 'competition:info:edit' }, audit: audit('setting') },
      schema: {
        tags,
        summary: 'Save the review settings of a stage',
        body: reviewSettingSaveBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const { stage, before, after } = await saveSetting(db, authOf(request), request.body);
      recordChange(request, { target: stage.publicId, before, after });
      return ok(null);
    },
  );

  app.get(
    ReviewApi.groupList,
    {
      config: { access: { permission: 'expert:list' } },
      schema: {
        tags,
        summary: 'Expert groups of a stage',
        querystring: stageQuery,
        response: { 200: envelope(z.array(expertGroupRow)) },
      },
    },
    async (request) => ok(await listGroups(db, authOf(request), request.query.stageId)),
  );

  app.post(
    ReviewApi.groupSave,
    {
      config: { access: { permission: 'expert:edit' }, audit: audit('group') },
      schema: {
        tags,
        summary: 'Add or replace an expert group with its captain',
        body: expertGroupSaveBody,
        response: { 200: envelope(z.object({ expertGroupId: z.string() })) },
      },
    },
    async (request) => {
      const saved = await saveGroup(db, authOf(request), request.body);
      recordChange(request, { target: saved.publicId, after: request.body });
      return ok({ expertGroupId: saved.publicId });
    },
  );

  app.get(
    ReviewApi.captainFlag,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Whether the calling expert captains a group',
        querystring: captainFlagQuery,
        response: { 200: envelope(captainFlagSchema) },
      },
    },
    async (request) => ok(await captainFlag(db, authOf(request), request.query.stageId)),
  );

  app.post(
    ReviewApi.entrySync,
    {
      config: { access: distribute, audit: audit('entrySync') },
      schema: {
        tags,
        summary:
          'Create review entries from the approved sign-ups of a stage (with a work, where the stage takes works)',
        body: z.strictObject(stageQuery.shape),
        response: { 200: envelope(entrySyncResult) },
      },
    },
    async (request) => {
      const { stage, created, total, withoutWork, returned } = await syncEntries(
        db,
        authOf(request),
        request.body.stageId,
      );
      recordChange(request, {
        target: stage.publicId,
        after: { created, withoutWork: withoutWork.length, returned: returned.length },
      });
      return ok({ created, total, withoutWork, returned });
    },
  );

  app.get(
    ReviewApi.distributionList,
    {
      config: { access: distribute },
      schema: {
        tags,
        summary: 'Entries of a stage with their experts and why each was assigned',
        querystring: distributionPageQuery,
        response: { 200: envelope(pageResult(distributionRow)) },
      },
    },
    async (request) => ok(await listDistribution(db, authOf(request), request.query)),
  );

  app.get(
    ReviewApi.blindCheck,
    {
      config: { access: distribute },
      schema: {
        tags,
        summary: "Blind review: work files whose own metadata names an entrant or the team's school",
        querystring: stageQuery,
        response: { 200: envelope(blindCheck) },
      },
    },
    async (request) => ok(await checkBlindMetadata(deps, authOf(request), request.query.stageId)),
  );

  app.post(
    ReviewApi.distributionRun,
    {
      config: { access: distribute, audit: audit('distribute') },
      schema: {
        tags,
        summary: 'Top every entry up to k conflict-free experts (min-cost flow)',
        body: z.strictObject(stageQuery.shape),
        response: { 200: envelope(distributionSummary) },
      },
    },
    async (request) => {
      const { stage, ...summary } = await runDistribution(db, authOf(request), request.body.stageId);
      recordChange(request, { target: stage.publicId, after: summary });
      return ok(summary);
    },
  );

  app.post(
    ReviewApi.distributionPreview,
    {
      // A POST like the run it rehearses, so the platform logs it like every back-office write.
      config: { access: distribute, audit: audit('distributionPreview') },
      schema: {
        tags,
        summary:
          'Dry run of the distribution: proposed assignments with reasons, loads, unassigned, fingerprint',
        body: distributionBody,
        response: { 200: envelope(distributionPreview) },
      },
    },
    async (request) => ok(await previewDistribution(db, authOf(request), request.body)),
  );

  app.post(
    ReviewApi.distributionApply,
    {
      config: { access: distribute, audit: audit('distributionApply') },
      schema: {
        tags,
        summary: 'Write a previewed distribution if its fingerprint still matches (409 when inputs changed)',
        body: distributionApplyBody,
        response: { 200: envelope(distributionApplyResult) },
      },
    },
    async (request) => {
      const { stage, ...summary } = await applyDistribution(db, authOf(request), request.body);
      recordChange(request, {
        target: stage.publicId,
        after: { ...summary, fingerprint: request.body.fingerprint },
      });
      return ok(summary);
    },
  );

  app.post(
    ReviewApi.distributionAssign,
    {
      config: { access: distribute, audit: audit('assign') },
      schema: {
        tags,
        summary: 'Assign an expert by hand (same conflict rule)',
        body: manualAssignBody,
        response: { 200: envelope(z.object({ assignmentId: z.string() })) },
      },
    },
    async (request) => {
      const lang = langOf(request.headers['accept-language']);
      const assignmentId = await assignByHand(db, authOf(request), request.body, lang);
      recordChange(request, { target: assignmentId, after: request.body });
      return ok({ assignmentId });
    },
  );

  app.post(
    ReviewApi.distributionUnassign,
    {
      config: { access: distribute, audit: audit('unassign') },
      schema: {
        tags,
        summary: 'Withdraw an unstarted assignment',
        body: assignmentIdBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const removed = await unassign(db, authOf(request), request.body.assignmentId);
      recordChange(request, { target: removed.publicId });
      return ok(null);
    },
  );

  app.get(
    ReviewApi.stageReviewState,
    {
      config: { access: distribute },
      schema: {
        tags,
        summary: "Where a stage's review stands: open, entries, sign-ups waiting to be synced, unscored work",
        querystring: stageQuery,
        response: { 200: envelope(stageReviewStateSchema) },
      },
    },
    async (request) => ok(await stageReviewState(db, authOf(request), request.query.stageId)),
  );

  app.post(
    ReviewApi.stageReviewClose,
    {
      config: { access: distribute, audit: audit('reviewClose') },
      schema: {
        tags,
        summary: 'Close the review of a stage now: experts can no longer score',
        body: z.strictObject(stageQuery.shape),
        response: { 200: envelope(stageReviewStateSchema) },
      },
    },
    async (request) => {
      const { stage, before, after } = await closeReview(db, authOf(request), request.body.stageId);
      recordChange(request, { target: stage.publicId, before, after });
      return ok(await stageReviewState(db, authOf(request), stage.publicId));
    },
  );

  app.post(
    ReviewApi.stageReviewReopen,
    {
      config: { access: distribute, audit: audit('reviewReopen') },
      schema: {
        tags,
        summary: 'Open a closed review again until a new end (seven days from now by default)',
        body: stageReviewReopenBody,
        response: { 200: envelope(stageReviewStateSchema) },
      },
    },
    async (request) => {
      const { stage, before, after } = await reopenReview(db, authOf(request), request.body);
      recordChange(request, { target: stage.publicId, before, after });
      return ok(await stageReviewState(db, authOf(request), stage.publicId));
    },
  );
};
