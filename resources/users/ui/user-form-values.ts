import type { z } from 'zod';
import type { AddUserInput, addUserSchema, EditUserInput } from '@/resources/users/schema';
import type { UserItem } from './user-api';

export type UserFormMode = 'add' | 'edit';

/**
 * The user form's fields: an add's, each present; `password` is only on the add form ('' lets the
 * server pick one), `group` is '' until chosen.
 */
export type UserFormValues = Required<z.input<typeof addUserSchema>>;

const fields = (v: UserFormValues) => ({
  name: v.name,
  username: v.username,
  email: v.email,
  phone: v.phone,
  group: v.group,
  status: v.status,
  roles: v.roles,
  permissions: v.permissions,
});

/** POST /api/system/users/add's body: an empty password is left out (the server picks one). */
export const addUserBody = (v: UserFormValues): AddUserInput => ({ ...fields(v), password: v.password || undefined });

/** POST /api/system/users/edit's body: every field (the password is never edited). */
export const editUserBody = (v: UserFormValues, id: string): EditUserInput => ({ id, ...fields(v) });

/** What the form validates: the mode's body, with an unchosen group missing ("Required.") rather than malformed. */
export function userBody(mode: UserFormMode, v: UserFormValues, id: string) {
  return { ...(mode === 'add' ? addUserBody(v) : editUserBody(v, id)), group: v.group || undefined };
}

export function initialUserValues(user: UserItem | undefined): UserFormValues {
  if (!user) return { name: '', username: '', email: '', phone: '', group: '', status: '1', roles: [], permissions: [], password: '' };
  return {
    name: user.name,
    username: user.username,
    email: user.email,
    phone: user.phone,
    group: user.group,
    status: user.status === '0' ? '0' : '1',
    roles: user.roles.map((r) => r.role),
    permissions: user.permissions,
    password: '',
  };
}
