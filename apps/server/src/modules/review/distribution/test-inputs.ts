import type { DistributionEntry, DistributionExpert } from './assign.ts';

/** A small seeded generator (mulberry32), so a failing random case can be replayed. */
export const seededRandom = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/**
 * Random entries and experts drawn from a pool of schools and fields; some experts declare conflicts,
 * some are also advisors or members of teams (so personal conflicts arise).
 */
export const randomInputs = (
  seed: number,
  sizes: { entries: number; experts: number; schools: number; fields: number; cap: number },
) => {
  const rand = seededRandom(seed);
  const pick = (n: number) => Math.floor(rand() * n);
  const school = () => `s${pick(sizes.schools)}`;
  const field = () => `f${pick(sizes.fields)}`;
  const experts: DistributionExpert[] = Array.from({ length: sizes.experts }, (_, i) => ({
    id: `x${i}`,
    schoolId: rand() < 0.8 ? school() : null,
    conflictSchoolIds: rand() < 0.3 ? [school(), school()] : [],
    userId: rand() < 0.5 ? `u${i}` : null,
    fields: [field(), field()],
    cap: sizes.cap,
  }));
  const entries: DistributionEntry[] = Array.from({ length: sizes.entries }, (_, i) => ({
    id: `e${i}`,
    schoolId: school(),
    field: rand() < 0.9 ? field() : null,
    personIds: [`stu${i}`, ...(rand() < 0.1 ? [`u${pick(sizes.experts)}`] : [])],
  }));
  return { entries, experts };
};
