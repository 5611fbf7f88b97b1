/**
 * School reporting (报送, issue 21): an organiser defines a reporting task (a form, a deadline, the schools
 * that must report); each school fills its own submission; the organiser returns or accepts it.
 * Organiser calls need `summary:manage`, a school's own calls `summary:fill` (acting for the school).
 */
import { z } from 'zod';
import { pageQuery } from './envelope.ts';

export const SummaryApi = {
  /** Organiser: tasks it owns (or its subordinates own). */
  taskPage: '/summary/task/page',
  taskDetail: '/summary/task/detail',
  taskSave: '/summary/task/save',
  taskPublish: '/summary/task/publish',
  taskRemove: '/summary/task/delete',
  /** Schools under the acting organiser, to pick the ones that must report. */
  schoolOptions: '/summary/school/options',
  /** Schools under the organiser with contact people and their state per task. */
  schoolList: '/summary/school/list',
  submissionPage: '/summary/submission/page',
  submissionDetail: '/summary/submission/detail',
  submissionReturn: '/summary/submission/return',
  submissionAccept: '/summary/submission/accept',
  submissionReopen: '/summary/submission/reopen',
  /** Every version of every submission: who did what and when. */
  recordPage: '/summary/record/page',
  exportXlsx: '/summary/export/xlsx',
  exportAttachments: '/summary/export/attachments',
  /** A school's own calls (acting for the school). */
  myTasks: '/summary/my/tasks',
  myDetail: '/summary/my/detail',
  mySave: '/summary/my/save',
  mySubmit: '/summary/my/submit',
  myNothing: '/summary/my/nothing',
} as const;

export const SUMMARY_MANAGE = 'summary:manage';
export const SUMMARY_FILL = 'summary:fill';

export const SUMMARY_FIELD_TYPES = [
  'text',
  'textarea',
  'number',
  'date',
  'choice',
  'table',
  'attachments',
] as const;
export type SummaryFieldType = (typeof SUMMARY_FIELD_TYPES)[number];

const key = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,31}$/);
const label = z.string().trim().min(1).max(60);

export const summaryColumn = z.strictObject({
  key,
  label,
  type: z.enum(['text', 'number']).default('text'),
});
export const summaryField = z.strictObject({
  key,
  label,
  type: z.enum(SUMMARY_FIELD_TYPES),
  required: z.boolean().default(false),
  hint: z.string().trim().max(200).default(''),
  /** choice: the options. */
  options: z.array(z.string().trim().min(1).max(60)).max(50).default([]),
  /** table rows: the columns of each row. */
  columns: z.array(summaryColumn).max(20).default([]),
});
export type SummaryField = z.output<typeof summaryField>;
export type SummaryFieldInput = z.input<typeof summaryField>;

/**
 * A check on one field: `min`/`max` compare a number (a text's length, a table's rows, the attachments'
 * count), `notAbove` says the field may not exceed `otherField`. A `block` check refuses the submission; a
 * `warn` check lets it through only with the school's explanation.
 */
export const SUMMARY_CHECK_RULES = ['min', 'max', 'notAbove'] as const;
export const summaryCheck = z.strictObject({
  checkId: key,
  field: key,
  rule: z.enum(SUMMARY_CHECK_RULES),
  value: z.number().finite().optional(),
  otherField: key.optional(),
  level: z.enum(['block', 'warn']),
  message: z.string().trim().min(1).max(200),
});
export type SummaryCheck = z.output<typeof summaryCheck>;
export type SummaryCheckInput = z.input<typeof summaryCheck>;

export const SUMMARY_TASK_STATUSES = ['draft', 'published'] as const;
export type SummaryTaskStatus = (typeof SUMMARY_TASK_STATUSES)[number];

/** Stored states of a submission; `notStarted` and `overdue` are derived. */
export const SUMMARY_STATES = [
  'notStarted',
  'draft',
  'submitted',
  'returned',
  'accepted',
  'nothing',
  'overdue',
] as const;
export type SummaryState = (typeof SUMMARY_STATES)[number];

