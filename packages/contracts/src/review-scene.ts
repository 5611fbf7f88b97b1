import { z } from 'zod';

/** On-site review sessions, the calling screen and the captain's tools (issue 10). */
export const SceneApi = {
  list: '/review/scene/list',
  detail: '/review/scene/detail',
  save: '/review/scene/save',
  draw: '/review/scene/draw',
  order: '/review/scene/order',
  next: '/review/scene/next',
  skip: '/review/scene/skip',
  recall: '/review/scene/recall',
  close: '/review/scene/close',
  resetScreenKey: '/review/scene/screenKey/reset',
  /** Public by link: the session's screen key in the query. */
  screenState: '/screen/call/state',
  screenStream: '/screen/call/stream',
} as const;

export const CaptainApi = {
  progress: '/review/group/captain/progress',
  returnScore: '/review/group/captain/return',
  remind: '/review/group/captain/remind',
} as const;

/** The web route of the calling screen (spec §2), with the session's key in `?key=`. */
export const SCREEN_CALL_PATH = '/screen/call';

const id = z.string().min(1).max(64);

export const SCENE_STATUSES = ['ready', 'running', 'closed'] as const;
export const SLOT_STATES = ['waiting', 'called', 'done', 'skipped'] as const;

export const sceneSaveBody = z.strictObject({
  /** Absent: a new session. */
  sessionId: id.optional(),
  stageId: id,
  room: z.string().trim().min(1).max(50),
  durationSec: z.number().int().min(30).max(7200),
  showNames: z.boolean().default(false),
  entryIds: z.array(id).min(1).max(500),
});
export const sceneSessionQuery = z.object({ sessionId: id });
/** Every action names the version of the state it was taken from: a stale click is refused, not repeated. */
export const sceneActionBody = z.strictObject({ sessionId: id, version: z.number().int().min(1) });
export const sceneDrawBody = sceneActionBody.extend({
  /** Optional: a seed announced in the hall; otherwise the server draws one. */
  seed: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
});
export const sceneOrderBody = sceneActionBody.extend({ slotIds: z.array(id).min(1).max(500) });
export const sceneRecallBody = sceneActionBody.extend({ slotId: id });

export const sceneSlot = z.object({
  slotId: z.string(),
  entryId: z.string(),
  position: z.number().int(),
  teamName: z.string(),
  schoolName: z.string(),
  state: z.enum(SLOT_STATES),
  calledAt: z.string().nullable(),
  /** Experts assigned to the entry, and how many have submitted or abstained. */
  assigned: z.number().int(),
  scored: z.number().int(),
});
export type SceneSlot = z.infer<typeof sceneSlot>;

export const sceneSessionRow = z.object({
  sessionId: z.string(),
  stageId: z.string(),
  room: z.string(),
  durationSec: z.number().int(),
  showNames: z.boolean(),
  status: z.enum(SCENE_STATUSES),
  version: z.number().int(),
  drawSeed: z.string().nullable(),
  entries: z.number().int(),
  done: z.number().int(),
  screenKey: z.string(),
});
export type SceneSessionRow = z.infer<typeof sceneSessionRow>;

export const sceneDetail = sceneSessionRow.extend({
  calledAt: z.string().nullable(),
  serverNow: z.string(),
  current: sceneSlot.nullable(),
  slots: z.array(sceneSlot),
});
export type SceneDetail = z.infer<typeof sceneDetail>;

/** What a hall screen may show: the draw number and, when the session allows it, team and school. */
export const screenTeam = z.object({
  position: z.number().int(),
  teamName: z.string(),
  schoolName: z.string(),
});
export type ScreenTeam = z.infer<typeof screenTeam>;
export const screenState = z.object({
  room: z.string(),
  stageName: z.string(),
  competitionName: z.string(),
  status: z.enum(SCENE_STATUSES),
  version: z.number().int(),
  current: screenTeam.nullable(),
  next: z.array(screenTeam),
  calledAt: z.string().nullable(),
  durationSec: z.number().int(),
  /** The server's clock when this state was made: the countdown runs on it, not on the screen's clock. */
  serverNow: z.string(),
  remaining: z.number().int(),
  /** Experts who have scored the called team, of those assigned. */
  progress: z.object({ scored: z.number().int(), assigned: z.number().int() }),
});
export type ScreenState = z.infer<typeof screenState>;
export const screenQuery = z.object({ key: z.string().min(16).max(64) });

export const captainProgressQuery = z.object({ expertGroupId: id });
export const captainCell = z.object({
  assignmentId: z.string(),
  entryId: z.string(),
  expertId: z.string(),
  status: z.enum(['assigned', 'draft', 'submitted', 'abstained']),
  total: z.number().nullable(),
  returnNote: z.string().nullable(),
});
export const captainProgress = z.object({
  expertGroupId: z.string(),
  groupName: z.string(),
  stageId: z.string(),
  open: z.boolean(),
  experts: z.array(
    z.object({
      expertId: z.string(),
      name: z.string(),
      assigned: z.number().int(),
      done: z.number().int(),
      hasAccount: z.boolean(),
    }),
  ),
  entries: z.array(z.object({ entryId: z.string(), title: z.string() })),
  cells: z.array(captainCell),
});
export type CaptainProgress = z.infer<typeof captainProgress>;
export const captainReturnBody = z.strictObject({
  assignmentId: id,
  note: z.string().trim().min(1).max(500),
});
export const captainRemindBody = z.strictObject({
  expertGroupId: id,
  /** Absent: every member with unfinished work. */
  expertIds: z.array(id).max(500).optional(),
});
export const captainRemindResult = z.object({ reminded: z.number().int() });
