import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  competitionItems,
  competitions,
  enrollInvitations,
  enrollTeams,
  notifyEvents,
  users,
} from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import {
  defineNotifyBatchRule,
  defineNotifyRule,
  holdersOf,
  type Notice,
} from '../../platform/notify/index.ts';
import { fieldLabel } from '../../platform/messages.ts';
import { loadParticipants, missingFields } from './member-info.ts';
import { loadTeam } from './team-context.ts';
import { membersByTeam, membersOfTeams } from './team-members.ts';

/** The teams, their competitions and items: what every sign-up message names; by team id. */
const teamsOf = async (tx: Db, teamIds: number[]) => {
  const rows = await tx
    .select({
      id: enrollTeams.id,
      name: enrollTeams.name,
      status: enrollTeams.status,
      source: enrollTeams.source,
      schoolGroupId: enrollTeams.schoolGroupId,
      captainId: enrollTeams.captainId,
      competition: competitions.name,
      item: competitionItems.name,
    })
    .from(enrollTeams)
    .innerJoin(competitions, eq(competitions.id, enrollTeams.competitionId))
    .innerJoin(competitionItems, eq(competitionItems.id, enrollTeams.itemId))
    .where(inArray(enrollTeams.id, [...new Set(teamIds)]));
  return new Map(rows.map((team) => [team.id, team]));
};

const teamOf = async (tx: Db, teamId: number) => (await teamsOf(tx, [teamId])).get(teamId);

/** Everyone in the team (captain, members, advisors). */
const teamPeople = (tx: Db, teamId: number) => membersOfTeams(tx, [teamId]);

const nameOf = async (tx: Db, userId: number) => {
  const [user] = await tx.select({ realName: users.realName }).from(users).where(eq(users.id, userId));
  return user?.realName ?? '';
};

const submittedWording = {
  awaitingPayment: { zh: '，请完成缴费', en: '; please pay the fee' },
  pending: { zh: '，等待审核', en: ' and awaits review' },
  approved: { zh: '，报名成功', en: ': you are signed up' },
} as const;

/** A team the school put forward (desk import by a school): its people read that they were recommended. */
const recommendedWording = {
  title: { zh: '学校已推荐您的队伍报名', en: 'Your school recommended your team' },
  lead: { zh: '您所在学校推荐了您的队伍', en: 'Your school put forward the team' },
};

/** The teams an event names: one sign-up's, or a batch's (sign-up-batch.ts writes one event per statement). */
const submittedTeams = (data: { teamId: number } | { teamIds: number[] }) =>
  'teamIds' in data ? data.teamIds : [data.teamId];

type SubmittedTeam = Awaited<ReturnType<typeof teamsOf>> extends Map<number, infer T> ? T : never;

/** The receipt a team's people read. */
const receiptOf = (team: SubmittedTeam, people: number[]): Notice => {
  const what = `${team.competition} · ${team.item}`;
  const wording = submittedWording[team.status as keyof typeof submittedWording] ?? submittedWording.pending;
  const recommended = team.source === 'recommend';
  return {
    userIds: people,
    topic: 'competition',
    title: recommended ? recommendedWording.title : { zh: '报名已提交', en: 'Sign-up submitted' },
    body: recommended
      ? {
          zh: `${recommendedWording.lead.zh}「${team.name}」报名 ${what}${wording.zh}。`,
          en: `${recommendedWording.lead.en} "${team.name}" for ${what}${wording.en}.`,
        }
      : {
          zh: `您的报名「${team.name}」（${what}）已提交${wording.zh}。`,
          en: `Your sign-up "${team.name}" (${what}) was submitted${wording.en}.`,
        },
    link: '/center/team',
  };
};

/** Teams named in a reviewer's message before "and N more". */
const NAMED_TEAMS = 3;

/**
 * What a school's reviewers read of its new sign-ups that await review: one message per event, naming the
 * team, or the first few of a batch's and how many in all (a message per team of a surge would bury the
 * inbox; one event reaches each person once).
 */
