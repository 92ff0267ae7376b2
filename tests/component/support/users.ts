import type { UserItem } from '@/resources/users/ui/user-api';

/** A user as the users list answers it: in group IT, holding the roles named, with the permissions given. */
export function userItem(id: string, name: string, roles: readonly string[], permissions: readonly string[] = []): UserItem {
  return {
    id,
    name,
    username: name.toLowerCase().replace(' ', '.'),
    email: `${id}@example.test`,
    phone: '',
    group: '01',
    groupName: 'IT',
    status: '1',
    create: '2030-01-01 08:00:00',
    update: '2030-01-01 08:00:00',
    roles: roles.map((role) => ({ role, name: role })),
    permissions: [...permissions],
  };
}
