/** Competitions (issue 8): set-up in the desk, listings on the portal. Paths, schemas and types of this domain. */
import { z } from 'zod';
import { pageQuery } from './envelope.ts';
import { contactPhoneSchema } from './organization-admin.ts';
import { imageUrl, urlOrPath } from './safe-links.ts';

export const CompetitionApi = {
  // desk: competitions
  page: '/competition/info/page',
  detail: '/competition/info/detail',
  add: '/competition/info/add',
  update: '/competition/info/update',
  remove: '/competition/info/delete',
  publish: '/competition/info/publish',
  unpublish: '/competition/info/unpublish',
  close: '/competition/info/close',
  archive: '/competition/info/archive',
  copy: '/competition/info/copy',
  /** Spec §7: competitions the desk user may manage, as options. */
  option: '/competition/info/option',
  /** Spec §7: items of one competition, as options. */
  itemOption: '/competition/info/item/option',
  itemSave: '/competition/info/item/save',
  participantGroupSave: '/competition/participantGroup/save',
  participantGroupList: '/competition/participantGroup/list',
  // desk: stages, schedule, settings
  stageOption: '/competition/stage/option/list',
  stageList: '/competition/stage/list',
  stageDetail: '/competition/stage/detail',
  stageSave: '/competition/stage/save',
  stageRemove: '/competition/stage/delete',
  scheduleSave: '/competition/schedule/save',
  enrollSetting: '/competition/enroll/setting',
  enrollSettingSave: '/competition/enroll/setting/save',
  // public
  /** Spec §7: the public schedule timeline (milestones and stage windows) of a competition. */
  schedule: '/competition/schedule/getSchedule',
  portalPage: '/home/competition/page',
  portalDetail: '/home/competition/detail',
  /** Spec §7: stages of a listed competition. */
  portalStages: '/web/competition/stage/list',
  /** Participant groups (本科组 …) of a listed competition. */
  portalParticipantGroups: '/web/competition/participantGroup/list',
  /** Spec §7: the listed competitions of the host's tenant (or of one organiser group), as options. */
  portalGroupCompetitions: '/web/competition/group/competition/list',
} as const;

export const COMPETITION_STATUSES = ['draft', 'published', 'closed', 'archived'] as const;
export const competitionStatus = z.enum(COMPETITION_STATUSES);
export type CompetitionStatus = z.infer<typeof competitionStatus>;
/** Statuses the portal shows. */
export const LISTED_STATUSES = ['published', 'closed', 'archived'] as const;

export const ENROLL_MODES = ['individual', 'team'] as const;
export const enrollMode = z.enum(ENROLL_MODES);
export type EnrollMode = z.infer<typeof enrollMode>;

/** Member fields a competition may require at sign-up. */
export const MEMBER_FIELDS = ['idCard', 'studentNo', 'college', 'major', 'phone', 'email', 'grade'] as const;
export const memberField = z.enum(MEMBER_FIELDS);

/** Work types a stage may accept; the upload checks the content (magic bytes), not the name. */
export const WORK_TYPES = ['pdf', 'docx', 'pptx', 'xlsx', 'zip', 'jpg', 'png', 'mp4', 'mp3'] as const;
export const workType = z.enum(WORK_TYPES);

const idString = z.string().min(1).max(64);
const dateTime = z.iso.datetime({ offset: true });
const optionalDateTime = dateTime.nullable().default(null);
const dictValue = z
  .string()
  .trim()
  .max(64)
  .regex(/^[A-Za-z0-9_-]*$/);

export const competitionAttachment = z.object({
  name: z.string().trim().min(1).max(200),
  url: urlOrPath.pipe(z.string().min(1)),
});
export const competitionContact = z.object({
  name: z.string().trim().min(1).max(32),
  phone: contactPhoneSchema.default(''),
  email: z.union([z.literal(''), z.email().max(120)]).default(''),
  role: z.string().trim().max(32).default(''),
});

/** Rich text as the editor sends it; the server sanitises it with an allow-list before storing. */
const richText = z.string().max(200_000).default('');

