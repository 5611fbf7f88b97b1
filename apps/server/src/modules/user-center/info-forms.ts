import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { InfoField, InfoFormRow } from '@podium/contracts';
import { competitions, infoForms, infoSubmissions } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { findEditableCompetition, findManagedCompetition } from '../competition/competition-lookup.ts';
import { centerMessages } from './center.messages.ts';
import { enteredCompetitionIds } from './entrants.ts';

/** Information forms, organiser's side: define per competition, list, remove. */

type FormRecord = typeof infoForms.$inferSelect;

const submissionCount = sql<number>`(select count(*)::int from ${infoSubmissions}
  where ${infoSubmissions.formId} = ${infoForms.id})`;

export const presentForm = (
  form: FormRecord,
  competition: { publicId: string; name: string },
  extra: { submissionCount: number; submittedAt: Date | null },
  now = Date.now(),
): InfoFormRow => ({
  formId: form.publicId,
  competitionId: competition.publicId,
  competitionName: competition.name,
  title: form.title,
  description: form.description,
  fields: form.fields,
  deadline: form.deadline.toISOString(),
  open: form.deadline.getTime() > now,
  submissionCount: Number(extra.submissionCount),
  submittedAt: extra.submittedAt ? extra.submittedAt.toISOString() : null,
});

export const listFormsForDesk = async (db: Db, auth: AuthContext, competitionId: string) => {
  const competition = await findManagedCompetition(db, auth, competitionId);
  const rows = await db
    .select({ form: infoForms, submissionCount })
    .from(infoForms)
    .where(eq(infoForms.competitionId, competition.id))
    .orderBy(asc(infoForms.id));
  return rows.map((r) =>
    presentForm(r.form, competition, { submissionCount: r.submissionCount, submittedAt: null }),
  );
};

/** Field keys are unique within a form and a select field has choices. */
const checkFields = (fields: InfoField[]) => {
  const seen = new Set<string>();
  for (const field of fields) {
    if (seen.has(field.key)) throw badRequest(centerMessages.duplicateFieldKey, { key: field.key });
    seen.add(field.key);
    if (field.type === 'select' && field.options.length === 0)
      throw badRequest(centerMessages.selectNeedsOptions, { label: field.label });
  }
  return fields.map((f) => ({ ...f, options: f.type === 'select' ? f.options : [] }));
};

/** A form of a competition the caller may edit, by its public id (another organiser's: not found). */
export const findManagedForm = async (db: Db, auth: AuthContext, formId: string, editable = true) => {
  const [row] = await db
    .select({ form: infoForms, competitionPublicId: competitions.publicId })
    .from(infoForms)
    .innerJoin(competitions, eq(competitions.id, infoForms.competitionId))
    .where(eq(infoForms.publicId, formId))
    .limit(1);
  if (!row) throw notFound(centerMessages.formNotFound);
  const competition = editable
    ? await findEditableCompetition(db, auth, row.competitionPublicId)
    : await findManagedCompetition(db, auth, row.competitionPublicId);
  return { form: row.form, competition };
};

export const saveForm = async (
  db: Db,
  auth: AuthContext,
  body: {
    competitionId: string;
    formId?: string;
    title: string;
    description: string;
    fields: InfoField[];
    deadline: string;
  },
) => {
  const competition = await findEditableCompetition(db, auth, body.competitionId);
  const values = {
    title: body.title,
    description: body.description,
    fields: checkFields(body.fields),
    deadline: new Date(body.deadline),
    updatedAt: new Date(),
  };
  if (body.formId) {
    const { form } = await findManagedForm(db, auth, body.formId);
    if (form.competitionId !== competition.id) throw notFound(centerMessages.formNotFound);
    await db.update(infoForms).set(values).where(eq(infoForms.id, form.id));
    return { formId: form.publicId, before: form };
  }
  const [created] = await db
    .insert(infoForms)
    .values({ publicId: newPublicId(), competitionId: competition.id, createdBy: auth.userId, ...values })
    .returning({ publicId: infoForms.publicId });
  return { formId: created!.publicId, before: null };
};

/** Removes a form and its submissions (the operation log keeps what the form was). */
export const removeForm = async (db: Db, auth: AuthContext, formId: string) => {
  const { form } = await findManagedForm(db, auth, formId);
  await db.delete(infoForms).where(eq(infoForms.id, form.id));
  return form;
};

/** Entrant's side: the forms of every competition they entered (published or finished), newest first. */
export const listFormsForUser = async (db: Db, userId: number) => {
  const rows = await db
    .select({
      form: infoForms,
      competition: { publicId: competitions.publicId, name: competitions.name },
      submittedAt: infoSubmissions.updatedAt,
    })
    .from(infoForms)
    .innerJoin(competitions, eq(competitions.id, infoForms.competitionId))
    .leftJoin(
      infoSubmissions,
      and(eq(infoSubmissions.formId, infoForms.id), eq(infoSubmissions.userId, userId)),
    )
    .where(
      and(ne(competitions.status, 'draft'), inArray(infoForms.competitionId, enteredCompetitionIds(userId))),
    )
    .orderBy(desc(infoForms.deadline));
  return rows.map((r) =>
    presentForm(r.form, r.competition, { submissionCount: 0, submittedAt: r.submittedAt }),
  );
};