const toReviewOf = (teams: SubmittedTeam[], reviewers: number[]): Notice => {
  const what = `${teams[0]!.competition} · ${teams[0]!.item}`;
  const names = teams.slice(0, NAMED_TEAMS);
  const more = teams.length - names.length;
  return {
    userIds: reviewers,
    topic: 'competition',
    title: {
      zh: '有新的报名待审核',
      en: teams.length > 1 ? 'Sign-ups await review' : 'A sign-up awaits review',
    },
    body:
      teams.length === 1
        ? { zh: `「${teams[0]!.name}」报名了 ${what}。`, en: `"${teams[0]!.name}" signed up for ${what}.` }
        : {
            zh: `${names.map((t) => `「${t.name}」`).join('')}${more > 0 ? `等 ${teams.length} 支队伍` : ''}报名了 ${what}。`,
            en: `${names.map((t) => `"${t.name}"`).join(', ')}${more > 0 ? ` and ${more} more teams` : ''} signed up for ${what}.`,
          },
    link: '/signUp/list',
  };
};

// Submitted: a receipt to each team, and (when it needs a decision) a "to approve" to its own school's
// reviewers. A batch rule: a surge's sign-ups reach the dispatcher by the hundred, and reading each team alone
// cost the database more than the sign-ups themselves (bench/sign-up-surge.ts).
defineNotifyBatchRule('signUp.submitted', async ({ tx, events }) => {
  const teamIds = events.flatMap((e) => submittedTeams(e.data));
  // One after the other: the dispatcher's transaction holds one connection.
  const teams = await teamsOf(tx, teamIds);
  const people = await membersByTeam(tx, teamIds);
  const reviewersOf = new Map<number, number[]>();
  for (const team of teams.values())
    if (team.status === 'pending' && team.schoolGroupId !== null && !reviewersOf.has(team.schoolGroupId))
      reviewersOf.set(team.schoolGroupId, await holdersOf(tx, 'enroll:review', [team.schoolGroupId]));
  return events.map(({ data }) => {
    const found = submittedTeams(data).flatMap((id) => teams.get(id) ?? []);
    const toReview = new Map<number, SubmittedTeam[]>();
    for (const team of found)
      if (team.status === 'pending' && team.schoolGroupId !== null)
        toReview.set(team.schoolGroupId, [...(toReview.get(team.schoolGroupId) ?? []), team]);
    return [
      ...found.map((team) => receiptOf(team, people.get(team.id) ?? [])),
      ...[...toReview].map(([school, waiting]) => toReviewOf(waiting, reviewersOf.get(school)!)),
    ];
  });
});

defineNotifyRule('signUp.approved', async ({ tx, data }) => {
  const team = await teamOf(tx, data.teamId);
  if (!team) return [];
  const what = `${team.competition} · ${team.item}`;
  return [
    {
      userIds: await teamPeople(tx, team.id),
      topic: 'competition',
      title: { zh: '报名已通过审核', en: 'Sign-up approved' },
      body: {
        zh: `您的报名「${team.name}」（${what}）已通过审核。`,
        en: `Your sign-up "${team.name}" (${what}) was approved.`,
      },
      link: '/center/team',
    },
  ];
});

defineNotifyRule('signUp.rejected', async ({ tx, data }) => {
  const team = await teamOf(tx, data.teamId);
  if (!team) return [];
  const what = `${team.competition} · ${team.item}`;
  return [
    {
      userIds: await teamPeople(tx, team.id),
      topic: 'competition',
      title: { zh: '报名未通过审核', en: 'Sign-up rejected' },
      body: {
        zh: `您的报名「${team.name}」（${what}）未通过审核。原因：${data.reason || '未说明'}`,
        en: `Your sign-up "${team.name}" (${what}) was rejected. Reason: ${data.reason || 'none given'}`,
      },
      link: '/center/team',
    },
  ];
});

/** The required fields (enrolment settings) the person has not given yet, labelled in both languages. */
const stillMissing = async (tx: Db, teamId: number, userId: number) => {
  const ctx = await loadTeam(tx, { id: teamId });
  if (!ctx) return [];
  const person = (await loadParticipants(tx, [userId])).get(userId);
  return missingFields(ctx.rules.requiredFields, person);
};

