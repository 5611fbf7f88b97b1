import { DeptApi, type DeptAddBody, type DeptNode, type DeptUpdateBody } from '@podium/contracts';
import { get, post } from '../../api/client.ts';

export const deptKeys = {
  all: ['departments'] as const,
  tree: (groupId: string | undefined) => ['departments', 'tree', groupId ?? ''] as const,
};

export const fetchDeptTree = (groupId?: string) => get<DeptNode[]>(DeptApi.tree, groupId ? { groupId } : {});
export const addDept = (body: DeptAddBody) => post<DeptNode>(DeptApi.add, body);
export const updateDept = (body: DeptUpdateBody) => post<DeptNode>(DeptApi.update, body);
export const deleteDepts = (ids: string[]) => post<null>(DeptApi.delete, { ids });
