import { z } from 'zod';
import { pageQuery } from './envelope.ts';
import { passwordSchema } from './auth.ts';
import { emailAddressSchema, mobilePhoneSchema, systemUsernameSchema } from './system-users.ts';

/** Expert import/export, accounts, recruitment campaigns with public applications, school recommendations. */
export const ExpertIntakeApi = {
  templateExport: '/expert/library/template/export',
  templateCheck: '/expert/library/template/check',
  templateErrors: '/expert/library/template/errors',
  templateImport: '/expert/library/template/import',
  export: '/expert/library/export',
  status: '/expert/library/status',
  accountPage: '/expert/account/page',
  accountCreate: '/expert/account/create',
  accountLink: '/expert/account/link',
  accountUnlink: '/expert/account/unlink',
  accountResetPwd: '/expert/account/resetPwd',
  campaignPage: '/expert/recruitment/page',
  campaignSave: '/expert/recruitment/save',
  campaignClose: '/expert/recruitment/close',
  applicationPage: '/expert/recruitment/application/page',
  applicationApprove: '/expert/recruitment/application/approve',
  applicationReject: '/expert/recruitment/application/reject',
  publicCampaigns: '/web/expert/recruitment/list',
  publicCampaign: '/web/expert/recruitment/detail',
  publicApply: '/web/expert/recruitment/apply',
  recommendPage: '/expert/recommend/page',
  recommendAdd: '/expert/recommend/add',
  recommendAccept: '/expert/recommend/accept',
  recommendDecline: '/expert/recommend/decline',
} as const;

const id = z.string().min(1).max(64);
const text = (max: number) => z.string().trim().max(max);

/** Column titles of the expert import template, in order (matched by title, not position). */
export const EXPERT_IMPORT_COLUMNS = [
  '姓名',
  '职称',
  '工作单位',
  '所属学校',
  '专业领域',
  '回避学校',
  '手机号',
  '身份证号',
  '邮箱',
  '开户银行',
  '银行卡号',
  '状态',
] as const;
export const EXPERT_IMPORT_MAX_ROWS = 5000;
/** The titles of an English template, by the Chinese title (an upload may carry either language's). */
export const EXPERT_IMPORT_COLUMNS_EN = {
  姓名: 'Name',
  职称: 'Title',
  工作单位: 'Organisation',
  所属学校: 'School',
  专业领域: 'Fields',
  回避学校: 'Conflict schools',
  手机号: 'Phone',
  身份证号: 'ID number',
  邮箱: 'Email',
  开户银行: 'Bank',
  银行卡号: 'Bank card number',
  状态: 'Status',
} as const satisfies Record<(typeof EXPERT_IMPORT_COLUMNS)[number], string>;
/** Status words of the import sheet. */
export const EXPERT_STATUS_WORDS = { 正常: 'active', 停用: 'disabled' } as const;
/** The status words of an English sheet (either language's word imports). */
export const EXPERT_STATUS_WORDS_EN = { 正常: 'Active', 停用: 'Disabled' } as const satisfies Record<
  keyof typeof EXPERT_STATUS_WORDS,
  string
>;

export const expertImportResult = z.object({ created: z.number().int() });

/** desk expert/manage: enable or disable experts (a disabled expert loses review access at once). */
export const expertStatusBody = z.strictObject({
  expertIds: z.array(id).min(1).max(500),
  status: z.enum(['active', 'disabled']),
});

// Accounts ---------------------------------------------------------------------------------------------
export const expertAccountQuery = pageQuery.extend({
  name: text(50).optional(),
  /** '1' with an account, '0' without. */
  hasAccount: z.enum(['0', '1']).optional(),
});
export const expertAccountCreateBody = z.strictObject({
  expertId: id,
  username: systemUsernameSchema,
  /** Empty: a generated one, shown once in the answer. */
  password: z.union([z.literal(''), passwordSchema]).default(''),
});
export const expertAccountLinkBody = z.strictObject({ expertId: id, username: systemUsernameSchema });
export const expertAccountResult = z.object({
  username: z.string(),
  /** The generated initial password, shown once (null when the organiser typed one or linked a user). */
  initialPassword: z.string().nullable(),
});
export type ExpertAccountResult = z.infer<typeof expertAccountResult>;

