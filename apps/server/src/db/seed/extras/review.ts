import { and, asc, eq, inArray } from 'drizzle-orm';
import { DictType } from '@podium/contracts';
import {
  competitions,
  competitionItems,
  competitionStages,
  dictData,
  dictTypes,
  enrollMembers,
  enrollTeams,
  expertGroupMembers,
  expertGroups,
  experts,
  reviewAssignments,
  reviewEntries,
  reviewSettings,
  roles,
  userRoles,
  users,
  workVersions,
  works,
} from '../../schema/index.ts';
import { newPublicId } from '../../../platform/ids.ts';
import { distribute } from '../../../modules/review/distribution/assign.ts';
import { DEFAULT_COLUMNS } from '../../../modules/review/settings.ts';
import type { SeedContext } from './seed-context.ts';

const DAY = 24 * 3600 * 1000;

const FIELDS: [value: string, label: string, labelEn: string][] = [
  ['ai', '人工智能', 'Artificial intelligence'],
  ['hardware', '智能硬件', 'Smart hardware'],
  ['industrialDesign', '工业设计', 'Industrial design'],
  ['visualDesign', '视觉传达设计', 'Visual communication design'],
  ['math', '数学建模', 'Mathematical modelling'],
  ['software', '软件工程', 'Software engineering'],
];

type ExpertSeed = {
  name: string;
  title: string;
  organisation: string;
  school?: 'schoolA' | 'schoolB';
  conflict?: 'schoolA' | 'schoolB';
  fields: string[];
  account?: true;
  temporary?: true;
};

const EXPERTS: ExpertSeed[] = [
  {
    name: '孙专家',
    title: '教授',
    organisation: '华东设计研究院',
    fields: ['visualDesign', 'industrialDesign'],
    conflict: 'schoolB',
    account: true,
  },
  {
    name: '周文澜',
    title: '教授',
    organisation: '东海大学艺术学院',
    school: 'schoolA',
    fields: ['visualDesign'],
  },
  {
    name: '吴启明',
    title: '副教授',
    organisation: '西山理工学院设计系',
    school: 'schoolB',
    fields: ['industrialDesign'],
  },
  {
    name: '郑雅婷',
    title: '高级工程师',
    organisation: '江南智造科技有限公司',
    fields: ['hardware', 'industrialDesign'],
  },
  {
    name: '王立群',
    title: '研究员',
    organisation: '国家工业设计中心',
    fields: ['industrialDesign', 'visualDesign'],
  },
  { name: '冯晓岚', title: '教授', organisation: '华南美术学院', fields: ['visualDesign'] },
  { name: '陈博远', title: '副研究员', organisation: '人工智能研究院', fields: ['ai', 'software'] },
  {
    name: '褚明轩',
    title: '设计总监',
    organisation: '青禾品牌设计工作室',
    fields: ['visualDesign'],
    temporary: true,
  },
];

/**
 * Review demo: the expert-field dictionary, an expert library holding the `expert` account, an expert group
 * with that expert as captain, and the review of the previous season's design competition (its window
 * closed before the awards) — approved sign-ups of the demo school users, distributed to experts by the real
 * solver and partly scored.
 */
