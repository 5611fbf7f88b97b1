import {
  CenterApi,
  CompetitionExtrasApi,
  SchoolApi,
  SchoolChangeApi,
  type MySchoolChange,
  type SchoolChangeApplyBody,
  type BankCard,
  type BankCardSaveBody,
  type CenterOverview,
  type CenterProfile,
  type CenterSendCodeBody,
  type CenterSendCodeResult,
  type EmailChangeBody,
  type InfoFormDetail,
  type InfoFormRow,
  type InfoFormSaveBody,
  type InfoSubmission,
  type MyCompetitionRow,
  type PageResult,
  type PasswordChangeBody,
  type PhoneChangeBody,
  type ProfileSaveBody,
  type SchoolPortalRow,
  type StudyResource,
  type StudySaveBody,
} from '@podium/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../api/client.ts';
import { getBinary, saveBinary } from '../../api/download.ts';
import { getMessage } from '../feedback/feedback-bridge.ts';
import { formatBeijing } from '../beijing-time/beijing-time.ts';
import { DATE_FORMAT, DATE_TIME_FORMAT } from '../../i18n/date-formats.ts';

type Params = Record<string, string | number | undefined>;

/** Query keys of the user centre; every centre mutation invalidates `all`. */
export const centerKeys = {
  all: ['center'] as const,
  overview: ['center', 'overview'] as const,
  competitions: (params: Params) => ['center', 'competitions', params] as const,
  profile: ['center', 'profile'] as const,
  schoolChange: ['center', 'schoolChange'] as const,
  bankCard: ['center', 'bankCard'] as const,
  study: (params: Params) => ['center', 'study', params] as const,
  forms: ['center', 'forms'] as const,
  form: (formId: string) => ['center', 'form', formId] as const,
  deskStudy: (competitionId: string) => ['center', 'desk', 'study', competitionId] as const,
  deskForms: (competitionId: string) => ['center', 'desk', 'forms', competitionId] as const,
  submissions: (formId: string) => ['center', 'desk', 'submissions', formId] as const,
};

export const centerApi = {
  overview: () => get<CenterOverview>(CenterApi.overview),
  competitions: (params: Params) => get<MyCompetitionRow[]>(CenterApi.competitions, params),
  profile: () => get<CenterProfile>(CenterApi.profile),
  saveProfile: (body: ProfileSaveBody) => post<CenterProfile>(CenterApi.profileSave, body),
  schoolChange: () => get<MySchoolChange | null>(SchoolChangeApi.mine),
  applySchoolChange: (body: SchoolChangeApplyBody) => post<MySchoolChange>(SchoolChangeApi.apply, body),
  cancelSchoolChange: () => post<null>(SchoolChangeApi.cancel, {}),
  sendCode: (body: CenterSendCodeBody) => post<CenterSendCodeResult>(CenterApi.sendCode, body),
  changePhone: (body: PhoneChangeBody) => post<null>(CenterApi.phoneChange, body),
  changeEmail: (body: EmailChangeBody) => post<null>(CenterApi.emailChange, body),
  changePassword: (body: PasswordChangeBody) =>
    post<{ endedSessions: number }>(CenterApi.passwordChange, body),
  bankCard: () => get<BankCard | null>(CenterApi.bankCard),
  saveBankCard: (body: BankCardSaveBody) => post<BankCard>(CenterApi.bankCardSave, body),
  removeBankCard: () => post<null>(CenterApi.bankCardRemove, {}),
  study: (params: Params) => get<StudyResource[]>(CenterApi.study, params),
  forms: () => get<InfoFormRow[]>(CenterApi.infoForms),
  form: (formId: string) => get<InfoFormDetail>(CenterApi.infoFormDetail, { formId }),
  submit: (body: { formId: string; values: Record<string, string> }) =>
    post<{ submissionId: string }>(CenterApi.infoSubmit, body),
  schools: (keyword: string) =>
    get<PageResult<SchoolPortalRow>>(SchoolApi.portalPage, { keyword, pageSize: 20 }),
  colleges: (schoolId: string) =>
    get<{ collegeId: string; name: string }[]>(SchoolApi.colleges, { schoolId }),
  majors: (collegeId: string) => get<{ majorId: string; name: string }[]>(SchoolApi.majors, { collegeId }),
  deskStudy: (competitionId: string) =>
    get<StudyResource[]>(CompetitionExtrasApi.studyList, { competitionId }),
  saveStudy: (body: StudySaveBody) => post<StudyResource>(CompetitionExtrasApi.studySave, body),
  removeStudy: (resourceId: string) => post<null>(CompetitionExtrasApi.studyRemove, { resourceId }),
  deskForms: (competitionId: string) => get<InfoFormRow[]>(CompetitionExtrasApi.formList, { competitionId }),
  saveForm: (body: InfoFormSaveBody) => post<{ formId: string }>(CompetitionExtrasApi.formSave, body),
  removeForm: (formId: string) => post<null>(CompetitionExtrasApi.formRemove, { formId }),
  submissions: (formId: string) => get<InfoSubmission[]>(CompetitionExtrasApi.submissions, { formId }),
  exportSubmissions: async (formId: string) =>
    saveBinary(await getBinary(CompetitionExtrasApi.submissionsExport, { formId })),
};

/** A centre mutation: a toast with `done` (when given), then every centre query refetches. */
export const useCenterMutation = <A, R>(
  fn: (args: A) => Promise<R>,
  done?: string | ((result: R) => string),
  onDone?: (result: R) => void,
) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (result) => {
      const text = typeof done === 'function' ? done(result) : done;
      if (text) void getMessage().success(text);
      await client.invalidateQueries({ queryKey: centerKeys.all });
      onDone?.(result);
    },
  });
};

/** "2026-06-01 09:00" in Beijing time (the page says so: BeijingTimeNote). */
export const formatTime = (iso: string | null | undefined) => formatBeijing(iso, DATE_TIME_FORMAT, '—');
export const formatDate = (iso: string | null | undefined) => formatBeijing(iso, DATE_FORMAT, '—');