// A member joined (through the invitation link): the rest of the team hears of it; the newcomer is asked
// to complete what the competition requires and they have not given yet ("information to complete").
// Back for approval after a roster change: the school's reviewers decide again, the team knows why it waits.
defineNotifyRule('signUp.reopened', async ({ tx, data }) => {
  const team = await teamOf(tx, data.teamId);
  if (!team || team.status !== 'pending') return [];
  const what = `${team.competition} · ${team.item}`;
  const reviewers =
    team.schoolGroupId === null ? [] : await holdersOf(tx, 'enroll:review', [team.schoolGroupId]);
  return [
    {
      userIds: reviewers,
      topic: 'competition',
      title: { zh: '队伍名单变动，需重新审核', en: 'A team changed: review it again' },
      body: {
        zh: `「${team.name}」（${what}）的成员有变动，报名已退回待审核。`,
        en: `"${team.name}" (${what}) changed its members; the sign-up awaits review again.`,
      },
      link: '/signUp/list',
    },
    {
      userIds: await teamPeople(tx, team.id),
      topic: 'competition',
      title: { zh: '报名需重新审核', en: 'Your sign-up awaits review again' },
      body: {
        zh: `队伍「${team.name}」的成员有变动，报名已退回待审核，审核通过前不能提交作品。`,
        en: `The team "${team.name}" changed its members, so the sign-up awaits review again; works can be submitted once it is approved.`,
      },
      link: '/center/team',
    },
  ];
});

defineNotifyRule('team.memberJoined', async ({ tx, data }) => {
  const team = await teamOf(tx, data.teamId);
  if (!team) return [];
  const who = await nameOf(tx, data.userId);
  // Through a personal invitation the captain reads "accepted" (team.invitationAnswered) instead.
  const others = (await teamPeople(tx, team.id)).filter(
    (id) => id !== data.userId && !(data.personal && id === team.captainId),
  );
  const missing = await stillMissing(tx, team.id, data.userId);
  const list = (lang: 'zh' | 'en') =>
    missing.map((field) => fieldLabel(field, lang)).join(lang === 'zh' ? '、' : ', ');
  return [
    {
      userIds: others,
      topic: 'competition',
      title: { zh: '新成员加入队伍', en: 'A member joined your team' },
      body: { zh: `${who} 加入了队伍「${team.name}」。`, en: `${who} joined the team "${team.name}".` },
      link: '/center/team',
    },
    ...(missing.length
      ? [
          {
            userIds: [data.userId],
            topic: 'competition' as const,
            title: { zh: '请完善参赛信息', en: 'Please complete your details' },
            body: {
              zh: `您已加入队伍「${team.name}」。报名还需要您的：${list('zh')}。`,
              en: `You joined the team "${team.name}". The sign-up still needs your ${list('en')}.`,
            },
            link: '/center/team',
          },
        ]
      : []),
  ];
});

defineNotifyRule('team.memberLeft', async ({ tx, data }) => {
  const team = await teamOf(tx, data.teamId);
  if (!team) return [];
  const who = await nameOf(tx, data.userId);
  return [
    {
      userIds: await teamPeople(tx, team.id),
      topic: 'competition',
      title: { zh: '成员离开队伍', en: 'A member left your team' },
      body: { zh: `${who} 离开了队伍「${team.name}」。`, en: `${who} left the team "${team.name}".` },
      link: '/center/team',
    },
    ...(data.removed
      ? [
          {
            userIds: [data.userId],
            topic: 'competition' as const,
            title: { zh: '您已被移出队伍', en: 'You were removed from a team' },
            body: {
              zh: `您已被移出队伍「${team.name}」。`,
              en: `You were removed from the team "${team.name}".`,
            },
            link: '/center/team',
          },
        ]
      : []),
  ];
});

/** A personal invitation with its team, for the messages about it. */
const invitationOf = async (tx: Db, invitationId: number) => {
  const [row] = await tx.select().from(enrollInvitations).where(eq(enrollInvitations.id, invitationId));
  if (!row || row.inviteeId === null) return undefined;
  const team = await teamOf(tx, row.teamId);
  return team ? { invitation: row, inviteeId: row.inviteeId, team } : undefined;
};

