import type { PublicAwardRow } from '@podium/contracts';

export type AwardListGroup = {
  listId: string;
  listName: string;
  competitionName: string;
  publishedAt: string | null;
  awards: { awardName: string; rows: PublicAwardRow[] }[];
};

/** Rows (already ordered by list, then award) grouped into lists and, inside each, awards — order kept. */
export const groupAwardRows = (rows: readonly PublicAwardRow[]): AwardListGroup[] => {
  const lists: AwardListGroup[] = [];
  for (const row of rows) {
    let list = lists.at(-1);
    if (list?.listId !== row.listId) {
      list = {
        listId: row.listId,
        listName: row.listName,
        competitionName: row.competitionName,
        publishedAt: row.publishedAt,
        awards: [],
      };
      lists.push(list);
    }
    let award = list.awards.at(-1);
    if (award?.awardName !== row.awardName) {
      award = { awardName: row.awardName, rows: [] };
      list.awards.push(award);
    }
    award.rows.push(row);
  }
  return lists;
};