export const competitionFields = {
  name: z.string().trim().min(1).max(100),
  shortName: z.string().trim().max(30).default(''),
  coverUrl: imageUrl.default(''),
  level: dictValue.pipe(z.string().min(1)),
  category: dictValue.default(''),
  year: z.number().int().min(2000).max(2100),
  season: z.string().trim().max(30).default(''),
  introduction: richText,
  rules: richText,
  guide: richText,
  attachments: z.array(competitionAttachment).max(30).default([]),
  contacts: z.array(competitionContact).max(20).default([]),
};

/** Creating a competition; `groupId` is the organiser group (the acting group when left out). */
export const competitionAddBody = z.strictObject({
  groupId: idString.optional(),
  ...competitionFields,
});
export type CompetitionAddBody = z.input<typeof competitionAddBody>;
export const competitionUpdateBody = z.strictObject({ competitionId: idString, ...competitionFields });
export type CompetitionUpdateBody = z.input<typeof competitionUpdateBody>;
export const competitionIdBody = z.strictObject({ competitionId: idString });
export const competitionIdQuery = z.object({ competitionId: idString });
export const competitionCopyBody = z.strictObject({
  competitionId: idString,
  year: z.number().int().min(2000).max(2100),
  season: z.string().trim().max(30).default(''),
  /** Name of the copy; the original's name when left out. */
  name: z.string().trim().min(1).max(100).optional(),
});
export type CompetitionCopyBody = z.input<typeof competitionCopyBody>;

export const competitionPageQuery = pageQuery.extend({
  keyword: z.string().trim().max(64).optional(),
  status: competitionStatus.optional(),
  level: dictValue.optional(),
  category: dictValue.optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});
export type CompetitionPageQuery = z.infer<typeof competitionPageQuery>;

/** A row of the desk list; `can*` say which transitions the status allows (the UI does not re-implement them). */
export const competitionRow = z.object({
  competitionId: z.string(),
  name: z.string(),
  shortName: z.string(),
  coverUrl: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  level: z.string(),
  category: z.string(),
  year: z.number(),
  season: z.string(),
  status: competitionStatus,
  itemCount: z.number(),
  stageCount: z.number(),
  signUpStart: z.string().nullable(),
  signUpEnd: z.string().nullable(),
  canPublish: z.boolean(),
  canUnpublish: z.boolean(),
  canClose: z.boolean(),
  canArchive: z.boolean(),
  canRemove: z.boolean(),
  /**
   * The caller manages it (its organiser or above). False for a competition a school's desk lists because
   * it is open to the school: read-only there, the school recommends its teams into it.
   */
  canManage: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CompetitionRow = z.infer<typeof competitionRow>;

export const itemOption = z.object({ itemId: z.string(), name: z.string(), description: z.string() });
export type ItemOption = z.infer<typeof itemOption>;
export const participantGroup = z.object({ groupId: z.string(), name: z.string(), description: z.string() });
export type ParticipantGroup = z.infer<typeof participantGroup>;

export const competitionDetail = competitionRow.extend({
  introduction: z.string(),
  rules: z.string(),
  guide: z.string(),
  attachments: z.array(competitionAttachment),
  contacts: z.array(z.object({ name: z.string(), phone: z.string(), email: z.string(), role: z.string() })),
  items: z.array(itemOption),
  participantGroups: z.array(participantGroup),
  publishedAt: z.string().nullable(),
});
export type CompetitionDetail = z.infer<typeof competitionDetail>;

export const competitionOption = z.object({
  competitionId: z.string(),
  name: z.string(),
  year: z.number(),
  status: competitionStatus,
});
export type CompetitionOption = z.infer<typeof competitionOption>;

/** Saving the full list of items: entries with an id are kept and renamed, others added, missing ones removed. */
export const itemSaveBody = z.strictObject({
  competitionId: idString,
  items: z
    .array(
      z.object({
        itemId: idString.optional(),
        name: z.string().trim().min(1).max(60),
        description: z.string().trim().max(500).default(''),
      }),
    )
    .max(100),
});
export type ItemSaveBody = z.input<typeof itemSaveBody>;
export const participantGroupSaveBody = z.strictObject({
  competitionId: idString,
  groups: z
    .array(
      z.object({
        groupId: idString.optional(),
        name: z.string().trim().min(1).max(60),
        description: z.string().trim().max(500).default(''),
      }),
    )
    .max(50),
});
export type ParticipantGroupSaveBody = z.input<typeof participantGroupSaveBody>;

export const workField = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,31}$/),
  label: z.string().trim().min(1).max(40),
  required: z.boolean().default(true),
});

