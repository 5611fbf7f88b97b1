import { and, eq, like } from 'drizzle-orm';
import type { SummaryCheck, SummaryField, SummaryValues } from '@podium/contracts';
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

const CHECKS: SummaryCheck[] = [
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
  { checkId: 'few', field: 'students', rule: 'min', value: 10, level: 'warn', message: '参赛人数少于 10 人' },
];

const values = (contact: string, students: number): SummaryValues => ({
  contact,
  students,
  level: '省级',
  events: [{ name: '校内选拔赛', count: students }],
});

type Tx = SeedContext['tx'];
type Task = typeof summaryTasks.$inferSelect;

/**
 * One school's submission in a demo state: its row and the events that led there (saved, sent, decided),
 * sent `daysAgo` days before now.
 */
const insertSubmission = async (
  tx: Tx,
  base: SeedContext['base'],
  task: Task,
  schoolId: number,
  state: DemoState,
  daysAgo: number,
  students: number,
) => {
  const submittedAt = new Date(Date.now() - daysAgo * DAY);
  const sent = state !== 'draft';
  const [row] = await tx
    .insert(summarySubmissions)
    .values({
      publicId: newPublicId(),
      taskId: task.id,
      schoolGroupId: schoolId,
      status: state,
      values: state === 'nothing' ? {} : values('教务处', students),
      nothingReason: state === 'nothing' ? '本年度未组织学科竞赛' : '',
      returnNote: state === 'returned' ? '请补充校内选拔赛的参赛人数' : '',
      version: sent ? 1 : 0,
      submittedAt: sent ? submittedAt : null,
      reviewedAt:
        state === 'accepted' || state === 'returned' ? new Date(submittedAt.getTime() + DAY / 2) : null,
      reviewedBy: state === 'accepted' || state === 'returned' ? base.users.organizer.id : null,
      createdAt: new Date(submittedAt.getTime() - DAY),
      updatedAt: submittedAt,
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
  const events = [event('save', 'notStarted', 'draft', { createdAt: new Date(submittedAt.getTime() - DAY) })];
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
};

/**
 * Two published reporting tasks asking every school under the demo organiser. This year's, still open,
 * has the schools in several states: 东海大学 (the `school` account) has not started, so a person can try
 * filling it in; the others are submitted, returned, accepted, a draft, nothing to report, or not started.
 * The half-year report closed three weeks ago: most schools reported and were accepted, three are overdue
 * (one never started, one left a draft, one did not send back what was returned) — overdue is read from
 * the deadline, so an open task cannot show it beside "not started". No users or files are added (other
 * tests count those).
 */
export const seedSummary = async ({ tx, base }: SeedContext) => {
  const organizer = base.groups.organizer;
  const schools = await tx
    .select({ id: groups.id, code: groups.code })
    .from(groups)
    .where(and(eq(groups.type, 'school'), like(groups.path, `${organizer.path}%`)))
    .orderBy(groups.id);
  const insertTask = async (
    title: string,
    description: string,
    deadlineDays: number,
    createdDays: number,
  ) => {
    const [task] = await tx
      .insert(summaryTasks)
      .values({
        publicId: newPublicId(),
        groupId: organizer.id,
        title,
        description,
        deadline: new Date(Date.now() + deadlineDays * DAY),
        status: 'published',
        fields: FIELDS,
        checks: CHECKS,
        allSchools: true,
        createdBy: base.users.organizer.id,
        createdAt: new Date(Date.now() + createdDays * DAY),
        updatedAt: new Date(Date.now() + createdDays * DAY),
      })
      .returning();
    await tx
      .insert(summaryTaskSchools)
      .values(schools.map((s) => ({ taskId: task!.id, schoolGroupId: s.id })));
    return task!;
  };

  const halfYear = await insertTask(
    '2026 年上半年竞赛获奖情况报送',
    '请各校报送上半年学生参加各级学科竞赛的获奖情况，逾期未报的学校请尽快联系组委会。',
    -20,
    -45,
  );
  // By school code: who reported and was accepted, who had nothing, who is overdue (none submitted: the
  // organiser's queue of reports to review stays this year's task's).
  const halfYearStates: Record<string, DemoState | undefined> = {
    'SCH-DONGHAI': 'accepted',
    'SCH-XISHAN': 'draft',
    'SCH-BEIYUAN': 'accepted',
    'SCH-JIANGCHENG': 'returned',
    'SCH-YUNLING': 'accepted',
    'SCH-HAIBIN': 'nothing',
  };
  for (const [index, school] of schools.entries()) {
    const state = school.code ? halfYearStates[school.code] : undefined;
    if (state) await insertSubmission(tx, base, halfYear, school.id, state, 24 + index, 30 + index * 20);
  }

  const task = await insertTask(
    '2026 年度学科竞赛工作报送',
    '请各校汇总本年度学科竞赛组织情况，如实填报。无相关工作的学校请选择“无数据报送”并说明原因。',
    14,
    -10,
  );
  // 东海大学 stays not started; the rest in turn.
  const states: DemoState[] = ['submitted', 'accepted', 'returned', 'draft', 'nothing'];
  const others = schools.filter((s) => s.id !== base.groups.schoolA.id);
  for (const [index, school] of others.entries()) {
    const state = states[index];
    if (state) await insertSubmission(tx, base, task, school.id, state, index + 1, 40 + index * 25);
  }
};
