import { DAY, HOUR, NOW, PAST } from './calendar.ts';
import { personName, REJECT_REASONS, TEAM_HEADS, TEAM_TAILS, TOPICS } from './names.ts';
import { seeded, type Random } from './random.ts';

/** The plan (pure): who signed up when, and what became of it. */

/** The seven demo schools by group code: the short name teams use, a username prefix, a size. */
export const SCHOOLS: Record<string, { short: string; prefix: string; weight: number }> = {
  'SCH-DONGHAI': { short: '东海', prefix: 'dh', weight: 20 },
  'SCH-XISHAN': { short: '西山', prefix: 'xs', weight: 14 },
  'SCH-NANHU': { short: '南湖', prefix: 'nh', weight: 11 },
  'SCH-BEIYUAN': { short: '北原', prefix: 'by', weight: 17 },
  'SCH-JIANGCHENG': { short: '江城', prefix: 'jc', weight: 9 },
  'SCH-YUNLING': { short: '云岭', prefix: 'yl', weight: 7 },
  'SCH-HAIBIN': { short: '海滨', prefix: 'hb', weight: 4 },
};

/** Participant group of a school's teams by the school's level (the competition's groups, in order). */
const GROUP_OF_LEVEL: Record<string, number> = { undergraduate: 0, vocational: 1, highSchool: 2 };

/**
 * A moment on day `k` of a window of `days` days opening at `start` (09:00 Beijing): more at the opening
 * and most just before the deadline, fewer at weekends, in students' waking hours.
 */
const signUpMoment = (rng: Random, start: Date, days: number) => {
  const weights = Array.from({ length: days }, (_, k) => {
    const weekday = new Date(start.getTime() + 8 * HOUR + k * DAY).getUTCDay();
    const weekend = weekday === 0 || weekday === 6 ? 0.6 : 1;
    return (2.2 * Math.exp(-k / 2.5) + 0.55 + 3.2 * Math.exp(-(days - 1 - k) / 3.5)) * weekend;
  });
  const k = rng.weighted(weights);
  // Hours after 09:00 of that day: 0–14 (till 23:00); the day before 09:00 only after the opening day.
  const hours = k === 0 ? rng.next() * 14 : -2 + rng.next() * 16;
  return new Date(start.getTime() + k * DAY + Math.floor(hours * HOUR) + rng.int(3600) * 1000);
};

export type School = { id: number; name: string; code: string; level: string };
/** `joined`: the day (from today) the account was made, before the earlier edition opened. */
export type Student = { username: string; realName: string; school: School; joined: number };
export type PlannedTeam = {
  edition: 0 | 1;
  name: string;
  school: School;
  item: number;
  group: number;
  members: number[];
  createdAt: Date;
  status: 'awaitingPayment' | 'pending' | 'approved' | 'rejected';
  reviewedAt: Date | null;
  reason: string;
  source: 'self' | 'recommend';
  work: { title: string; at: Date } | null;
  /** The order's fate: paid (when, through whom), refunded after a rejection, or closed unpaid. */
  order: { state: 'paid' | 'refunded' | 'closed'; provider: 'alipay' | 'wechat'; paidAt: Date };
};

const TEAMS_PER_EDITION = [140, 210] as const;

export const planSeason = (schools: School[], at: (days: number) => Date, now: number) => {
  const rng = seeded(20_261_121);
  const weightOf = (s: School) => SCHOOLS[s.code]?.weight ?? 0;
  const totalWeight = schools.reduce((sum, s) => sum + weightOf(s), 0);
  // The student pool: enough for the larger edition, where each student is in one team at most.
  const students: Student[] = [];
  const bySchool = new Map<number, number[]>();
  for (const school of schools) {
    const size = Math.round((490 * weightOf(school)) / totalWeight);
    const indexes: number[] = [];
    for (let n = 1; n <= size; n++) {
      const grade = 22 + rng.int(4);
      indexes.push(students.length);
      students.push({
        username: `${SCHOOLS[school.code]!.prefix}${grade}${String(n).padStart(3, '0')}`,
        realName: personName(rng),
        joined: PAST.signUp[0] - 3 - rng.int(120),
        school,
      });
    }
    bySchool.set(school.id, indexes);
  }

  const teams: PlannedTeam[] = [];
  for (const ed of [0, 1] as const) {
    const windows = ed === 0 ? PAST : NOW;
    const opens = at(windows.signUp[0]);
    const windowDays = windows.signUp[1] - windows.signUp[0];
    const names = new Set<string>();
    for (const school of schools) {
      const pool = rng.shuffle([...(bySchool.get(school.id) ?? [])]);
      const count = Math.round((TEAMS_PER_EDITION[ed] * weightOf(school)) / totalWeight);
      const short = SCHOOLS[school.code]!.short;
      for (let t = 0; t < count && pool.length > 0; t++) {
        const size = Math.min(pool.length, 1 + rng.weighted([25, 35, 40]));
        const members = pool.splice(0, size);
        let name = '';
        while (!name || names.has(name))
          name = `${rng.next() < 0.3 ? short : ''}${rng.pick(TEAM_HEADS)}${rng.pick(TEAM_TAILS)}`;
        names.add(name);
        const item = rng.weighted([32, 28, 22, 18]);
        const createdAt = signUpMoment(rng, opens, windowDays);
        const decidedAt = new Date(createdAt.getTime() + (4 + rng.next() * 50) * HOUR);
        const roll = rng.next();
        let status: PlannedTeam['status'];
        if (ed === 0) status = roll < 0.12 ? 'rejected' : 'approved';
        // The running edition: some of the last days' sign-ups never paid, a few others still wait for review.
        else if (createdAt.getTime() > at(windows.signUp[1] - 5).getTime() && roll < 0.15)
          status = 'awaitingPayment';
        else if (roll > 0.93) status = 'pending';
        else status = roll < 0.08 ? 'rejected' : 'approved';
        const decided = status === 'approved' || status === 'rejected';
        const paidAt = new Date(createdAt.getTime() + (3 + rng.int(40)) * 60_000);
        const provider = rng.next() < 0.55 ? 'alipay' : 'wechat';
        // Paid before review; a rejected team's fee refunded; an unpaid order closed when it timed out.
        const order: PlannedTeam['order'] = {
          state: status === 'awaitingPayment' ? 'closed' : status === 'rejected' ? 'refunded' : 'paid',
          provider,
          paidAt,
        };
        // Works: the finished edition's approved teams nearly all handed one in; the running one's first few.
        let work: PlannedTeam['work'] = null;
        if (status === 'approved') {
          const submit = windows.submit;
          const handIn = ed === 0 ? rng.next() < 0.93 : rng.next() < 0.3;
          if (handIn) {
            const open = at(submit[0]).getTime();
            // The running edition's works: none in the last days (the demo's own newest works stay first).
            const close = ed === 0 ? at(submit[1]).getTime() : now - 4 * DAY;
            const earliest = Math.max(open, decidedAt.getTime() + HOUR);
            if (earliest < close) {
              const when = earliest + Math.floor(rng.next() ** 0.6 * (close - earliest));
              work = { title: rng.pick(TOPICS[item]!), at: new Date(when) };
            }
          }
        }
        teams.push({
          edition: ed,
          name,
          school,
          item,
          group: GROUP_OF_LEVEL[school.level] ?? 0,
          members,
          createdAt,
          status,
          reviewedAt: decided ? decidedAt : null,
          reason: status === 'rejected' ? rng.pick(REJECT_REASONS) : '',
          source: rng.next() < 0.15 ? 'recommend' : 'self',
          work,
          order,
        });
      }
    }
  }
  return { students, teams, rng };
};