/** Work-submission settings of a stage. */
export const workSettings = z.object({
  workTypes: z.array(workType).max(WORK_TYPES.length).default(['pdf']),
  /** Largest file in MB (2 GB at most). */
  workMaxSizeMb: z.number().int().min(1).max(2048).default(100),
  workMaxCount: z.number().int().min(1).max(20).default(1),
  workFields: z.array(workField).max(20).default([]),
  workReplaceable: z.boolean().default(true),
});
export type WorkSettings = z.infer<typeof workSettings>;

export const stageWindows = {
  signUpStart: optionalDateTime,
  signUpEnd: optionalDateTime,
  submitStart: optionalDateTime,
  submitEnd: optionalDateTime,
  reviewStart: optionalDateTime,
  reviewEnd: optionalDateTime,
};

/** Adding (no stageId) or updating a stage, its windows, who takes part and its work settings. */
export const stageSaveBody = z.strictObject({
  competitionId: idString,
  stageId: idString.optional(),
  name: z.string().trim().min(1).max(60),
  description: z.string().trim().max(1000).default(''),
  orderNum: z.number().int().min(0).max(999).default(0),
  ...stageWindows,
  /** Item ids taking part; empty means every item. */
  itemIds: z.array(idString).max(100).default([]),
  /** Participant-group ids taking part; empty means every group. */
  groupIds: z.array(idString).max(50).default([]),
  ...workSettings.shape,
});
export type StageSaveBody = z.input<typeof stageSaveBody>;
export const stageIdBody = z.strictObject({ stageId: idString });
export const stageIdQuery = z.object({ stageId: idString });

const windowOut = {
  signUpStart: z.string().nullable(),
  signUpEnd: z.string().nullable(),
  submitStart: z.string().nullable(),
  submitEnd: z.string().nullable(),
  reviewStart: z.string().nullable(),
  reviewEnd: z.string().nullable(),
};

/** A stage as the desk and the portal see it. */
export const stage = z.object({
  stageId: z.string(),
  competitionId: z.string(),
  name: z.string(),
  description: z.string(),
  orderNum: z.number(),
  ...windowOut,
  items: z.array(itemOption),
  groups: z.array(participantGroup),
  workTypes: z.array(z.string()),
  workMaxSizeMb: z.number(),
  workMaxCount: z.number(),
  workFields: z.array(z.object({ key: z.string(), label: z.string(), required: z.boolean() })),
  workReplaceable: z.boolean(),
});
export type Stage = z.infer<typeof stage>;
export const stageOption = z.object({ stageId: z.string(), name: z.string(), orderNum: z.number() });
export type StageOption = z.infer<typeof stageOption>;

export const milestoneInput = z.object({
  title: z.string().trim().min(1).max(60),
  description: z.string().trim().max(500).default(''),
  startsAt: dateTime,
  endsAt: optionalDateTime,
});
export const scheduleSaveBody = z.strictObject({
  competitionId: idString,
  milestones: z.array(milestoneInput).max(50),
});
export type ScheduleSaveBody = z.input<typeof scheduleSaveBody>;

/** One entry of the schedule timeline: an organiser's milestone or a stage window. */
export const scheduleEntry = z.object({
  /** milestone | signUp | submit | review */
  kind: z.enum(['milestone', 'signUp', 'submit', 'review']),
  title: z.string(),
  description: z.string(),
  stageName: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
});
export type ScheduleEntry = z.infer<typeof scheduleEntry>;
export const schedule = z.object({
  milestones: z.array(
    z.object({
      title: z.string(),
      description: z.string(),
      startsAt: z.string(),
      endsAt: z.string().nullable(),
    }),
  ),
  timeline: z.array(scheduleEntry),
});
export type Schedule = z.infer<typeof schedule>;

