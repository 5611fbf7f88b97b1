import { eq } from 'drizzle-orm';
import type { schoolAddBody, schoolInfoSaveBody } from '@podium/contracts';
import type { z } from 'zod';
import { schoolInfos } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { deleteGroup, findReachableGroup, groupMessages, insertGroupUnder } from '../organization/index.ts';
import { assertProvinceExists, findReachableSchool } from './school-lookup.ts';

type InfoValues = Omit<z.output<typeof schoolInfoSaveBody>, 'schoolId'>;

/** Creating a school is one act: the group of type school and its information, together or not at all. */
export const addSchool = async (db: Db, auth: AuthContext, body: z.output<typeof schoolAddBody>) => {
  const { parentId, name, code, status, orderNum, remark, ...info } = body;
  const parent = await findReachableGroup(db, auth, parentId, groupMessages.parentNotFound);
  await assertProvinceExists(db, info.provinceCode);
  return db.transaction(async (tx) => {
    const school = await insertGroupUnder(tx, parent, {
      name,
      code,
      type: 'school',
      status,
      orderNum,
      remark,
      contactName: info.contactName,
      contactPhone: info.contactPhone,
    });
    await tx.insert(schoolInfos).values({ groupId: school.id, ...info });
    return { school, info };
  });
};

/** Saves (creates or replaces) the information of a reachable school. */
export const saveSchoolInfo = async (
  db: Db,
  auth: AuthContext,
  body: z.output<typeof schoolInfoSaveBody>,
) => {
  const { schoolId, ...values } = body;
  const school = await findReachableSchool(db, auth, schoolId);
  await assertProvinceExists(db, values.provinceCode);
  const [before] = await db.select().from(schoolInfos).where(eq(schoolInfos.groupId, school.id));
  const info: InfoValues = values;
  await db
    .insert(schoolInfos)
    .values({ groupId: school.id, ...info })
    .onConflictDoUpdate({ target: schoolInfos.groupId, set: info });
  return { school, before: before ?? null, after: info };
};

/** Deletes a school with the same rules as any organisation (no subordinates, users, roles or site). */
export const deleteSchool = async (db: Db, auth: AuthContext, schoolId: string) => {
  await findReachableSchool(db, auth, schoolId);
  return deleteGroup(db, auth, schoolId);
};
