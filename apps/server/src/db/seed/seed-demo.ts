import { sql } from 'drizzle-orm';
import { ROOT_ROLE, SITE_NAME_ZH } from '@podium/contracts';
import {
  banners,
  groupMenus,
  groups,
  menus,
  roleMenus,
  roles,
  userRoles,
  users,
  websiteSettings,
} from '../schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { newPublicId } from '../../platform/ids.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { DEMO_SITE } from './website-seed.ts';
import { MENU_TREE, menuRowOf, type MenuSeed } from './menu-tree.ts';
import { seedExtras } from './extras/index.ts';
import type { PersonalDataCipher } from '../../platform/personal-data.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const insertGroup = async (
  tx: Tx,
  name: string,
  code: string,
  type: string,
  parent?: { id: number; path: string },
) => {
  const [row] = await tx
    .insert(groups)
    .values({ publicId: newPublicId(), name, code, type, parentId: parent?.id, path: '' })
    .returning({ id: groups.id, publicId: groups.publicId });
  const path = `${parent?.path ?? '/'}${row!.id}/`;
  await tx
    .update(groups)
    .set({ path })
    .where(sql`${groups.id} = ${row!.id}`);
  return { id: row!.id, publicId: row!.publicId, path };
};

/** Inserts the menu tree; returns menu ids by key. */
export const insertMenus = async (
  tx: Tx,
  tree: MenuSeed[] = MENU_TREE,
  parentId?: number,
  ids = new Map<string, number>(),
) => {
  for (const [index, node] of tree.entries()) {
    const [row] = await tx
      .insert(menus)
      .values({ publicId: newPublicId(), ...menuRowOf(node, parentId, index) })
      .returning({ id: menus.id });
    ids.set(node.key, row!.id);
    if (node.children) await insertMenus(tx, node.children, row!.id, ids);
  }
  return ids;
};

const insertRole = async (
  tx: Tx,
  roleKey: string,
  roleName: string,
  permissions: string[],
  groupId?: number,
) => {
  const [row] = await tx
    .insert(roles)
    .values({ publicId: newPublicId(), roleKey, roleName, permissions, groupId })
    .returning({ id: roles.id });
  return row!.id;
};

const menuKeysUnder = (prefixes: string[], ids: Map<string, number>) =>
  [...ids.entries()]
    .filter(([key]) => prefixes.some((p) => key === p || key.startsWith(`${p}.`)))
    .map(([, id]) => id);

export type DemoFixture = Awaited<ReturnType<typeof seedDemo>>;
/** What the base demo seed created, handed to each domain's seed. */
export type DemoBase = {
  groups: Record<
    'platform' | 'organizer' | 'schoolA' | 'schoolB',
    { id: number; publicId: string; path: string }
  >;
  users: Record<
    'admin' | 'organizer' | 'school' | 'expert' | 'student' | 'student2',
    { id: number; publicId: string }
  >;
  roles: Record<'root' | 'organizer' | 'school' | 'expert' | 'student', number>;
  menuIds: Map<string, number>;
  websiteId: number;
};

/**
 * The demo tenant: platform → organiser → two schools, one account per persona, the full menu, a portal site.
 * Shared by `npm start` (first run), the API tests and the browser journeys.
 */
