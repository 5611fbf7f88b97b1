import { and, eq, like } from 'drizzle-orm';
import type { SummaryField, SummaryValues } from '@podium/contracts';
import {
  groups,
  summarySubmissionEvents,
  summarySubmissions,
  summaryTaskSchools,
  summaryTasks,
} from '../../schema/index.ts';
import { newPublicId } from '../../../platform/ids.ts';
import type { SeedContext } from './seed-context.ts';

const DAY = 86_400_000;

/** The demo task's form: a contact, counts with checks, a choice, a table of events, attachments. */
const FIELDS: SummaryField[] = [
  { key: 'contact', label: '填报联系人', type: 'text', required: true, hint: '', options: [], columns: [] },
  {
    key: 'students',
    label: '参赛学生人数',
    type: 'number',
    required: true,
    hint: '',
    options: [],
    columns: [],
  },
  {
    key: 'budget',
    label: '竞赛经费（万元）',
    type: 'number',
    required: false,
    hint: '',
    options: [],
    columns: [],
  },
  {
    key: 'level',
    label: '最高组织层级',
    type: 'choice',
    required: true,
    hint: '',
    options: ['校级', '省级', '国家级'],
    columns: [],
  },
  {
    key: 'events',
    label: '校内选拔赛',
    type: 'table',
    required: false,
    hint: '每场一行',
    options: [],
    columns: [
      { key: 'name', label: '赛事名称', type: 'text' },
      { key: 'count', label: '参赛人数', type: 'number' },
    ],
  },
  {
    key: 'summary',
    label: '工作总结',
    type: 'textarea',
    required: false,
    hint: '',
    options: [],
    columns: [],
  },
  {
    key: 'proof',
    label: '证明材料',
    type: 'attachments',
    required: false,
    hint: 'PDF 或图片',
    options: [],
    columns: [],
  },
];

type DemoState = 'draft' | 'submitted' | 'returned' | 'accepted' | 'nothing';

const values = (contact: string, students: number): SummaryValues => ({
  contact,
  students,
  level: '省级',
  events: [{ name: '校内选拔赛', count: students }],
});

/**
 * One published reporting task asking every school under the demo organiser, the schools in several
 * states: 东海大学 (the `school` account) has not started, so a person can try filling it in; the others
 * are submitted, returned, accepted, a draft, nothing to report, or not started. No users or files are
 * added (other tests count those).
 */
export const seedSummary = async ({ tx, base }: SeedContext) => {
  const organizer = base.groups.organizer;
  const [task] = await tx
    .insert(summaryTasks)
    .values({
      publicId: newPublicId(),
      groupId: organizer.id,
      title: '2026 年度学科竞赛工作报送',
      description:
        '请各校汇总本年度学科竞赛组织情况，如实填报。无相关工作的学校请选择“无数据报送”并说明原因。',
      deadline: new Date(Date.now() + 14 * DAY),
      status: 'published',
      fields: FIELDS,
      checks: [
        {
          checkId: 'tooMany',
          field: 'students',
          rule: 'max',
          value: 20000,
          level: 'block',
          message: '参赛人数不能超过 20000',
        },
        {
          checkId: 'negative',
          field: 'students',
          rule: 'min',
          value: 0,
          level: 'block',
          message: '参赛人数不能为负数',
        },
        {
          checkId: 'few',
          field: 'students',
          rule: 'min',
          value: 10,
          level: 'warn',
          message: '参赛人数少于 10 人',
        },
      ],
      allSchools: true,
      createdBy: base.users.organizer.id,
    })
    .returning();
  const schools = await tx
    .select({ id: groups.id, code: groups.code })
    .from(groups)
    .where(and(eq(groups.type, 'school'), like(groups.path, `${organizer.path}%`)))
    .orderBy(groups.id);
  await tx.insert(summaryTaskSchools).values(schools.map((s) => ({ taskId: task!.id, schoolGroupId: s.id })));
  // 东海大学 stays not started; the rest in turn.
  const states: DemoState[] = ['submitted', 'accepted', 'returned', 'draft', 'nothing'];
  const others = schools.filter((s) => s.id !== base.groups.schoolA.id);
  for (const [index, school] of others.entries()) {
    const state = states[index];
    if (!state) continue;
    const submittedAt = new Date(Date.now() - (index + 1) * DAY);
    const sent = state !== 'draft';
    const [row] = await tx
      .insert(summarySubmissions)
      .values({
        publicId: newPublicId(),
        taskId: task!.id,
        schoolGroupId: school.id,
        status: state,
        values: state === 'nothing' ? {} : values('教务处', 40 + index * 25),
        nothingReason: state === 'nothing' ? '本年度未组织学科竞赛' : '',
        returnNote: state === 'returned' ? '请补充校内选拔赛的参赛人数' : '',
        version: sent ? 1 : 0,
        submittedAt: sent ? submittedAt : null,
        reviewedAt:
          state === 'accepted' || state === 'returned' ? new Date(submittedAt.getTime() + DAY / 2) : null,
        reviewedBy: state === 'accepted' || state === 'returned' ? base.users.organizer.id : null,
      })
      .returning();
    const event = (action: string, fromState: string, toState: string, extra: object = {}) => ({
      publicId: newPublicId(),
      submissionId: row!.id,
      action,
      fromState,
      toState,
      ...extra,
    });
    const events = [event('save', 'notStarted', 'draft')];
    if (sent)
      events.push(
        event(
          state === 'nothing' ? 'nothing' : 'submit',
          'draft',
          state === 'nothing' ? 'nothing' : 'submitted',
          {
            version: 1,
            values: row!.values,
            note: row!.nothingReason,
            createdAt: submittedAt,
          },
        ),
      );
    if (state === 'accepted' || state === 'returned')
      events.push(
        event(state === 'accepted' ? 'accept' : 'return', 'submitted', state, {
          note: row!.returnNote,
          actorId: base.users.organizer.id,
          createdAt: row!.reviewedAt,
        }),
      );
    await tx.insert(summarySubmissionEvents).values(events);
  }
};
