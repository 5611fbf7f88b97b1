import { and, asc, eq } from 'drizzle-orm';
import {
  colleges,
  competitions,
  competitionStages,
  competitionItems,
  competitionGroups,
  enrollMembers,
  enrollTeams,
  infoForms,
  infoSubmissions,
  majors,
  studyResources,
  userBankCards,
  userProfiles,
  users,
} from '../../schema/index.ts';
import { newPublicId } from '../../../platform/ids.ts';
import { phoneColumns } from '../../../platform/personal-fields.ts';
import type { SeedContext } from './seed-context.ts';

const DAY = 24 * 60 * 60 * 1000;
/** A made-up UnionPay number whose last digit is its Luhn check digit. */
const DEMO_CARD = '6222020200112233446';

/**
 * User centre demo (issue 8): `student` has a full profile and a bank card; the open team competition
 * (智创大赛) publishes study resources and asks its entrants for travel information, which `student` has
 * filled. Runs after the other areas' seeds: it signs `student` up only if nobody else did (last item).
 */
export const seedUserCenter = async ({ tx, base, personalData }: SeedContext) => {
  const studentId = base.users.student.id;
  const [college] = await tx
    .select({ id: colleges.id })
    .from(colleges)
    .where(eq(colleges.schoolGroupId, base.groups.schoolA.id))
    .orderBy(asc(colleges.id))
    .limit(1);
  const [major] = college
    ? await tx
        .select({ id: majors.id })
        .from(majors)
        .where(eq(majors.collegeId, college.id))
        .orderBy(asc(majors.id))
        .limit(1)
    : [];
  await tx
    .update(users)
    .set({ gender: 1, ...phoneColumns(personalData, '13912340001') })
    .where(eq(users.id, studentId));
  await tx
    .insert(userProfiles)
    .values({ userId: studentId, collegeId: college?.id, majorId: major?.id, studentNo: '2023010101' })
    .onConflictDoNothing();
  await tx
    .insert(userBankCards)
    .values({
      userId: studentId,
      accountName: '李同学',
      bankName: '中国工商银行',
      branchName: '上海浦东支行',
      cardCipher: personalData.encrypt(DEMO_CARD),
      cardLast4: DEMO_CARD.slice(-4),
    })
    .onConflictDoNothing();

  const [team] = await tx
    .select({ id: competitions.id, groupId: competitions.groupId })
    .from(competitions)
    .where(eq(competitions.shortName, '智创大赛'))
    .limit(1);
  if (!team) return;
  const organizerId = base.users.organizer.id;
  await tx.insert(studyResources).values([
    {
      publicId: newPublicId(),
      competitionId: team.id,
      title: '往届优秀作品与评审要点',
      description: '整理了近三届一等奖作品的答辩材料与评审专家关注的要点，供参赛队伍备赛参考。',
      visibility: 'public',
      links: [{ title: '竞赛官网 · 往届作品', url: '/home/news/previousWorks' }],
      orderNum: 0,
      createdBy: organizerId,
    },
    {
      publicId: newPublicId(),
      competitionId: team.id,
      title: '决赛答辩模板（仅限报名选手）',
      description: '决赛答辩 PPT 模板与时间安排说明，请在答辩前一周完成准备。',
      visibility: 'entrants',
      links: [{ title: '答辩流程说明', url: '/home/competition/details' }],
      orderNum: 1,
      createdBy: organizerId,
    },
  ]);

  const [form] = await tx
    .insert(infoForms)
    .values({
      publicId: newPublicId(),
      competitionId: team.id,
      title: '决赛行程与住宿信息',
      description: '请入围决赛的同学在截止前填写行程，组委会将据此安排接站与住宿。',
      fields: [
        { key: 'arrivalDate', label: '到达日期', type: 'date', required: true, options: [] },
        {
          key: 'transport',
          label: '交通方式',
          type: 'select',
          required: true,
          options: ['高铁', '飞机', '自驾', '其他'],
        },
        { key: 'trainNo', label: '车次/航班号', type: 'text', required: false, options: [] },
        {
          key: 'needRoom',
          label: '是否需要住宿',
          type: 'select',
          required: true,
          options: ['需要', '不需要'],
        },
        { key: 'remark', label: '备注', type: 'textarea', required: false, options: [] },
      ],
      deadline: new Date(Date.now() + 30 * DAY),
      createdBy: organizerId,
    })
    .returning({ id: infoForms.id });

  const entryTeamId = await ensureStudentEntry(tx, team.id, base.groups.schoolA.id, studentId);
  if (form && entryTeamId)
    await tx.insert(infoSubmissions).values({
      publicId: newPublicId(),
      formId: form.id,
      userId: studentId,
      teamId: entryTeamId,
      values: {
        arrivalDate: '2026-12-18',
        transport: '高铁',
        trainNo: 'G7012',
        needRoom: '需要',
        remark: '',
      },
    });
};

type Tx = SeedContext['tx'];

/** The student's sign-up in the competition: another area's demo one if present, else an approved one. */
const ensureStudentEntry = async (
  tx: Tx,
  competitionId: number,
  schoolGroupId: number,
  studentId: number,
) => {
  const [existing] = await tx
    .select({ teamId: enrollMembers.teamId })
    .from(enrollMembers)
    .where(and(eq(enrollMembers.competitionId, competitionId), eq(enrollMembers.userId, studentId)))
    .limit(1);
  if (existing) return existing.teamId;
  const [stage] = await tx
    .select({ id: competitionStages.id })
    .from(competitionStages)
    .where(eq(competitionStages.competitionId, competitionId))
    .orderBy(asc(competitionStages.orderNum), asc(competitionStages.id))
    .limit(1);
  const items = await tx
    .select({ id: competitionItems.id })
    .from(competitionItems)
    .where(eq(competitionItems.competitionId, competitionId))
    .orderBy(asc(competitionItems.id));
  const [group] = await tx
    .select({ id: competitionGroups.id })
    .from(competitionGroups)
    .where(eq(competitionGroups.competitionId, competitionId))
    .orderBy(asc(competitionGroups.id))
    .limit(1);
  const item = items.at(-1);
  if (!stage || !item) return undefined;
  const [created] = await tx
    .insert(enrollTeams)
    .values({
      publicId: newPublicId(),
      competitionId,
      stageId: stage.id,
      itemId: item.id,
      participantGroupId: group?.id,
      schoolGroupId,
      captainId: studentId,
      name: '星火队',
      status: 'approved',
      feeFen: 10000,
    })
    .returning({ id: enrollTeams.id });
  await tx
    .insert(enrollMembers)
    .values({ teamId: created!.id, userId: studentId, competitionId, itemId: item.id, role: 'captain' });
  return created!.id;
};