export const seedDemo = async (db: Db, personalData: PersonalDataCipher): Promise<DemoBase> => {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const platform = await insertGroup(tx, SITE_NAME_ZH, 'PLATFORM', 'organizer');
    const organizer = await insertGroup(tx, '全国大学生创新竞赛组委会', 'ORGANIZER', 'organizer', platform);
    const schoolA = await insertGroup(tx, '东海大学', 'SCH-DONGHAI', 'school', organizer);
    const schoolB = await insertGroup(tx, '西山理工学院', 'SCH-XISHAN', 'school', organizer);
    const menuIds = await insertMenus(tx);

    const allMenuIds = [...menuIds.values()];
    const schoolMenus = menuKeysUnder(
      [
        'dashboard',
        'competition.list',
        'competition.signUp',
        'competition.works',
        // A school reads its students' published awards and certificates (read-only).
        'competition.schoolAwards',
        'stats',
        'news.apply',
        // A school sees the orders its students and teams paid (finance scope: its own subtree).
        'finance.order',
        'system.schoolChange',
        // A school fills in the reporting tasks that ask it (the page keys are not under 'stats').
        'summary.submission',
      ],
      menuIds,
    );
    await tx
      .insert(groupMenus)
      .values([
        ...[platform, organizer].flatMap((g) => allMenuIds.map((menuId) => ({ groupId: g.id, menuId }))),
        ...[schoolA, schoolB].flatMap((g) => schoolMenus.map((menuId) => ({ groupId: g.id, menuId }))),
      ]);

    const rootRole = await insertRole(tx, ROOT_ROLE, '超级管理员', []);
    const organizerPerms = [
      'competition:info:list',
      'enroll:list',
      'works:list',
      'reward:list',
      'review:distribute',
      'review:eliminate',
      'expert:list',
      'certificate:make',
      'certificate:list',
      'certificate:send',
      'certificate:check',
      'finance:list',
      'finance:export',
      'finance:action',
      'statistics:view',
      'summary:manage',
      'news:list',
      'news:edit',
      'news:publish',
      'news:remove',
      'news:check',
      'website:edit',
      'content:list',
      'content:edit',
      'content:publish',
      'system:user:list',
      'system:user:add',
      'system:user:edit',
      'system:user:remove',
      'system:user:role',
      'system:user:resetPwd',
      'system:user:import',
      'system:user:export',
      'system:group:list',
      'system:group:add',
      'system:group:edit',
      'system:group:remove',
      'system:group:move',
      'system:school:list',
      'system:school:add',
      'system:school:edit',
      'system:school:remove',
      'system:school:member',
      'system:dept:list',
      'system:log:list',
      'system:online:list',
      'system:online:forceLogout',
    ];
    const organizerRole = await insertRole(tx, 'organizer', '竞赛组织者', organizerPerms, organizer.id);
    const schoolRole = await insertRole(
      tx,
      'school',
      '学校管理员',
      [
        'competition:info:list',
        'enroll:list',
        'works:list',
        'news:apply',
        'system:school:member',
        'finance:list',
        'statistics:view',
        'summary:fill',
        'reward:school',
      ],
      organizer.id,
    );
    const expertRole = await insertRole(tx, 'expert', '评审专家', []);
    const studentRole = await insertRole(tx, 'student', '学生', []);
    await insertRole(tx, 'teacher', '指导教师', []);

    const grant = (roleId: number, menuIdList: number[]) => menuIdList.map((menuId) => ({ roleId, menuId }));
    await tx.insert(roleMenus).values([
      ...grant(
        organizerRole,
        menuKeysUnder(
          [
            'dashboard',
            'competition',
            'review',
            'expert',
            'certificate',
            'finance',
            'news',
            'stats',
            'summary',
            'website',
            'system.user',
            'system.group',
            'system.school',
            'system.college',
            'system.major',
            'system.schoolChange',
            'system.online',
          ],
          menuIds,
        ),
      ),
      ...grant(schoolRole, schoolMenus),
      // The expert's own pages: the workspace and the on-site panel; results belong to the organiser.
      ...grant(expertRole, menuKeysUnder(['dashboard', 'review.competition', 'review.scene'], menuIds)),
    ]);

    const person = async (
      username: string,
      realName: string,
      userType: string,
      home: { id: number },
      email: string,
    ) => {
      const [row] = await tx
        .insert(users)
        .values({
          publicId: newPublicId(),
          username,
          passwordHash,
          realName,
          userType,
          groupId: home.id,
          email,
        })
        .returning({ id: users.id, publicId: users.publicId });
      return row!;
    };
    const admin = await person('admin', '系统管理员', 'staff', platform, 'admin@podium.local');
    const organizerUser = await person('organizer', '赵组委', 'staff', organizer, 'organizer@podium.local');
    const schoolUser = await person('school', '钱老师', 'teacher', schoolA, 'school@podium.local');
    const expert = await person('expert', '孙专家', 'expert', organizer, 'expert@podium.local');
    const student = await person('student', '李同学', 'student', schoolA, 'student@podium.local');
    const student2 = await person('student2', '周同学', 'student', schoolB, 'student2@podium.local');
    await tx.insert(userRoles).values([
      { userId: admin.id, roleId: rootRole, groupId: platform.id },
      { userId: admin.id, roleId: organizerRole, groupId: organizer.id },
      { userId: organizerUser.id, roleId: organizerRole, groupId: organizer.id },
      { userId: schoolUser.id, roleId: schoolRole, groupId: schoolA.id },
      { userId: expert.id, roleId: expertRole, groupId: organizer.id },
      { userId: student.id, roleId: studentRole, groupId: schoolA.id },
      { userId: student2.id, roleId: studentRole, groupId: schoolB.id },
    ]);

    const { banners: demoBanners, ...site } = DEMO_SITE;
    const [website] = await tx
      .insert(websiteSettings)
      .values({ groupId: platform.id, host: '*', ...site })
      .returning({ id: websiteSettings.id });
    await tx.insert(banners).values(
      demoBanners.map((b, orderNum) => ({
        ...b,
        publicId: newPublicId(),
        websiteId: website!.id,
        orderNum,
      })),
    );

    const base = {
      groups: { platform, organizer, schoolA, schoolB },
      users: { admin, organizer: organizerUser, school: schoolUser, expert, student, student2 },
      roles: {
        root: rootRole,
        organizer: organizerRole,
        school: schoolRole,
        expert: expertRole,
        student: studentRole,
      },
      menuIds,
      websiteId: website!.id,
    };
    await seedExtras({ tx, base, personalData });
    return base;
  });
};