const idString = z.string().min(1).max(64);

export const summaryTaskSaveBody = z.strictObject({
  taskId: idString.optional(),
  title: z.string().trim().min(1).max(100),
  description: z.string().trim().max(2000).default(''),
  /** ISO date-time. */
  deadline: z.iso.datetime({ offset: true }),
  templateFileId: idString.nullable().default(null),
  fields: z.array(summaryField).min(1).max(60),
  checks: z.array(summaryCheck).max(60).default([]),
  /** Every active school under the organiser (then `schoolIds` is ignored). */
  allSchools: z.boolean().default(false),
  schoolIds: z.array(idString).max(5000).default([]),
});
export type SummaryTaskSaveBody = z.input<typeof summaryTaskSaveBody>;

export const summaryTaskIdBody = z.strictObject({ taskId: idString });
export const summaryTaskIdQuery = z.object({ taskId: idString });

export const summaryTaskQuery = pageQuery.extend({
  keyword: z.string().trim().max(50).optional(),
  status: z.enum(SUMMARY_TASK_STATUSES).optional(),
});

export const summaryCounts = z.record(z.enum(SUMMARY_STATES), z.number());
export type SummaryCounts = z.infer<typeof summaryCounts>;

export const summaryTaskRow = z.object({
  taskId: z.string(),
  title: z.string(),
  deadline: z.string(),
  status: z.enum(SUMMARY_TASK_STATUSES),
  version: z.number(),
  schoolCount: z.number(),
  counts: summaryCounts,
  organizerName: z.string(),
  updatedAt: z.string(),
});
export type SummaryTaskRow = z.infer<typeof summaryTaskRow>;

export const summaryFileRef = z.object({ fileId: z.string(), name: z.string(), size: z.number() });
export type SummaryFileRef = z.infer<typeof summaryFileRef>;

export const summaryTaskDetail = summaryTaskRow.extend({
  description: z.string(),
  template: summaryFileRef.nullable(),
  fields: z.array(summaryField),
  checks: z.array(summaryCheck),
  allSchools: z.boolean(),
  schools: z.array(z.object({ schoolId: z.string(), name: z.string() })),
});
export type SummaryTaskDetail = z.infer<typeof summaryTaskDetail>;

export const summarySchoolOption = z.object({
  schoolId: z.string(),
  name: z.string(),
  /** The group right above the school (a province, a district organiser …). */
  parentName: z.string(),
});
export type SummarySchoolOption = z.infer<typeof summarySchoolOption>;

/** A value: text, number, a table's rows, or the attachments' file ids. */
const cell = z.union([z.string().max(500), z.number().finite(), z.null()]);
export const summaryValue = z.union([
  z.string().max(20_000),
  z.number().finite(),
  z.null(),
  z.array(z.record(z.string().max(32), cell)).max(500),
  z.array(z.string().max(64)).max(50),
]);
export const summaryValues = z.record(z.string().max(32), summaryValue);
export type SummaryValues = z.infer<typeof summaryValues>;
/** The school's explanation per warning check it leaves standing. */
export const summaryExplanations = z.record(z.string().max(32), z.string().trim().max(500));

export const summaryFillBody = z.strictObject({
  taskId: idString,
  values: summaryValues.default({}),
  explanations: summaryExplanations.default({}),
});
export type SummaryFillBody = z.input<typeof summaryFillBody>;
export const summaryNothingBody = z.strictObject({
  taskId: idString,
  reason: z.string().trim().min(1).max(500),
});

export const summarySubmissionIdBody = z.strictObject({ submissionId: idString });
export const summarySubmissionIdQuery = z.object({ submissionId: idString });
export const summaryReturnBody = summarySubmissionIdBody.extend({
  note: z.string().trim().min(1).max(500),
});
export const summaryReopenBody = summaryReturnBody;

