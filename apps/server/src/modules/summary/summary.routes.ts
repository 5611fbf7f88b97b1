import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  envelope,
  pageResult,
  SUMMARY_FILL,
  SUMMARY_MANAGE,
  SummaryApi,
  summaryExportQuery,
  summaryFillBody,
  summaryJobStarted,
  summaryMyTask,
  summaryMyTaskRow,
  summaryNothingBody,
  summaryRecordQuery,
  summaryRecordRow,
  summaryReopenBody,
  summaryReturnBody,
  summarySchoolList,
  summarySchoolListQuery,
  summarySchoolOption,
  summarySubmission,
  summarySubmissionIdBody,
  summarySubmissionIdQuery,
  summarySubmissionQuery,
  summarySubmissionRow,
  summaryTaskDetail,
  summaryTaskIdBody,
  summaryTaskIdQuery,
  summaryTaskQuery,
  summaryTaskRow,
  summaryTaskSaveBody,
} from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { authOf } from '../../platform/access.ts';
import { recordChange } from '../../platform/audit.ts';
import { sendWorkbook } from '../../platform/excel.ts';
import { langOf } from '../../platform/messages.ts';
import { ok } from '../../platform/reply.ts';
import { labelModuleFields } from '../../platform/validation.ts';
import { acceptedWorkbook, attachmentsZipPayload, SUMMARY_ZIP_JOB } from './export.ts';
import { pageRecords, schoolList } from './records.ts';
import {
  myTask,
  myTasks,
  pageSubmissions,
  readSubmission,
  reviewSubmission,
  writeMine,
} from './submissions.ts';
import { summaryFieldLabels } from './summary.messages.ts';
import { pageTasks, publishTask, readTask, removeTask, saveTask, schoolOptions } from './tasks.ts';

const tags = ['summary'];
const manage = { access: { permission: SUMMARY_MANAGE } };
const managing = (action: string) => ({ ...manage, audit: { module: 'summary', action } });
const fill = { access: { permission: SUMMARY_FILL } };
const filling = (action: string) => ({ ...fill, audit: { module: 'summary', action } });
const taskIdResult = envelope(z.object({ taskId: z.string() }));
const submissionResult = envelope(summarySubmission);

