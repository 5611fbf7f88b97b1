import { describe, expect, it } from 'vitest';
import { hasPermission } from './has-permission.ts';

const user = { roles: ['school'], permissions: ['system:user:list', 'news:add'] };

describe('hasPermission', () => {
  it('passes ROOT for any list', () => {
    expect(hasPermission({ roles: ['ROOT'], permissions: [] }, ['anything'])).toBe(true);
  });

  it('needs at least one listed permission', () => {
    expect(hasPermission(user, ['news:add', 'news:delete'])).toBe(true);
    expect(hasPermission(user, ['news:delete'])).toBe(false);
  });

  it('throws when used without a list', () => {
    expect(() => hasPermission(user, undefined)).toThrow(Error);
    expect(() => hasPermission(user, [])).toThrow(Error);
    expect(() => hasPermission(user, 'news:add')).toThrow(Error);
  });
});