/** A school's submission (the school's own view and the organiser's review share it). */
export const summarySubmission = z.object({
  submissionId: z.string().nullable(),
  taskId: z.string(),
  schoolId: z.string(),
  schoolName: z.string(),
  state: z.enum(SUMMARY_STATES),
  values: summaryValues,
  explanations: z.record(z.string(), z.string()),
  /** Files named by attachment fields, by id. */
  files: z.array(summaryFileRef),
  nothingReason: z.string(),
  returnNote: z.string(),
  formVersion: z.number(),
  version: z.number(),
  submittedAt: z.string().nullable(),
  submittedBy: z.string(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string(),
  updatedAt: z.string().nullable(),
});
export type SummarySubmission = z.infer<typeof summarySubmission>;

/** A school's own task: what it must fill and its submission. */
export const summaryMyTask = z.object({
  task: summaryTaskDetail.omit({ schools: true, counts: true, schoolCount: true }),
  submission: summarySubmission,
  /** Whether the school may still write (before the deadline, or returned to it). */
  writable: z.boolean(),
});
export type SummaryMyTask = z.infer<typeof summaryMyTask>;

export const summaryMyTaskRow = z.object({
  taskId: z.string(),
  title: z.string(),
  deadline: z.string(),
  organizerName: z.string(),
  state: z.enum(SUMMARY_STATES),
  returnNote: z.string(),
});
export type SummaryMyTaskRow = z.infer<typeof summaryMyTaskRow>;

export const summarySubmissionQuery = pageQuery.extend({
  taskId: idString,
  state: z.enum(SUMMARY_STATES).optional(),
  keyword: z.string().trim().max(50).optional(),
});
export const summarySubmissionRow = z.object({
  submissionId: z.string().nullable(),
  schoolId: z.string(),
  schoolName: z.string(),
  state: z.enum(SUMMARY_STATES),
  version: z.number(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type SummarySubmissionRow = z.infer<typeof summarySubmissionRow>;

export const summarySchoolListQuery = pageQuery.extend({
  keyword: z.string().trim().max(50).optional(),
  /** Narrow to schools of this task in this state. */
  taskId: idString.optional(),
  state: z.enum(SUMMARY_STATES).optional(),
});
export const summarySchoolRow = z.object({
  schoolId: z.string(),
  name: z.string(),
  parentName: z.string(),
  provinceName: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  /** The people holding the school's reporting permission. */
  reporters: z.array(z.object({ name: z.string(), email: z.string() })),
  /** State per published task (taskId → state); tasks not asking this school are absent. */
  states: z.record(z.string(), z.enum(SUMMARY_STATES)),
});
export type SummarySchoolRow = z.infer<typeof summarySchoolRow>;
export const summarySchoolList = z.object({
  tasks: z.array(z.object({ taskId: z.string(), title: z.string(), deadline: z.string() })),
  rows: z.array(summarySchoolRow),
  total: z.number(),
});
export type SummarySchoolList = z.infer<typeof summarySchoolList>;

export const SUMMARY_ACTIONS = ['save', 'submit', 'nothing', 'return', 'accept', 'reopen', 'remind'] as const;
export type SummaryAction = (typeof SUMMARY_ACTIONS)[number];

export const summaryRecordQuery = pageQuery.extend({
  taskId: idString.optional(),
  schoolId: idString.optional(),
  action: z.enum(SUMMARY_ACTIONS).optional(),
});
export const summaryRecordRow = z.object({
  recordId: z.string(),
  taskId: z.string(),
  taskTitle: z.string(),
  schoolId: z.string(),
  schoolName: z.string(),
  action: z.enum(SUMMARY_ACTIONS),
  fromState: z.string(),
  toState: z.string(),
  note: z.string(),
  /** The submission's version this action made (submit / nothing), else 0. */
  version: z.number(),
  formVersion: z.number(),
  /** The values as submitted in that version (null for actions that keep no copy). */
  values: summaryValues.nullable(),
  actor: z.string(),
  createdAt: z.string(),
});
export type SummaryRecordRow = z.infer<typeof summaryRecordRow>;

export const summaryExportQuery = z.object({ taskId: idString });
export const summaryJobStarted = z.object({ jobId: z.string() });