const roleWording = {
  member: { zh: '队员', en: 'a member' },
  advisor: { zh: '指导教师', en: 'an advisor' },
} as const;

// Invitation received: only the person it names, with the link where they accept or decline. One revoked
// or answered before the dispatch is no longer news.
defineNotifyRule('team.invitationReceived', async ({ tx, data }) => {
  const found = await invitationOf(tx, data.invitationId);
  if (!found || found.invitation.revokedAt || found.invitation.answer) return [];
  const { team, invitation } = found;
  const captain = await nameOf(tx, team.captainId);
  const role = roleWording[invitation.role as keyof typeof roleWording] ?? roleWording.member;
  const what = `${team.competition} · ${team.item}`;
  return [
    {
      userIds: [found.inviteeId],
      topic: 'competition',
      title: { zh: '您收到一份组队邀请', en: 'You are invited to join a team' },
      body: {
        zh: `${captain} 邀请您作为${role.zh}加入队伍「${team.name}」（${what}），请接受或拒绝。`,
        en: `${captain} invites you to join the team "${team.name}" (${what}) as ${role.en}. Please accept or decline.`,
      },
      link: data.link,
    },
  ];
});

/**
 * Whether the news of a personal invitation went out before it was revoked: its "invitation received"
 * event was dispatched. One revoked before then (the same dispatch, or an earlier one that found it
 * revoked) told its invitee nothing, and its withdrawal is no news to them either.
 */
const receivedWentOut = async (tx: Db, invitationId: number) => {
  const [received] = await tx
    .select({ id: notifyEvents.id })
    .from(notifyEvents)
    .where(
      and(
        eq(notifyEvents.type, 'team.invitationReceived'),
        sql`${notifyEvents.data}->>'invitationId' = ${String(invitationId)}`,
        isNotNull(notifyEvents.dispatchedAt),
      ),
    )
    .limit(1);
  return Boolean(received);
};

// Withdrawn by the captain while still unanswered: the invitee, who saw it on their centre home and can
// no longer answer it, reads that it was withdrawn (their subscription settings decide where, as for the
// invitation itself).
defineNotifyRule('team.invitationRevoked', async ({ tx, data }) => {
  const found = await invitationOf(tx, data.invitationId);
  if (!found || !found.invitation.revokedAt || found.invitation.answer) return [];
  if (!(await receivedWentOut(tx, data.invitationId))) return [];
  const { team } = found;
  const captain = await nameOf(tx, team.captainId);
  const what = `${team.competition} · ${team.item}`;
  return [
    {
      userIds: [found.inviteeId],
      topic: 'competition',
      title: { zh: '组队邀请已撤回', en: 'Team invitation withdrawn' },
      body: {
        zh: `${captain} 撤回了邀请您加入队伍「${team.name}」（${what}）的邀请，该邀请已无法接受。`,
        en: `${captain} withdrew the invitation to join the team "${team.name}" (${what}); it can no longer be accepted.`,
      },
      link: '',
    },
  ];
});

// Accepted or declined: the captain, with the person's full name (their own inbox, someone they invited).
defineNotifyRule('team.invitationAnswered', async ({ tx, data }) => {
  const found = await invitationOf(tx, data.invitationId);
  if (!found) return [];
  const { team } = found;
  const who = await nameOf(tx, found.inviteeId);
  return [
    {
      userIds: [team.captainId],
      topic: 'competition',
      title: data.accepted
        ? { zh: '组队邀请已被接受', en: 'Your invitation was accepted' }
        : { zh: '组队邀请被拒绝', en: 'Your invitation was declined' },
      body: data.accepted
        ? {
            zh: `${who} 接受了您的邀请，已加入队伍「${team.name}」。`,
            en: `${who} accepted your invitation and joined the team "${team.name}".`,
          }
        : {
            zh: `${who} 拒绝了加入队伍「${team.name}」的邀请。`,
            en: `${who} declined the invitation to join the team "${team.name}".`,
          },
      link: '/center/team',
    },
  ];
});
