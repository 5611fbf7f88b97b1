import type { GroupSelection } from '@podium/contracts';
import { SpecialGroupFlag, type SpecialGroupFlagName } from './keys.ts';

export type GroupFlags = {
  groupId: string;
  /** The role ids the user holds in this group, comma-joined. */
  selfRole: string;
  /** The user's role keys, comma-joined (spec §3 "role"). */
  role: string;
  hasDirectGroups: boolean;
  flags: SpecialGroupFlagName[];
};

/**
 * What choosing a group stores (spec §4): special-group flags come from the group's own code or any
 * direct-group code; a group with direct subordinates marks the user as having direct groups.
 */
export const deriveGroupFlags = (group: GroupSelection, roleKeys: readonly string[]): GroupFlags => {
  const codes = [group.groupCode, ...group.directGroupCodes];
  return {
    groupId: group.groupId,
    selfRole: group.roleIds.join(','),
    role: roleKeys.join(','),
    hasDirectGroups: group.directGroups.length > 0,
    flags: SpecialGroupFlag.filter((flag) => codes.includes(flag)),
  };
};
