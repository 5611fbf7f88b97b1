import { z } from 'zod';
import {
  applicationIdBody,
  applicationQuery,
  applicationRejectBody,
  applicationRow,
  applyBody,
  applyResult,
  campaignIdBody,
  campaignRow,
  campaignSaveBody,
  envelope,
  ExpertIntakeApi,
  pageQuery,
  pageResult,
  publicCampaign,
  publicCampaignQuery,
} from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { authOf } from '../../platform/access.ts';
import { recordChange } from '../../platform/audit.ts';
import { ok } from '../../platform/reply.ts';
import {
  applyToCampaign,
  approveApplication,
  closeCampaign,
  listApplications,
  listCampaigns,
  openCampaigns,
  publicCampaignDetail,
  rejectApplication,
  saveCampaign,
} from './recruitment.ts';

const tags = ['expert'];
const access = { permission: 'expert:recruit' };
const audit = (action: string) => ({ module: 'expertRecruitment', action });
const MINUTE = 60_000;

/** desk expert/recruitment (campaigns, applications) and the portal's public application. */
export const recruitmentRoutes: ApiModule = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    ExpertIntakeApi.campaignPage,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Recruitment campaigns with application counts',
        querystring: pageQuery,
        response: { 200: envelope(pageResult(campaignRow)) },
      },
    },
    async (request) => ok(await listCampaigns(db, authOf(request), request.query)),
  );

  app.post(
    ExpertIntakeApi.campaignSave,
    {
      config: { access, audit: audit('save') },
      schema: {
        tags,
        summary: 'Open or edit a campaign',
        body: campaignSaveBody,
        response: { 200: envelope(campaignRow) },
      },
    },
    async (request) => {
      const row = await saveCampaign(db, authOf(request), request.body);
      recordChange(request, { target: row.campaignId, after: { title: row.title, deadline: row.deadline } });
      return ok(row);
    },
  );

  app.post(
    ExpertIntakeApi.campaignClose,
    {
      config: { access, audit: audit('close') },
      schema: {
        tags,
        summary: 'Close a campaign before its deadline',
        body: campaignIdBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const campaign = await closeCampaign(db, authOf(request), request.body.campaignId);
      recordChange(request, { target: campaign.publicId });
      return ok(null);
    },
  );

  app.get(
    ExpertIntakeApi.applicationPage,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Applications (phone masked)',
        querystring: applicationQuery,
        response: { 200: envelope(pageResult(applicationRow)) },
      },
    },
    async (request) => ok(await listApplications(deps, authOf(request), request.query)),
  );

  app.post(
    ExpertIntakeApi.applicationApprove,
    {
      config: { access, audit: audit('approve') },
      schema: {
        tags,
        summary: 'Approve: the applicant joins the library (refused if already in it)',
        body: applicationIdBody,
        response: { 200: envelope(z.object({ expertId: z.string() })) },
      },
    },
    async (request) => {
      const { application, expert } = await approveApplication(
        deps,
        authOf(request),
        request.body.applicationId,
      );
      recordChange(request, {
        target: application.publicId,
        after: { status: 'approved', expertId: expert.publicId },
      });
      return ok({ expertId: expert.publicId });
    },
  );

  app.post(
    ExpertIntakeApi.applicationReject,
    {
      config: { access, audit: audit('reject') },
      schema: {
        tags,
        summary: 'Reject with a reason',
        body: applicationRejectBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const application = await rejectApplication(
        deps,
        authOf(request),
        request.body.applicationId,
        request.body.reason,
      );
      recordChange(request, {
        target: application.publicId,
        after: { status: 'rejected', reason: request.body.reason },
      });
      return ok(null);
    },
  );

  app.get(
    ExpertIntakeApi.publicCampaigns,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Open recruitment campaigns (public)',
        response: { 200: envelope(z.array(publicCampaign)) },
      },
    },
    async () => ok(await openCampaigns(db)),
  );

  app.get(
    ExpertIntakeApi.publicCampaign,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One campaign (public)',
        querystring: publicCampaignQuery,
        response: { 200: envelope(publicCampaign) },
      },
    },
    async (request) => ok(await publicCampaignDetail(db, request.query.campaignId)),
  );

  app.post(
    ExpertIntakeApi.publicApply,
    {
      config: {
        access: 'public',
        audit: audit('apply'),
        // Anyone may call it: a few applications per address and per phone, counted before anything runs.
        limits: {
          name: 'expertApply',
          perIp: { max: 10, windowMs: 10 * MINUTE },
          perAccount: { field: 'phone', max: 3, windowMs: 60 * MINUTE },
        },
      },
      schema: {
        tags,
        summary: 'Apply to an open campaign (public, rate-limited, consent required)',
        body: applyBody,
        response: { 200: envelope(applyResult) },
      },
    },
    async (request) => {
      const { applicationId, campaign } = await applyToCampaign(deps, request.body);
      recordChange(request, { target: applicationId, after: { campaignId: campaign.publicId } });
      return ok({ applicationId });
    },
  );
};
