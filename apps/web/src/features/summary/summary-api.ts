import {
  API_BASE,
  CommonFileApi,
  SummaryApi,
  type PageResult,
  type SummaryFillBody,
  type SummaryMyTask,
  type SummaryMyTaskRow,
  type SummaryRecordRow,
  type SummarySchoolList,
  type SummarySchoolOption,
  type SummarySubmission,
  type SummarySubmissionRow,
  type SummaryTaskDetail,
  type SummaryTaskRow,
  type SummaryTaskSaveBody,
} from '@podium/contracts';
import { get, post } from '../../api/client.ts';
import { getBinary, saveBinary } from '../../api/download.ts';
import type { QueryParams } from '../../api/headers.ts';

/** Query keys of school reporting; every organiser or school write invalidates `all`. */
export const summaryKeys = {
  all: ['summary'] as const,
  tasks: (params: QueryParams) => [...summaryKeys.all, 'tasks', params] as const,
  task: (taskId: string) => [...summaryKeys.all, 'task', taskId] as const,
  schoolOptions: () => [...summaryKeys.all, 'school-options'] as const,
  schools: (params: QueryParams) => [...summaryKeys.all, 'schools', params] as const,
  submissions: (params: QueryParams) => [...summaryKeys.all, 'submissions', params] as const,
  submission: (submissionId: string) => [...summaryKeys.all, 'submission', submissionId] as const,
  records: (params: QueryParams) => [...summaryKeys.all, 'records', params] as const,
  myTasks: () => [...summaryKeys.all, 'my-tasks'] as const,
  myTask: (taskId: string) => [...summaryKeys.all, 'my-task', taskId] as const,
};

export const summaryApi = {
  tasks: (params: QueryParams) => get<PageResult<SummaryTaskRow>>(SummaryApi.taskPage, params),
  task: (taskId: string) => get<SummaryTaskDetail>(SummaryApi.taskDetail, { taskId }),
  saveTask: (body: SummaryTaskSaveBody) => post<{ taskId: string }>(SummaryApi.taskSave, body),
  publishTask: (taskId: string) => post<{ taskId: string }>(SummaryApi.taskPublish, { taskId }),
  removeTask: (taskId: string) => post<null>(SummaryApi.taskRemove, { taskId }),
  schoolOptions: () => get<SummarySchoolOption[]>(SummaryApi.schoolOptions),
  schools: (params: QueryParams) => get<SummarySchoolList>(SummaryApi.schoolList, params),
  submissions: (params: QueryParams) =>
    get<PageResult<SummarySubmissionRow>>(SummaryApi.submissionPage, params),
  submission: (submissionId: string) => get<SummarySubmission>(SummaryApi.submissionDetail, { submissionId }),
  returnSubmission: (submissionId: string, note: string) =>
    post<SummarySubmission>(SummaryApi.submissionReturn, { submissionId, note }),
  acceptSubmission: (submissionId: string) =>
    post<SummarySubmission>(SummaryApi.submissionAccept, { submissionId }),
  reopenSubmission: (submissionId: string, note: string) =>
    post<SummarySubmission>(SummaryApi.submissionReopen, { submissionId, note }),
  records: (params: QueryParams) => get<PageResult<SummaryRecordRow>>(SummaryApi.recordPage, params),
  exportXlsx: async (taskId: string) => saveBinary(await getBinary(SummaryApi.exportXlsx, { taskId })),
  exportAttachments: (taskId: string) => post<{ jobId: string }>(SummaryApi.exportAttachments, { taskId }),
  myTasks: () => get<SummaryMyTaskRow[]>(SummaryApi.myTasks),
  myTask: (taskId: string) => get<SummaryMyTask>(SummaryApi.myDetail, { taskId }),
  save: (body: SummaryFillBody) => post<SummaryMyTask>(SummaryApi.mySave, body),
  submit: (body: SummaryFillBody) => post<SummaryMyTask>(SummaryApi.mySubmit, body),
  nothing: (taskId: string, reason: string) => post<SummaryMyTask>(SummaryApi.myNothing, { taskId, reason }),
};

/** The address a stored file is served at (what the upload control links by). */
export const summaryFileUrl = (fileId: string) => `${API_BASE}${CommonFileApi.file}/${fileId}`;
