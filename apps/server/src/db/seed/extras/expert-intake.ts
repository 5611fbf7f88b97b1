import { eq } from 'drizzle-orm';
import {
  expertApplications,
  expertCampaigns,
  expertRecommendations,
  groupMenus,
  roleMenus,
  roles,
} from '../../schema/index.ts';
import { newPublicId } from '../../../platform/ids.ts';
import type { SeedContext } from './seed-context.ts';

const DAY = 24 * 3600 * 1000;
const ORGANIZER_PERMS = ['expert:import', 'expert:export', 'expert:account', 'expert:recruit'];

const addPermissions = async ({ tx }: SeedContext, roleId: number, extra: string[]) => {
  const [role] = await tx.select({ permissions: roles.permissions }).from(roles).where(eq(roles.id, roleId));
  await tx
    .update(roles)
    .set({ permissions: [...new Set([...(role?.permissions ?? []), ...extra])] })
    .where(eq(roles.id, roleId));
};

/**
 * Expert intake demo: the organiser may import, export, make accounts and recruit; schools may recommend
 * (their groups and role get the expert/recommend page). One open campaign with two pending applications,
 * and one pending recommendation of 东海大学.
 */
export const seedExpertIntake = async (ctx: SeedContext): Promise<void> => {
  const { tx, base, personalData } = ctx;
  await addPermissions(ctx, base.roles.organizer, ORGANIZER_PERMS);
  await addPermissions(ctx, base.roles.school, ['expert:recommend']);
  const recommendMenu = base.menuIds.get('expert.recommend');
  const expertMenu = base.menuIds.get('expert');
  const schoolMenus = [expertMenu, recommendMenu].filter((id): id is number => id !== undefined);
  if (schoolMenus.length) {
    await tx
      .insert(groupMenus)
      .values(
        [base.groups.schoolA, base.groups.schoolB].flatMap((g) =>
          schoolMenus.map((menuId) => ({ groupId: g.id, menuId })),
        ),
      )
      .onConflictDoNothing();
    await tx
      .insert(roleMenus)
      .values(schoolMenus.map((menuId) => ({ roleId: base.roles.school, menuId })))
      .onConflictDoNothing();
  }

  const now = Date.now();
  const [campaign] = await tx
    .insert(expertCampaigns)
    .values({
      publicId: newPublicId(),
      groupId: base.groups.organizer.id,
      title: '2026 年度创新设计评审专家招募',
      fields: ['industrialDesign', 'visualDesign'],
      description:
        '面向高校教师与行业设计师招募本年度创新设计赛评审专家。要求具有副高及以上职称或五年以上设计从业经历，能参加线上评审与一次现场答辩评审。',
      deadline: new Date(now + 30 * DAY),
      createdBy: base.users.organizer.id,
    })
    .returning({ id: expertCampaigns.id });
  const applicants = [
    [
      '林若溪',
      '副教授',
      '南方艺术学院',
      ['visualDesign'],
      '13800001201',
      '从事视觉传达设计教学十二年，多次担任省级设计竞赛评委。',
    ],
    [
      '韩嘉树',
      '高级工业设计师',
      '远帆智能装备有限公司',
      ['industrialDesign', 'hardware'],
      '13800001202',
      '主持过三款量产智能硬件的工业设计。',
    ],
  ] as const;
  await tx.insert(expertApplications).values(
    applicants.map(([name, title, organisation, fields, phone, introduction], i) => ({
      publicId: newPublicId(),
      campaignId: campaign!.id,
      name,
      title,
      organisation,
      fields: [...fields],
      phoneCipher: personalData.encrypt(phone),
      phoneIndex: personalData.blindIndex(phone),
      email: `applicant${i + 1}@podium.local`,
      introduction,
      consentAt: new Date(now - (i + 1) * DAY),
    })),
  );
  await tx.insert(expertRecommendations).values({
    publicId: newPublicId(),
    schoolGroupId: base.groups.schoolA.id,
    name: '宋知远',
    title: '教授',
    organisation: '东海大学机械工程学院',
    fields: ['industrialDesign'],
    phoneCipher: personalData.encrypt('13800001301'),
    email: 'songzy@podium.local',
    note: '长期指导学生参加工业设计类竞赛，熟悉评审流程。',
    createdBy: base.users.school.id,
  });
};
