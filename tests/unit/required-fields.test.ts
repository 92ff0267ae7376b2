import { describe, expect, it } from 'vitest';
import { contractRequires } from '@/components/resource/required-fields';
import { addChildGroupSchema } from '@/resources/groups/schema';
import { addUserSchema } from '@/resources/users/schema';

// Issue 26, item 13: a form marks what the record must have, read from its contract.

describe('contractRequires', () => {
  it('marks what an add refuses left out and empty, not what has a default or may be left out', () => {
    const required = ['name', 'username', 'email', 'phone', 'group', 'password', 'roles', 'permissions', 'status'].filter((name) =>
      contractRequires(addUserSchema, name),
    );
    expect(required).toEqual(['name', 'username', 'email', 'phone', 'group']);
  });

  it('counts a rule across fields: a group needs both names', () => {
    expect(['id', 'nameEn', 'nameZh', 'status'].filter((name) => contractRequires(addChildGroupSchema, name))).toEqual(['id', 'nameEn', 'nameZh']);
  });
});