// Recruitment ------------------------------------------------------------------------------------------
export const CAMPAIGN_STATUSES = ['open', 'closed'] as const;
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const campaignSaveBody = z.strictObject({
  campaignId: id.optional(),
  title: text(80).min(1),
  fields: z.array(text(64).min(1)).max(20).default([]),
  deadline: z.iso.datetime({ offset: true }),
  description: text(2000).default(''),
});
export const campaignIdBody = z.strictObject({ campaignId: id });
export const campaignRow = z.object({
  campaignId: z.string(),
  title: z.string(),
  fields: z.array(z.string()),
  description: z.string(),
  deadline: z.string(),
  /** open only while status is open and the deadline has not passed. */
  open: z.boolean(),
  status: z.enum(CAMPAIGN_STATUSES),
  applications: z.number().int(),
  pending: z.number().int(),
  createdAt: z.string(),
});
export type CampaignRow = z.infer<typeof campaignRow>;
export const publicCampaign = campaignRow.pick({
  campaignId: true,
  title: true,
  fields: true,
  description: true,
  deadline: true,
  open: true,
});
export type PublicCampaign = z.infer<typeof publicCampaign>;
export const publicCampaignQuery = z.object({ campaignId: id });

export const applyBody = z.strictObject({
  campaignId: id,
  name: text(50).min(1),
  title: text(50).default(''),
  organisation: text(100).min(1),
  fields: z.array(text(64).min(1)).min(1).max(20),
  phone: mobilePhoneSchema,
  email: z.union([z.literal(''), emailAddressSchema]).default(''),
  introduction: text(2000).default(''),
  /** PIPL: the applicant agrees to the use of their data for the review of the application. */
  agreed: z.literal(true),
});
export const applyResult = z.object({ applicationId: z.string() });

export const applicationQuery = pageQuery.extend({
  campaignId: id.optional(),
  status: z.enum(APPLICATION_STATUSES).optional(),
});
export const applicationRow = z.object({
  applicationId: z.string(),
  campaignId: z.string(),
  campaignTitle: z.string(),
  name: z.string(),
  title: z.string(),
  organisation: z.string(),
  fields: z.array(z.string()),
  /** Masked. */
  phone: z.string(),
  email: z.string(),
  introduction: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  reason: z.string(),
  expertId: z.string().nullable(),
  createdAt: z.string(),
});
export type ApplicationRow = z.infer<typeof applicationRow>;
export const applicationIdBody = z.strictObject({ applicationId: id });
export const applicationRejectBody = z.strictObject({ applicationId: id, reason: text(200).min(1) });

// Recommendation ---------------------------------------------------------------------------------------
export const RECOMMEND_STATUSES = ['pending', 'accepted', 'declined'] as const;
export const recommendAddBody = z.strictObject({
  name: text(50).min(1),
  title: text(50).default(''),
  organisation: text(100).min(1),
  fields: z.array(text(64).min(1)).max(20).default([]),
  phone: z.union([z.literal(''), mobilePhoneSchema]).default(''),
  email: z.union([z.literal(''), emailAddressSchema]).default(''),
  note: text(500).default(''),
});
export const recommendQuery = pageQuery.extend({ status: z.enum(RECOMMEND_STATUSES).optional() });
export const recommendRow = z.object({
  recommendationId: z.string(),
  schoolName: z.string(),
  name: z.string(),
  title: z.string(),
  organisation: z.string(),
  fields: z.array(z.string()),
  phone: z.string(),
  email: z.string(),
  note: z.string(),
  status: z.enum(RECOMMEND_STATUSES),
  reason: z.string(),
  expertId: z.string().nullable(),
  createdAt: z.string(),
});
export type RecommendRow = z.infer<typeof recommendRow>;
export const recommendIdBody = z.strictObject({ recommendationId: id });
export const recommendDeclineBody = z.strictObject({ recommendationId: id, reason: text(200).min(1) });
