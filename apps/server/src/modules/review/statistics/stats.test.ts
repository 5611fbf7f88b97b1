import { describe, expect, it } from 'vitest';
import { reviewStatisticsOf, type StatAssignment } from './stats.ts';

const a = (
  entryId: string,
  expertId: string,
  total: number | null,
  status: StatAssignment['status'] = 'submitted',
  groupName = '一组',
): StatAssignment => ({
  entryId,
  teamName: `队${entryId}`,
  expertId,
  expertName: `专家${expertId}`,
  groupName,
  status,
  total,
});

describe('review statistics, worked by hand', () => {
  // Entry 1: X 80, Y 70, Z 90 (mean 80). Entry 2: X 60, Y 40 (mean 50). Entry 3: Z 30 alone.
  // Z also has a draft, Y abstained once, W (group 二组) has one unstarted assignment.
  const input = [
    a('1', 'X', 80),
    a('1', 'Y', 70),
    a('1', 'Z', 90),
    a('2', 'X', 60),
    a('2', 'Y', 40),
    a('3', 'Z', 30),
    a('4', 'Z', 55, 'draft'),
    a('4', 'Y', null, 'abstained'),
    a('4', 'W', null, 'assigned', '二组'),
  ];
  const stats = reviewStatisticsOf(input, 100);

  it('counts progress overall, by group and by expert', () => {
    expect(stats.overall).toEqual({ entries: 4, assigned: 1, draft: 1, submitted: 6, abstained: 1 });
    expect(stats.groups).toEqual([
      { groupName: '一组', assigned: 0, draft: 1, submitted: 6, abstained: 1 },
      { groupName: '二组', assigned: 1, draft: 0, submitted: 0, abstained: 0 },
    ]);
    const y = stats.experts.find((e) => e.expertId === 'Y')!;
    expect(y).toMatchObject({ submitted: 2, abstained: 1, mean: 55 });
  });

  it('leniency is the mean offset from each entry’s mean', () => {
    const by = Object.fromEntries(stats.experts.map((e) => [e.expertId, e.leniency]));
    // X: (80−80 + 60−50)/2 = 5; Y: (70−80 + 40−50)/2 = −10; Z: (90−80 + 30−30)/2 = 5; W: none.
    expect(by).toEqual({ X: 5, Y: -10, Z: 5, W: null });
    expect(stats.experts.at(-1)!.expertId).toBe('Y');
  });

  it('bins submitted totals into tenths of the maximum (the maximum falls in the last band)', () => {
    expect(stats.histogram.map((h) => h.count)).toEqual([0, 0, 0, 1, 1, 0, 1, 1, 1, 1]);
    const top = reviewStatisticsOf([a('1', 'X', 100)], 100).histogram;
    expect(top[9]).toEqual({ from: 90, to: 100, count: 1 });
  });

  it('flags totals more than 20 % of the maximum from the other experts’ mean', () => {
    // Entry 2: X 60 vs 40 → +20 (not more than 20); entry 1: Z 90 vs 75 → +15. None yet.
    expect(stats.outliers).toEqual([]);
    const wide = reviewStatisticsOf([a('9', 'X', 95), a('9', 'Y', 60), a('9', 'Z', 65)], 100);
    expect(wide.outliers).toEqual([
      { entryId: '9', teamName: '队9', expertName: '专家X', total: 95, othersMean: 62.5, deviation: 32.5 },
      // Y: 60 vs (95 + 65) / 2 = 80 → −20, exactly at the line: not an outlier.
    ]);
  });
});