const capacity = z.number().int().min(1).max(1_000_000).nullable().default(null);
export const FEE_BASES = ['team', 'member'] as const;
/** A fee for one item and/or one participant group of the competition (public ids). */
const feeRuleInput = z.strictObject({
  itemId: idString.nullable().default(null),
  participantGroupId: idString.nullable().default(null),
  amountFen: z.number().int().min(0).max(100_000_000),
});
const feeRule = z.object({
  itemId: z.string().nullable(),
  participantGroupId: z.string().nullable(),
  amountFen: z.number(),
});
/** Enrolment settings of a competition. */
export const enrollSettingFields = {
  mode: enrollMode.default('individual'),
  teamMin: z.number().int().min(1).max(50).default(1),
  teamMax: z.number().int().min(1).max(50).default(1),
  advisorMin: z.number().int().min(0).max(10).default(0),
  advisorMax: z.number().int().min(0).max(10).default(0),
  eligibleGroupIds: z.array(idString).max(50).default([]),
  eligibleSchoolIds: z.array(idString).max(500).default([]),
  eligibleProvinces: z
    .array(z.string().regex(/^\d{2}$/))
    .max(34)
    .default([]),
  emailDomains: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/),
    )
    .max(50)
    .default([]),
  invitationCode: z
    .string()
    .trim()
    .max(32)
    .regex(/^[A-Za-z0-9_-]*$/)
    .default(''),
  requiredFields: z.array(memberField).max(MEMBER_FIELDS.length).default([]),
  capacityTotal: capacity,
  capacityPerItem: capacity,
  capacityPerSchool: capacity,
  needsApproval: z.boolean().default(false),
  /** Fee in fen (分); 0 is free. The default when no more specific fee (per item / group) applies. */
  feeFen: z.number().int().min(0).max(100_000_000).default(0),
  /** team: one fee per sign-up; member: the fee times the team's students when the order is made. */
  feeBasis: z.enum(FEE_BASES).default('team'),
  /** Fees for one item, one participant group, or both (the most specific that matches applies). */
  fees: z.array(feeRuleInput).max(200).default([]),
  /** Minutes an order stays open for payment; then it closes and frees the place. */
  payWindowMinutes: z.number().int().min(5).max(10_080).default(30),
  /** No payment after this moment (null: only the window applies). */
  payDeadline: dateTime.nullable().default(null),
  /** A refund above this many fen needs a second finance person's approval (null: none does). */
  refundApprovalAboveFen: z.number().int().min(0).max(100_000_000).nullable().default(null),
  /**
   * Where a bank transfer goes — account name (户名), bank and branch (开户行), account number: all three or
   * none (then the cashier offers no bank transfer). The server checks the whole and the account's digits.
   */
  payeeName: z.string().trim().max(100).default(''),
  payeeBank: z.string().trim().max(100).default(''),
  payeeAccount: z.string().trim().max(40).default(''),
};
export const enrollSettingSaveBody = z.strictObject({ competitionId: idString, ...enrollSettingFields });
export type EnrollSettingSaveBody = z.input<typeof enrollSettingSaveBody>;
export const enrollSetting = z.object({
  competitionId: z.string(),
  mode: enrollMode,
  teamMin: z.number(),
  teamMax: z.number(),
  advisorMin: z.number(),
  advisorMax: z.number(),
  eligibleGroupIds: z.array(z.string()),
  eligibleSchoolIds: z.array(z.string()),
  eligibleProvinces: z.array(z.string()),
  emailDomains: z.array(z.string()),
  invitationCode: z.string(),
  requiredFields: z.array(memberField),
  capacityTotal: z.number().nullable(),
  capacityPerItem: z.number().nullable(),
  capacityPerSchool: z.number().nullable(),
  needsApproval: z.boolean(),
  feeFen: z.number(),
  feeBasis: z.enum(FEE_BASES),
  fees: z.array(feeRule),
  payWindowMinutes: z.number(),
  payDeadline: z.string().nullable(),
  refundApprovalAboveFen: z.number().nullable(),
  payeeName: z.string(),
  payeeBank: z.string(),
  payeeAccount: z.string(),
});
export type EnrollSetting = z.infer<typeof enrollSetting>;

// ---- portal ----

/**
 * A competition's phase as a visitor sees it: sign-up not yet open, open, closed (nothing else begun),
 * submission open, review, in progress (between windows after sign-up), finished.
 */
export const COMPETITION_PHASES = [
  'beforeSignUp',
  'signUp',
  'signUpClosed',
  'submit',
  'review',
  'ongoing',
  'finished',
] as const;
export type CompetitionPhase = (typeof COMPETITION_PHASES)[number];

