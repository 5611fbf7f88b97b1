import { z } from 'zod';
import {
  envelope,
  mySchoolChange,
  pageResult,
  SchoolChangeApi,
  schoolChangeApplyBody,
  schoolChangeIdBody,
  schoolChangeQuery,
  schoolChangeRejectBody,
  schoolChangeRow,
} from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { authOf } from '../../platform/access.ts';
import { recordChange } from '../../platform/audit.ts';
import { ok } from '../../platform/reply.ts';
import {
  applySchoolChange,
  approveSchoolChange,
  cancelSchoolChange,
  pageSchoolChanges,
  readMySchoolChange,
  rejectSchoolChange,
} from './school-change.ts';

const tags = ['user-center'];
const own = (action: string) => ({ access: 'user' as const, audit: { module: 'center', action } });
const REVIEW_PERMISSION = 'system:school:member';
const reviewing = (action: string) => ({
  access: { permission: REVIEW_PERMISSION },
  audit: { module: 'school', action },
});

/** Moving to another school: the person asks (/web/center), the new school or the desk above it decides. */
export const schoolChangeRoutes: ApiModule = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    SchoolChangeApi.mine,
    {
      schema: {
        tags,
        summary: 'My latest school change request (null when none)',
        response: { 200: envelope(mySchoolChange.nullable()) },
      },
    },
    async (request) => ok(await readMySchoolChange(db, authOf(request).userId)),
  );

  app.post(
    SchoolChangeApi.apply,
    {
      config: own('schoolChangeApply'),
      schema: {
        tags,
        summary: 'Ask to move to another school (the new school approves)',
        body: schoolChangeApplyBody,
        response: { 200: envelope(mySchoolChange.nullable()) },
      },
    },
    async (request) => {
      const { userId, userPublicId } = authOf(request);
      const created = await applySchoolChange(db, userId, request.body);
      recordChange(request, { target: userPublicId, after: created });
      return ok(await readMySchoolChange(db, userId));
    },
  );

  app.post(
    SchoolChangeApi.cancel,
    {
      config: own('schoolChangeCancel'),
      schema: {
        tags,
        summary: 'Withdraw my open school change request',
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const { userId, userPublicId } = authOf(request);
      const after = await cancelSchoolChange(db, userId);
      recordChange(request, { target: userPublicId, after });
      return ok(null);
    },
  );

  app.get(
    SchoolChangeApi.page,
    {
      config: { access: { permission: REVIEW_PERMISSION } },
      schema: {
        tags,
        summary: 'Requests to join the schools in reach',
        querystring: schoolChangeQuery,
        response: { 200: envelope(pageResult(schoolChangeRow)) },
      },
    },
    async (request) => ok(await pageSchoolChanges(db, authOf(request), request.query)),
  );

  app.post(
    SchoolChangeApi.approve,
    {
      config: reviewing('schoolChangeApprove'),
      schema: {
        tags,
        summary: "Approve: the person's school becomes this one",
        body: schoolChangeIdBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const change = await approveSchoolChange(db, authOf(request), request.body.requestId);
      recordChange(request, { target: change.after.publicId, ...change });
      return ok(null);
    },
  );

  app.post(
    SchoolChangeApi.reject,
    {
      config: reviewing('schoolChangeReject'),
      schema: {
        tags,
        summary: 'Refuse, with the reason the person reads',
        body: schoolChangeRejectBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const { body } = request;
      const change = await rejectSchoolChange(db, authOf(request), body.requestId, body.reason);
      recordChange(request, { target: change.after.publicId, ...change });
      return ok(null);
    },
  );
};
