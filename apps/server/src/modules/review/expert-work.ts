import { timingSafeEqual } from 'node:crypto';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { API_BASE, ReviewApi, type ExpertWork } from '@podium/contracts';
import { competitionStages, files, sessions, users, workFiles, workVersions } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { chinaDayOf } from '../../platform/china-days.ts';
import { FILE_KINDS, type FileRecord } from '../../platform/storage/index.ts';
import { requireExpert } from './review-lookup.ts';
import { reviewMessages } from './review.messages.ts';
import { myAssignments, type AssignmentRow } from './scoring.ts';
import { loadSetting } from './settings.ts';

/**
 * What an expert sees of an assigned work, and the file tickets that let `<img>`, `<video>` and pdf.js
 * fetch its files (they cannot send the Authorization header). A ticket names one session, one
 * assignment, one file and a mode (view | download), expires after a few hours and is signed with a key
 * derived from DATA_KEY; every request with it — each byte range of a video — checks again that the
 * session is live and the assignment is still the expert's (conflicts included), so signing out or a
 * withdrawn assignment ends it at once.
 */
const TICKET_TTL_MS = 4 * 60 * 60 * 1000;
const TICKET_VERSION = 'v1';
type TicketMode = 'view' | 'download';
type Ticket = {
  sessionId: number;
  assignmentId: string;
  fileId: string;
  mode: TicketMode;
  expiresAt: number;
};

const kindOf = (mime: string): ExpertWork['files'][number]['kind'] => {
  for (const kind of ['pdf', 'image', 'video', 'audio', 'office', 'archive'] as const)
    if ((FILE_KINDS[kind] as readonly string[]).includes(mime)) return kind;
  return 'other';
};

const encodeTicket = (deps: Pick<AppDeps, 'personalData'>, ticket: Ticket) => {
  const payload = [
    TICKET_VERSION,
    ticket.sessionId,
    ticket.assignmentId,
    ticket.fileId,
    ticket.mode,
    ticket.expiresAt,
  ].join('.');
  const body = Buffer.from(payload).toString('base64url');
  return `${body}.${deps.personalData.signLink(payload)}`;
};

/** The ticket's claims when its signature holds and it has not expired; else undefined. */
const decodeTicket = (deps: Pick<AppDeps, 'personalData'>, raw: string, now = Date.now()) => {
  const [body, signature] = raw.split('.');
  if (!body || !signature) return undefined;
  const payload = Buffer.from(body, 'base64url').toString('utf8');
  const expected = Buffer.from(deps.personalData.signLink(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  const [version, sessionId, assignmentId, fileId, mode, expiresAt] = payload.split('.');
  if (version !== TICKET_VERSION || !assignmentId || !fileId) return undefined;
  if (mode !== 'view' && mode !== 'download') return undefined;
  if (!(Number(expiresAt) > now)) return undefined;
  return { sessionId: Number(sessionId), assignmentId, fileId, mode } as const;
};

const ticketUrl = (deps: Pick<AppDeps, 'personalData'>, ticket: Ticket) =>
  `${API_BASE}${ReviewApi.expertFile}?ticket=${encodeTicket(deps, ticket)}`;

/** The files of the work's current version, in order. */
const currentFiles = async (db: Db, versionId: number | null): Promise<FileRecord[]> =>
  versionId === null
    ? []
    : (
        await db
          .select({ file: files })
          .from(workFiles)
          .innerJoin(files, eq(files.id, workFiles.fileId))
          .where(eq(workFiles.versionId, versionId))
          .orderBy(asc(workFiles.orderNum), asc(files.id))
      ).map((r) => r.file);

/** One of the caller's assignments (conflict-free, their own), else "not found". */
const ownAssignment = async (db: Db, userId: number, assignmentId: string) => {
  const mine = await requireExpert(db, { userId });
  const row = (await myAssignments(db, mine)).find((r) => r.assignment.publicId === assignmentId);
  if (!row) throw notFound(reviewMessages.assignmentNotFound);
  return { row, expert: mine.find((e) => e.id === row.assignment.expertId)! };
};

/** The descriptive fields of the work's current version, labelled as its stage defines them. */
const describe = async (db: Db, row: AssignmentRow) => {
  if (!row.work?.currentVersionId) return [];
  const [version] = await db
    .select({ fields: workVersions.fields, stageFields: competitionStages.workFields })
    .from(workVersions)
    .innerJoin(competitionStages, eq(competitionStages.id, row.stage.id))
    .where(eq(workVersions.id, row.work.currentVersionId));
  if (!version) return [];
  return version.stageFields
    .map((f) => ({ label: f.label, value: version.fields[f.key] ?? '' }))
    .filter((f) => f.value);
};

/** The work behind one of the caller's assignments, with view (and, if the stage allows, download) links. */
export const loadExpertWork = async (
  deps: Pick<AppDeps, 'db' | 'personalData'>,
  auth: AuthContext,
  assignmentId: string,
  now = new Date(),
): Promise<ExpertWork> => {
  const { db } = deps;
  const { row, expert } = await ownAssignment(db, auth.userId, assignmentId);
  const setting = await loadSetting(db, row.stage.id);
  const expiresAt = now.getTime() + TICKET_TTL_MS;
  const base = { sessionId: auth.sessionId, assignmentId, expiresAt };
  const stored = await currentFiles(db, row.work?.currentVersionId ?? null);
  return {
    assignmentId,
    title: row.work?.title ?? null,
    fields: await describe(db, row),
    files: stored.map((f) => ({
      fileId: f.publicId,
      name: f.originalName,
      size: f.size,
      mime: f.mime,
      kind: kindOf(f.mime),
      viewUrl: ticketUrl(deps, { ...base, fileId: f.publicId, mode: 'view' }),
      downloadUrl: setting.expertDownload
        ? ticketUrl(deps, { ...base, fileId: f.publicId, mode: 'download' })
        : null,
    })),
    downloadAllowed: setting.expertDownload,
    // The day in China, as the expert reads it (a UTC day is yesterday's before 08:00 Beijing time).
    watermark: `${expert.name} · ${chinaDayOf(now)}`,
  };
};

/**
 * The file a ticket opens, checked now: a valid signature, not expired, a live session of an active user,
 * the assignment still the expert's, the file in its work's current version, and a download only where the
 * stage allows it. Anything else is "not found" (a ticket is no way to learn what exists).
 */
export const openExpertFile = async (deps: Pick<AppDeps, 'db' | 'personalData'>, raw: string) => {
  const { db } = deps;
  const ticket = decodeTicket(deps, raw);
  if (!ticket) throw notFound(reviewMessages.fileNotFound);
  const now = new Date();
  const [session] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, ticket.sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(users.status, 1),
      ),
    )
    .limit(1);
  if (!session) throw notFound(reviewMessages.fileNotFound);
  const { row } = await ownAssignment(db, session.userId, ticket.assignmentId).catch(() => {
    throw notFound(reviewMessages.fileNotFound);
  });
  if (ticket.mode === 'download' && !(await loadSetting(db, row.stage.id)).expertDownload)
    throw notFound(reviewMessages.fileNotFound);
  const file = (await currentFiles(db, row.work?.currentVersionId ?? null)).find(
    (f) => f.publicId === ticket.fileId,
  );
  if (!file) throw notFound(reviewMessages.fileNotFound);
  return { file, disposition: ticket.mode === 'view' ? ('inline' as const) : ('attachment' as const) };
};