export const seedReview = async ({ tx, base, personalData }: SeedContext): Promise<void> => {
  await tx.insert(dictTypes).values({
    publicId: newPublicId(),
    dictType: DictType.expertField,
    dictName: '专家领域',
    remark: '专家库的专业领域标签，评审分配优先匹配',
  });
  await tx.insert(dictData).values(
    FIELDS.map(([value, label, labelEn], orderNum) => ({
      publicId: newPublicId(),
      dictType: DictType.expertField,
      value,
      label,
      labelEn,
      orderNum,
    })),
  );
  const [organizer] = await tx
    .select({ permissions: roles.permissions })
    .from(roles)
    .where(eq(roles.id, base.roles.organizer));
  await tx
    .update(roles)
    .set({ permissions: [...new Set([...(organizer?.permissions ?? []), 'expert:edit', 'expert:reveal'])] })
    .where(eq(roles.id, base.roles.organizer));

  const [competition] = await tx
    .select({ id: competitions.id })
    .from(competitions)
    .where(and(eq(competitions.groupId, base.groups.organizer.id), eq(competitions.shortName, '创意设计赛')))
    .limit(1);
  if (!competition) return;
  const [stage] = await tx
    .select()
    .from(competitionStages)
    .where(eq(competitionStages.competitionId, competition.id))
    .orderBy(asc(competitionStages.orderNum))
    .limit(1);
  const [item] = await tx
    .select()
    .from(competitionItems)
    .where(eq(competitionItems.competitionId, competition.id))
    .limit(1);
  if (!stage || !item) return;
  // The competition is finished: its review window stays where the stage dates it, closed before the award
  // ceremony. Tests and journeys that score open it themselves (test-support/open-demo-review.ts).
  const now = Date.now();
  const reviewEnd = stage.reviewEnd ?? new Date(now);

  const expertRows = await tx
    .insert(experts)
    .values(
      EXPERTS.map((e, i) => ({
        publicId: newPublicId(),
        groupId: base.groups.organizer.id,
        userId: e.account ? base.users.expert.id : null,
        name: e.name,
        title: e.title,
        organisation: e.organisation,
        schoolGroupId: e.school ? base.groups[e.school].id : null,
        fields: e.fields,
        conflictGroupIds: e.conflict ? [base.groups[e.conflict].id] : [],
        phoneCipher: personalData.encrypt(`1370000${String(1000 + i)}`),
        email: `expert${i + 1}@podium.local`,
        bankName: '中国工商银行',
        bankCardCipher: personalData.encrypt(`622202100${String(1000000000 + i * 7919)}`),
        temporaryCompetitionId: e.temporary ? competition.id : null,
        accessEndsAt: e.temporary ? new Date(now + 30 * DAY) : null,
      })),
    )
    .returning();
  const captain = expertRows[0]!;
  const [group] = await tx
    .insert(expertGroups)
    .values({ publicId: newPublicId(), stageId: stage.id, name: '第一评审组', captainExpertId: captain.id })
    .returning({ id: expertGroups.id });
  await tx
    .insert(expertGroupMembers)
    .values(expertRows.map((e) => ({ expertGroupId: group!.id, expertId: e.id })));
  await tx.insert(reviewSettings).values({
    stageId: stage.id,
    reviewType: 'online',
    blind: true,
    expertsPerEntry: 3,
    perExpertCap: 6,
    finalMethod: 'mean',
    columns: DEFAULT_COLUMNS,
  });

  // Teams of two from the demo school users (teachers advise), approved in the design competition.
  const people = await tx
    .select({ id: users.id, username: users.username, groupId: users.groupId, status: users.status })
    .from(users)
    .where(inArray(users.groupId, [base.groups.schoolA.id, base.groups.schoolB.id]))
    .orderBy(asc(users.username));
  const teacherRole = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(roles.roleKey, 'teacher'));
  const teachers = new Set(teacherRole.map((t) => t.userId));
  const teamRows: { teamId: number; schoolId: number; personIds: number[] }[] = [];
  const titles = [
    '青瓷新生',
    '城市微光',
    '折纸书架',
    '声音的形状',
    '节气插画',
    '无障碍导视',
    '竹编灯具',
    '海洋回收计划',
  ];
  for (const prefix of ['donghai', 'xishan'] as const) {
    const pool = people.filter((p) => p.username.startsWith(prefix) && p.status === 1);
    const students = pool.filter((p) => !teachers.has(p.id));
    const advisor = pool.find((p) => teachers.has(p.id));
    for (let t = 0; t + 1 < students.length && t < 8; t += 2) {
      const [captainUser, member] = [students[t]!, students[t + 1]!];
      const schoolId = captainUser.groupId!;
      const title = titles[teamRows.length % titles.length]!;
      // Signed up inside the stage's sign-up window, approved the next day, the work handed in during
      // the submission window: the dates read like the season the stage describes.
      const signedUpAt = new Date(
        (stage.signUpStart ?? new Date(now - 60 * DAY)).getTime() + teamRows.length * DAY,
      );
      const submittedAt = new Date((stage.submitStart ?? signedUpAt).getTime() + (teamRows.length + 1) * DAY);
      const [team] = await tx
        .insert(enrollTeams)
        .values({
          publicId: newPublicId(),
          competitionId: competition.id,
          stageId: stage.id,
          itemId: item.id,
          schoolGroupId: schoolId,
          captainId: captainUser.id,
          name: `${title}创作组`,
          status: 'approved',
          memberCount: 2,
          advisorCount: advisor ? 1 : 0,
          createdAt: signedUpAt,
          updatedAt: new Date(signedUpAt.getTime() + DAY),
          reviewedBy: base.users.organizer.id,
          reviewedAt: new Date(signedUpAt.getTime() + DAY),
        })
        .returning({ id: enrollTeams.id });
      // The work under review: it is in the works list, and award lines and certificates carry its title.
      const [work] = await tx
        .insert(works)
        .values({
          publicId: newPublicId(),
          teamId: team!.id,
          competitionId: competition.id,
          stageId: stage.id,
          schoolGroupId: schoolId,
          title,
          versionCount: 1,
          shareId: newPublicId(),
          createdAt: submittedAt,
          updatedAt: submittedAt,
        })
        .returning({ id: works.id });
      const [version] = await tx
        .insert(workVersions)
        .values({
          publicId: newPublicId(),
          workId: work!.id,
          versionNo: 1,
          title,
          fields: { summary: `${title}：设计说明见作品文件。` },
          submittedBy: captainUser.id,
          createdAt: submittedAt,
        })
        .returning({ id: workVersions.id });
      await tx.update(works).set({ currentVersionId: version!.id }).where(eq(works.id, work!.id));
      const members = [
        { userId: captainUser.id, role: 'captain' },
        { userId: member.id, role: 'member' },
        ...(advisor ? [{ userId: advisor.id, role: 'advisor' }] : []),
      ];
      await tx.insert(enrollMembers).values(
        members.map((m) => ({
          teamId: team!.id,
          competitionId: competition.id,
          itemId: item.id,
          createdAt: signedUpAt,
          ...m,
        })),
      );
      teamRows.push({ teamId: team!.id, schoolId, personIds: members.map((m) => m.userId) });
    }
  }
  const entries = await tx
    .insert(reviewEntries)
    .values(
      teamRows.map((t, i) => ({
        publicId: newPublicId(),
        stageId: stage.id,
        teamId: t.teamId,
        field: i % 2 ? 'industrialDesign' : 'visualDesign',
        // One group in the demo stage: every work goes to it (the distribution below picks its members).
        expertGroupId: group!.id,
      })),
    )
    .returning();

  const result = distribute(
    entries.map((e, i) => ({
      id: String(e.id),
      field: e.field,
      schoolId: String(teamRows[i]!.schoolId),
      personIds: teamRows[i]!.personIds.map(String),
    })),
    expertRows.map((e) => ({
      id: String(e.id),
      fields: e.fields,
      cap: 6,
      schoolId: e.schoolGroupId === null ? null : String(e.schoolGroupId),
      conflictSchoolIds: e.conflictGroupIds.map(String),
      userId: e.userId === null ? null : String(e.userId),
    })),
    3,
  );
  const assigned = await tx
    .insert(reviewAssignments)
    .values(
      result.assignments.map((a) => ({
        publicId: newPublicId(),
        entryId: Number(a.entryId),
        expertId: Number(a.expertId),
        source: 'auto',
        reason: { ...a.reason },
      })),
    )
    .returning();
  // Partly scored: the captain submitted one and drafted another; other experts submitted some.
  const scoreOf = (seed: number) => ({
    innovation: 28 + (seed % 10),
    feasibility: 20 + (seed % 8),
    presentation: 21 + (seed % 7),
  });
  let captainDone = 0;
  for (const [i, a] of assigned.entries()) {
    const mineSubmitted = a.expertId === captain.id && captainDone === 0;
    const mineDraft = a.expertId === captain.id && captainDone === 1;
    const otherSubmitted = a.expertId !== captain.id && i % 3 === 0;
    if (a.expertId === captain.id) captainDone += 1;
    if (!mineSubmitted && !mineDraft && !otherSubmitted) continue;
    const scores = scoreOf(i);
    await tx
      .update(reviewAssignments)
      .set({
        status: mineDraft ? 'draft' : 'submitted',
        scores: mineDraft ? { innovation: scores.innovation } : scores,
        comments: mineDraft ? {} : { presentation: '表达清晰，版面完成度较高，建议加强调研部分。' },
        total: mineDraft ? scores.innovation : scores.innovation + scores.feasibility + scores.presentation,
        // Scored inside the window, a day before it closed.
        submittedAt: mineDraft ? null : new Date(reviewEnd.getTime() - DAY),
      })
      .where(eq(reviewAssignments.id, a.id));
  }
};
