import { describe, expect, it } from 'vitest';
import { covers, lacking, userRowRefusal } from '@/lib/delegation/rules';

const admin = { roles: ['admin'], permissions: ['0000', '0005', '000500'] };

describe('delegation rules', () => {
  it('names exactly the roles and permissions that are not held', () => {
    expect(lacking(admin, { roles: ['admin', 'super', 'super'], permissions: ['0000', '000200'] })).toEqual({ roles: ['super'], permissions: ['000200'] });
    expect(covers(admin, { roles: ['admin'], permissions: ['0005'] })).toBe(true);
    expect(covers(admin, {})).toBe(true);
    expect(covers(admin, { permissions: ['0001'] })).toBe(false);
  });

  it('refuses a row holding more than the session, and one’s own delete and disable but not edit', () => {
    const superHolder = { id: '1', roles: ['super'], permissions: [] };
    expect(userRowRefusal(admin, superHolder, '9', 'edit')).toBe('beyondGrants');
    const self = { id: '9', roles: ['admin'], permissions: ['0000'] };
    expect(userRowRefusal(admin, self, '9', 'edit')).toBeNull();
    expect(userRowRefusal(admin, self, '9', 'delete')).toBe('self');
    expect(userRowRefusal(admin, self, '9', 'status')).toBe('self');
    expect(userRowRefusal(admin, { ...self, id: '8' }, '9', 'delete')).toBeNull();
  });
});
