import { and, eq, isNull } from 'drizzle-orm';
import { roles, userRoles, users } from '../../schema/index.ts';
import { newPublicId } from '../../../platform/ids.ts';
import type { SeedContext } from './seed-context.ts';

/** Ten people per demo school, so the user list, its filters and the online page look alive. */
const PEOPLE: Record<'schoolA' | 'schoolB', { prefix: string; names: string[] }> = {
  schoolA: {
    prefix: 'donghai',
    names: [
      '王思远',
      '陈雨桐',
      '刘子涵',
      '杨浩然',
      '黄诗琪',
      '吴俊杰',
      '徐梦瑶',
      '孙嘉怡',
      '马天宇',
      '朱晓东',
    ],
  },
  schoolB: {
    prefix: 'xishan',
    names: [
      '胡一鸣',
      '郭静怡',
      '何宇航',
      '林可欣',
      '罗文博',
      '高雅琴',
      '梁志强',
      '宋佳宁',
      '郑凯文',
      '谢婉清',
    ],
  },
};

/**
 * Demo users of the two schools: students, with every fourth a teacher and the last one disabled.
 * Phones and ID numbers are made up (valid in form) and stored encrypted, as the product stores them.
 * They share the demo password, copied from an existing account instead of hashing again.
 */
export const seedSystemUsers = async ({ tx, base, personalData }: SeedContext): Promise<void> => {
  const [source] = await tx
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, base.users.student.id));
  const [teacher] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.roleKey, 'teacher'), isNull(roles.groupId)));
  if (!source) return;
  for (const school of ['schoolA', 'schoolB'] as const) {
    const group = base.groups[school];
    const { prefix, names } = PEOPLE[school];
    const created = await tx
      .insert(users)
      .values(
        names.map((realName, i) => {
          const username = `${prefix}${String(i + 1).padStart(2, '0')}`;
          const phone = `139${school === 'schoolA' ? '1' : '2'}000${String(1000 + i)}`;
          const region = school === 'schoolA' ? '310101' : '320102';
          const idCard = `${region}2005${String(1 + (i % 9)).padStart(2, '0')}15${100 + i}${i % 10}`;
          return {
            publicId: newPublicId(),
            username,
            passwordHash: source.passwordHash,
            realName,
            email: `${username}@podium.local`,
            phoneCipher: personalData.encrypt(phone),
            phoneIndex: personalData.blindIndex(phone),
            idCardCipher: personalData.encrypt(idCard),
            idCardIndex: personalData.blindIndex(idCard),
            userType: i % 4 === 3 ? 'teacher' : 'student',
            groupId: group.id,
            status: i === names.length - 1 ? 0 : 1,
          };
        }),
      )
      .returning({ id: users.id, userType: users.userType });
    await tx.insert(userRoles).values(
      created.map((user) => ({
        userId: user.id,
        roleId: user.userType === 'teacher' && teacher ? teacher.id : base.roles.student,
        groupId: group.id,
      })),
    );
  }
};
