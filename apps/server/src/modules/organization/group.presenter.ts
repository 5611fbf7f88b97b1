import type { GroupNode, GroupRow, GroupType } from '@podium/contracts';
import type { GroupRecord } from './group-lookup.ts';

/** A group row as the API shows it: public ids only. */
export const presentGroup = (group: GroupRecord, publicIdOf: (id: number | null) => string): GroupRow => ({
  groupId: group.publicId,
  parentId: publicIdOf(group.parentId),
  name: group.name,
  code: group.code,
  type: group.type as GroupType,
  contactName: group.contactName,
  contactPhone: group.contactPhone,
  status: group.status,
  orderNum: group.orderNum,
  remark: group.remark,
  createdAt: group.createdAt.toISOString(),
});

/**
 * Nests rows (already in display order) by parent. A row whose superior is not among them is a root:
 * the caller's reach starts there.
 */
export const buildGroupTree = (rows: GroupRecord[]): GroupNode[] => {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const publicIdOf = (id: number | null) => (id === null ? '' : (byId.get(id)?.publicId ?? ''));
  const nodes = new Map<number, GroupNode>(
    rows.map((r) => [r.id, { ...presentGroup(r, publicIdOf), children: [] }]),
  );
  const roots: GroupNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
};