/** School reporting: the organiser's tasks, review and exports; a school's own submissions. */
export const summaryRoutes: ApiModule = async (app, { deps }) => {
  const { db } = deps;
  labelModuleFields(app, summaryFieldLabels);

  app.get(
    SummaryApi.taskPage,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Reporting tasks the acting organiser owns or reaches, with counts per state',
        querystring: summaryTaskQuery,
        response: { 200: envelope(pageResult(summaryTaskRow)) },
      },
    },
    async (request) => ok(await pageTasks(db, authOf(request), request.query)),
  );

  app.get(
    SummaryApi.taskDetail,
    {
      config: manage,
      schema: {
        tags,
        summary: 'A task with its form, checks, schools and template',
        querystring: summaryTaskIdQuery,
        response: { 200: envelope(summaryTaskDetail) },
      },
    },
    async (request) => ok(await readTask(db, authOf(request), request.query.taskId)),
  );

  app.post(
    SummaryApi.taskSave,
    {
      config: managing('taskSave'),
      schema: {
        tags,
        summary: 'Create a draft task or edit one (a published task’s form edit raises its version)',
        body: summaryTaskSaveBody,
        response: { 200: taskIdResult },
      },
    },
    async (request) => {
      const change = await saveTask(db, authOf(request), request.body);
      recordChange(request, { target: change.after.publicId, ...change });
      return ok({ taskId: change.after.publicId });
    },
  );

  app.post(
    SummaryApi.taskPublish,
    {
      config: managing('taskPublish'),
      schema: {
        tags,
        summary: 'Publish a draft task to its schools',
        body: summaryTaskIdBody,
        response: { 200: taskIdResult },
      },
    },
    async (request) => {
      const change = await publishTask(db, authOf(request), request.body.taskId);
      recordChange(request, { target: change.after.publicId, ...change });
      return ok({ taskId: change.after.publicId });
    },
  );

  app.post(
    SummaryApi.taskRemove,
    {
      config: managing('taskRemove'),
      schema: {
        tags,
        summary: 'Delete a draft task',
        body: summaryTaskIdBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const before = await removeTask(db, authOf(request), request.body.taskId);
      recordChange(request, { target: before.publicId, before });
      return ok(null);
    },
  );

  app.get(
    SummaryApi.schoolOptions,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Active schools under the acting organiser, to pick the ones that must report',
        response: { 200: envelope(z.array(summarySchoolOption)) },
      },
    },
    async (request) => ok(await schoolOptions(db, authOf(request))),
  );

  app.get(
    SummaryApi.schoolList,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Schools under the organiser: contacts, reporters, state per published task',
        querystring: summarySchoolListQuery,
        response: { 200: envelope(summarySchoolList) },
      },
    },
    async (request) => ok(await schoolList(db, authOf(request), request.query)),
  );

  app.get(
    SummaryApi.submissionPage,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Every school a task asks, with its state (waiting for review first)',
        querystring: summarySubmissionQuery,
        response: { 200: envelope(pageResult(summarySubmissionRow)) },
      },
    },
    async (request) => ok(await pageSubmissions(db, authOf(request), request.query)),
  );

  app.get(
    SummaryApi.submissionDetail,
    {
      config: manage,
      schema: {
        tags,
        summary: 'One school’s submission, to review',
        querystring: summarySubmissionIdQuery,
        response: { 200: submissionResult },
      },
    },
    async (request) => ok(await readSubmission(db, authOf(request), request.query.submissionId)),
  );

  const review =
    (action: 'return' | 'accept' | 'reopen') =>
    async (request: FastifyRequest<{ Body: { submissionId: string; note?: string } }>) => {
      const auth = authOf(request);
      const change = await reviewSubmission(db, auth, request.body.submissionId, action, request.body.note);
      recordChange(request, { target: change.after.publicId, ...change });
      return ok(await readSubmission(db, auth, change.after.publicId));
    };

  app.post(
    SummaryApi.submissionReturn,
    {
      config: managing('submissionReturn'),
      schema: {
        tags,
        summary: 'Return a submitted report to the school with a note',
        body: summaryReturnBody,
        response: { 200: submissionResult },
      },
    },
    review('return'),
  );

  app.post(
    SummaryApi.submissionAccept,
    {
      config: managing('submissionAccept'),
      schema: {
        tags,
        summary: 'Accept a submitted report (locks it)',
        body: summarySubmissionIdBody,
        response: { 200: submissionResult },
      },
    },
    review('accept'),
  );

  app.post(
    SummaryApi.submissionReopen,
    {
      config: managing('submissionReopen'),
      schema: {
        tags,
        summary: 'Reopen an accepted report: back to the school, with the reason (logged)',
        body: summaryReopenBody,
        response: { 200: submissionResult },
      },
    },
    review('reopen'),
  );

  app.get(
    SummaryApi.recordPage,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Every step and version of every submission in reach: who did what and when',
        querystring: summaryRecordQuery,
        response: { 200: envelope(pageResult(summaryRecordRow)) },
      },
    },
    async (request) => ok(await pageRecords(db, authOf(request), request.query)),
  );

  app.get(
    SummaryApi.exportXlsx,
    {
      config: { ...manage, workbook: true },
      schema: { tags, summary: 'Accepted reports of a task as .xlsx', querystring: summaryExportQuery },
    },
    async (request, reply) => {
      const lang = langOf(request.headers['accept-language']);
      const { title, content } = await acceptedWorkbook(db, authOf(request), request.query.taskId, lang);
      return sendWorkbook(reply, `${title}.xlsx`, content);
    },
  );

  app.post(
    SummaryApi.exportAttachments,
    {
      config: managing('exportAttachments'),
      schema: {
        tags,
        summary: 'Start a zip of the accepted reports’ attachments (a job; progress at /common/job/:jobId)',
        body: summaryTaskIdBody,
        response: { 200: envelope(summaryJobStarted) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { task, payload } = await attachmentsZipPayload(db, auth, request.body.taskId);
      const jobId = await deps.jobs.enqueue(SUMMARY_ZIP_JOB, payload, {
        items: payload.entries.map((e) => ({ fileId: e.fileId })),
        createdBy: auth.userId,
        groupId: auth.group?.id ?? null,
      });
      recordChange(request, { target: task.publicId, after: { jobId, files: payload.entries.length } });
      return ok({ jobId });
    },
  );

  app.get(
    SummaryApi.myTasks,
    {
      config: fill,
      schema: {
        tags,
        summary: 'The published tasks that ask the acting school, with its state',
        response: { 200: envelope(z.array(summaryMyTaskRow)) },
      },
    },
    async (request) => ok(await myTasks(db, authOf(request))),
  );

  app.get(
    SummaryApi.myDetail,
    {
      config: fill,
      schema: {
        tags,
        summary: 'A task the acting school must report on, with its submission',
        querystring: summaryTaskIdQuery,
        response: { 200: envelope(summaryMyTask) },
      },
    },
    async (request) => ok(await myTask(db, authOf(request), request.query.taskId)),
  );

  const write =
    (kind: 'save' | 'submit') =>
    async (request: FastifyRequest<{ Body: z.output<typeof summaryFillBody> }>) => {
      const auth = authOf(request);
      const change = await writeMine(db, auth, request.body, { kind });
      recordChange(request, { target: change.after.publicId, ...change });
      return ok(await myTask(db, auth, request.body.taskId));
    };

  app.post(
    SummaryApi.mySave,
    {
      config: filling('save'),
      schema: {
        tags,
        summary: 'Save the school’s draft (autosave: required fields may stay empty)',
        body: summaryFillBody,
        response: { 200: envelope(summaryMyTask) },
      },
    },
    write('save'),
  );

  app.post(
    SummaryApi.mySubmit,
    {
      config: filling('submit'),
      schema: {
        tags,
        summary: 'Submit: required fields, blocking checks, and an explanation for each warning',
        body: summaryFillBody,
        response: { 200: envelope(summaryMyTask) },
      },
    },
    write('submit'),
  );

  app.post(
    SummaryApi.myNothing,
    {
      config: filling('nothing'),
      schema: {
        tags,
        summary: 'Say the school has nothing to report, with the reason',
        body: summaryNothingBody,
        response: { 200: envelope(summaryMyTask) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { taskId, reason } = request.body;
      const change = await writeMine(
        db,
        auth,
        { taskId, values: {}, explanations: {} },
        { kind: 'nothing', reason },
      );
      recordChange(request, { target: change.after.publicId, ...change });
      return ok(await myTask(db, auth, taskId));
    },
  );
};
