import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { GroupRow, GroupType } from '@podium/contracts';
import type { groupAddBody, groupUpdateBody } from '@podium/contracts';
import type { z } from 'zod';
import { groups, roles, userRoles, users, websiteSettings } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { findReachableGroup, type GroupRecord, type Tx } from './group-lookup.ts';
import { presentGroup } from './group.presenter.ts';
import { groupMessages } from './organization.messages.ts';

type GroupValues = Omit<z.output<typeof groupAddBody>, 'parentId'>;

const assertCodeFree = async (db: Db | Tx, code: string, exceptId?: number) => {
  const [taken] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.code, code), exceptId === undefined ? undefined : ne(groups.id, exceptId)))
    .limit(1);
  if (taken) throw conflict(groupMessages.codeTaken, { code });
};

/** Inserts a group under `parent`, its path derived from the new id. Used for schools too. */
export const insertGroupUnder = async (
  tx: Tx,
  parent: GroupRecord,
  values: GroupValues,
): Promise<GroupRecord> => {
  await assertCodeFree(tx, values.code);
  const [row] = await tx
    .insert(groups)
    .values({ ...values, publicId: newPublicId(), parentId: parent.id, path: '' })
    .returning({ id: groups.id });
  const [created] = await tx
    .update(groups)
    .set({ path: `${parent.path}${row!.id}/` })
    .where(eq(groups.id, row!.id))
    .returning();
  return created!;
};

export const addGroup = async (
  db: Db,
  auth: AuthContext,
  body: z.output<typeof groupAddBody>,
): Promise<GroupRow> => {
  const { parentId, ...values } = body;
  const parent = await findReachableGroup(db, auth, parentId, groupMessages.parentNotFound);
  const created = await db.transaction((tx) => insertGroupUnder(tx, parent, values));
  return presentGroup(created, () => parent.publicId);
};

export const updateGroup = async (db: Db, auth: AuthContext, body: z.output<typeof groupUpdateBody>) => {
  const { groupId, ...values } = body;
  const before = await findReachableGroup(db, auth, groupId);
  if (values.code !== before.code) await assertCodeFree(db, values.code, before.id);
  const [after] = await db
    .update(groups)
    .set({ ...values, type: values.type as GroupType, updatedAt: new Date() })
    .where(eq(groups.id, before.id))
    .returning();
  return { before, after: after! };
};

/** Deletes an empty group: refused while subordinates, users, roles or a website still hang off it. */
export const deleteGroup = async (db: Db, auth: AuthContext, groupId: string) => {
  const group = await findReachableGroup(db, auth, groupId);
  if (auth.group?.id === group.id) throw badRequest(groupMessages.deleteActing);
  const [child] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(eq(groups.parentId, group.id))
    .limit(1);
  if (child) throw badRequest(groupMessages.hasChildren);
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      or(
        eq(users.groupId, group.id),
        inArray(
          users.id,
          db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.groupId, group.id)),
        ),
      ),
    )
    .limit(1);
  if (member) throw badRequest(groupMessages.hasUsers);
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.groupId, group.id)).limit(1);
  if (role) throw badRequest(groupMessages.hasRoles);
  const [site] = await db
    .select({ id: websiteSettings.id })
    .from(websiteSettings)
    .where(eq(websiteSettings.groupId, group.id))
    .limit(1);
  if (site) throw badRequest(groupMessages.hasWebsite);
  // School information, colleges, majors, departments and menu grants go with it (ON DELETE CASCADE).
  await db.delete(groups).where(sql`${groups.id} = ${group.id}`);
  return group;
};
