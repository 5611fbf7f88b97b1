import type { PublicAwardRow } from '@podium/contracts';
import { describe, expect, it } from 'vitest';
import { groupAwardRows } from './group-award-rows.ts';

const row = (entryId: string, listId: string, awardName: string): PublicAwardRow => ({
  entryId,
  competitionId: 'c',
  competitionName: '竞赛',
  listId,
  listName: `名单${listId}`,
  awardName,
  winnerName: '张*',
  memberNames: '',
  teacherNames: '',
  schoolName: '',
  teamName: '',
  workName: '',
  publishedAt: null,
});

describe('groupAwardRows', () => {
  it('groups consecutive rows into lists and awards, keeping the server order', () => {
    const groups = groupAwardRows([
      row('1', 'a', '一等奖'),
      row('2', 'a', '一等奖'),
      row('3', 'a', '二等奖'),
      row('4', 'b', '一等奖'),
    ]);
    expect(
      groups.map((g) => [g.listId, g.awards.map((a) => [a.awardName, a.rows.map((r) => r.entryId)])]),
    ).toEqual([
      [
        'a',
        [
          ['一等奖', ['1', '2']],
          ['二等奖', ['3']],
        ],
      ],
      ['b', [['一等奖', ['4']]]],
    ]);
  });

  it('gives nothing for no rows', () => {
    expect(groupAwardRows([])).toEqual([]);
  });
});
