import { describe, expect, it } from 'vitest';
import { deriveGroupFlags } from './group-flags.ts';

const group = {
  groupId: 'g1',
  groupName: 'Org',
  groupCode: 'ORG',
  directGroups: [] as string[],
  directGroupCodes: [] as string[],
  roleIds: ['r1', 'r2'],
};

describe('deriveGroupFlags', () => {
  it('joins role ids and keys and sets no flag for ordinary groups', () => {
    expect(deriveGroupFlags(group, ['admin', 't'])).toEqual({
      groupId: 'g1',
      selfRole: 'r1,r2',
      role: 'admin,t',
      hasDirectGroups: false,
      flags: [],
    });
  });

  it('sets special flags from the group code or a direct-group code', () => {
    const own = deriveGroupFlags({ ...group, groupCode: 'HUACAN' }, []);
    expect(own.flags).toEqual(['HUACAN']);
    const direct = deriveGroupFlags({ ...group, directGroups: ['g2'], directGroupCodes: ['GDDZSJDS'] }, []);
    expect(direct.flags).toEqual(['GDDZSJDS']);
    expect(direct.hasDirectGroups).toBe(true);
  });
});
