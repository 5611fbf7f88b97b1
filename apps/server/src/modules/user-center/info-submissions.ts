import { chinaTime } from '../../platform/china-days.ts';
import { and, asc, eq } from 'drizzle-orm';
import type { InfoField, InfoFormDetail, InfoSubmission } from '@podium/contracts';
import {
  competitions,
  enrollTeams,
  groups,
  infoForms,
  infoSubmissions,
  users,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { writeSheet } from '../../platform/excel.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { translate, type Lang } from '../../platform/messages.ts';
import { centerMessages } from './center.messages.ts';
import { findEntry } from './entrants.ts';
import { findManagedForm, presentForm } from './info-forms.ts';
import { schoolNameOf } from '../../platform/school-name.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Checks answers against the form's fields; unknown keys, missing required ones and bad values refused. */
export const checkValues = (fields: InfoField[], values: Record<string, string>) => {
  const byKey = new Map(fields.map((f) => [f.key, f]));
  for (const key of Object.keys(values))
    if (!byKey.has(key)) throw badRequest(centerMessages.fieldUnknown, { key });
  const clean: Record<string, string> = {};
  for (const field of fields) {
    const value = (values[field.key] ?? '').trim();
    const label = { label: field.label };
    if (!value) {
      if (field.required) throw badRequest(centerMessages.fieldRequired, label);
      continue;
    }
    if (field.type === 'number' && !Number.isFinite(Number(value)))
      throw badRequest(centerMessages.fieldNumber, label);
    if (field.type === 'date' && (!DATE.test(value) || Number.isNaN(Date.parse(value))))
      throw badRequest(centerMessages.fieldDate, label);
    if (field.type === 'select' && !field.options.includes(value))
      throw badRequest(centerMessages.fieldOption, label);
    if (field.type !== 'textarea' && value.length > 200) throw badRequest(centerMessages.fieldTooLong, label);
    clean[field.key] = value;
  }
  return clean;
};

/** A form the user may fill: of a published or finished competition they entered. */
const formForEntrant = async (db: Db, userId: number, formId: string) => {
  const [row] = await db
    .select({ form: infoForms, competition: competitions })
    .from(infoForms)
    .innerJoin(competitions, eq(competitions.id, infoForms.competitionId))
    .where(eq(infoForms.publicId, formId))
    .limit(1);
  if (!row || row.competition.status === 'draft') throw notFound(centerMessages.formNotFound);
  const entry = await findEntry(db, userId, row.competition.id);
  if (!entry) throw badRequest(centerMessages.notEntrant);
  return { ...row, entry };
};

const mySubmission = async (db: Db, formId: number, userId: number) => {
  const [row] = await db
    .select()
    .from(infoSubmissions)
    .where(and(eq(infoSubmissions.formId, formId), eq(infoSubmissions.userId, userId)))
    .limit(1);
  return row;
};

export const readFormForUser = async (db: Db, userId: number, formId: string): Promise<InfoFormDetail> => {
  const { form, competition } = await formForEntrant(db, userId, formId);
  const submission = await mySubmission(db, form.id, userId);
  return {
    ...presentForm(form, competition, { submissionCount: 0, submittedAt: submission?.updatedAt ?? null }),
    values: submission?.values ?? {},
  };
};

/** Submits or edits the entrant's answers until the deadline; one row per form and user. */
export const submitForm = async (db: Db, userId: number, formId: string, values: Record<string, string>) => {
  const { form, entry } = await formForEntrant(db, userId, formId);
  if (form.deadline.getTime() <= Date.now()) throw badRequest(centerMessages.formClosed);
  const clean = checkValues(form.fields, values);
  const [saved] = await db
    .insert(infoSubmissions)
    .values({ publicId: newPublicId(), formId: form.id, userId, teamId: entry.teamId, values: clean })
    .onConflictDoUpdate({
      target: [infoSubmissions.formId, infoSubmissions.userId],
      set: { values: clean, teamId: entry.teamId, updatedAt: new Date() },
    })
    .returning({ publicId: infoSubmissions.publicId });
  return { submissionId: saved!.publicId, values: clean };
};

export const listSubmissions = async (db: Db, auth: AuthContext, formId: string) => {
  const { form } = await findManagedForm(db, auth, formId, false);
  const rows = await db
    .select({
      submission: infoSubmissions,
      username: users.username,
      realName: users.realName,
      schoolName: schoolNameOf(groups),
      teamName: enrollTeams.name,
    })
    .from(infoSubmissions)
    .innerJoin(users, eq(users.id, infoSubmissions.userId))
    .leftJoin(groups, eq(groups.id, users.groupId))
    .leftJoin(enrollTeams, eq(enrollTeams.id, infoSubmissions.teamId))
    .where(eq(infoSubmissions.formId, form.id))
    .orderBy(asc(infoSubmissions.id));
  const submissions: InfoSubmission[] = rows.map((r) => ({
    submissionId: r.submission.publicId,
    username: r.username,
    realName: r.realName,
    schoolName: r.schoolName ?? '',
    teamName: r.teamName ?? '',
    values: r.submission.values,
    updatedAt: r.submission.updatedAt.toISOString(),
  }));
  return { form, submissions };
};

/** The submissions as .xlsx: who, school, team, then one column per field of the form (cells neutralised). */
export const submissionsWorkbook = (fields: InfoField[], rows: InfoSubmission[], lang: Lang) => {
  const t = (key: keyof typeof centerMessages) => translate(centerMessages[key], lang);
  return writeSheet({
    sheetName: t('submissionsSheet'),
    columns: [
      { header: t('colUsername'), key: '_username' },
      { header: t('colRealName'), key: '_realName' },
      { header: t('colSchool'), key: '_school', width: 24 },
      { header: t('colTeam'), key: '_team', width: 20 },
      ...fields.map((f) => ({ header: f.label, key: `f_${f.key}`, width: 20, text: true })),
      { header: t('colUpdatedAt'), key: '_updatedAt', width: 20 },
    ],
    rows: rows.map((r) => ({
      _username: r.username,
      _realName: r.realName,
      _school: r.schoolName,
      _team: r.teamName,
      ...Object.fromEntries(fields.map((f) => [`f_${f.key}`, r.values[f.key] ?? ''])),
      _updatedAt: chinaTime(r.updatedAt, 'second'),
    })),
  });
};