export const portalCompetitionQuery = pageQuery.extend({
  keyword: z.string().trim().max(64).optional(),
  status: z.enum(LISTED_STATUSES).optional(),
  /** The phase each card shows (报名中, 已结束…), filtered by the server so that paging stays right. */
  phase: z.enum(COMPETITION_PHASES).optional(),
  level: dictValue.optional(),
  category: dictValue.optional(),
});
export type PortalCompetitionQuery = z.infer<typeof portalCompetitionQuery>;

/**
 * The fee of a sign-up in fen: the most specific rule that matches the chosen event and participant
 * group (event and group, then event, then group), else the competition's default. The server charges
 * it and the sign-up form shows it, so both read this one function.
 */
export const feeOfChoice = <Id>(
  rules: readonly { itemId: Id | null; participantGroupId: Id | null; amountFen: number }[],
  defaultFen: number,
  itemId: Id | null | undefined,
  participantGroupId: Id | null | undefined,
): number => {
  const match = (item: Id | null, group: Id | null) =>
    rules.find((r) => r.itemId === item && r.participantGroupId === group);
  const item = itemId ?? null;
  const group = participantGroupId ?? null;
  const rule =
    (item !== null && group !== null ? match(item, group) : undefined) ??
    (item !== null ? match(item, null) : undefined) ??
    (group !== null ? match(null, group) : undefined);
  return rule ? rule.amountFen : defaultFen;
};

/** A card of the portal list: public fields only. `signUpStart/End` are those of the first stage. */
export const portalCompetitionRow = z.object({
  competitionId: z.string(),
  name: z.string(),
  shortName: z.string(),
  cover: z.string(),
  level: z.string(),
  levelLabel: z.string(),
  category: z.string(),
  categoryLabel: z.string(),
  year: z.number(),
  season: z.string(),
  status: competitionStatus,
  groupName: z.string(),
  mode: enrollMode,
  signUpStart: z.string().nullable(),
  signUpEnd: z.string().nullable(),
  /** Where the competition stands now for a visitor, from its status and every stage's windows. */
  phase: z.enum(COMPETITION_PHASES),
});
export type PortalCompetitionRow = z.infer<typeof portalCompetitionRow>;

/** What the portal details page shows; `phase` says where the competition stands now. */
export const portalCompetitionDetail = portalCompetitionRow.extend({
  introduction: z.string(),
  rules: z.string(),
  guide: z.string(),
  attachments: z.array(competitionAttachment),
  contacts: z.array(z.object({ name: z.string(), phone: z.string(), email: z.string(), role: z.string() })),
  items: z.array(itemOption),
  participantGroups: z.array(participantGroup),
  teamMin: z.number(),
  teamMax: z.number(),
  /** Advisors a team must and may have: the sign-up form says they are invited after signing up. */
  advisorMin: z.number(),
  advisorMax: z.number(),
  feeFen: z.number(),
  /** team: the fee is per sign-up; member: per student of the team (shown on the sign-up form). */
  feeBasis: z.enum(FEE_BASES),
  /** Minutes a sign-up's order stays open for payment. */
  payWindowMinutes: z.number(),
  /** Fees more specific than `feeFen` (per event and/or participant group); `feeOfChoice` picks one. */
  fees: z.array(feeRule),
  /** Whether signing up needs the organiser's invitation code (never the code itself). */
  needsInvitationCode: z.boolean(),
});
export type PortalCompetitionDetail = z.infer<typeof portalCompetitionDetail>;

export const portalGroupCompetitionQuery = z.object({ groupId: idString.optional() });
export const portalCompetitionOption = z.object({
  competitionId: z.string(),
  name: z.string(),
  shortName: z.string(),
  status: competitionStatus,
  year: z.number(),
});
export type PortalCompetitionOption = z.infer<typeof portalCompetitionOption>;

/** The newest listed competition of the tenant, for the portal's startup call (spec §3 lastRound). */
export const latestCompetition = z.object({
  competitionId: z.string(),
  name: z.string(),
  shortName: z.string(),
  year: z.number(),
  status: competitionStatus,
  stageName: z.string(),
});
export type LatestCompetition = z.infer<typeof latestCompetition>;
