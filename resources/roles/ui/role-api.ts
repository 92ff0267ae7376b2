import { resourceClient } from '@/components/resource/resource-client';
import { userInfoKey } from '@/components/shell/session-context';
import { userKeys } from '@/resources/users/ui/user-api';
import type { ContractInput } from '@/lib/resource/definition';
import { roleResource } from '@/resources/roles/resource';
import type { RoleView } from '@/resources/roles/view';

export type RoleItem = RoleView;
/** The list's body, from the contract. */
export type RoleListFilter = ContractInput<typeof roleResource, 'list'>;

/**
 * Roles in the browser. A role write changes what its holders may do (the signed-in user's menus and
 * buttons too) and the role names shown in the user table.
 */
export const roles = resourceClient<RoleItem, typeof roleResource>(roleResource, {
  empty: { list: [], total: 0 },
  alsoRefresh: [userKeys.all, userInfoKey],
});
export const roleKeys = roles.keys;
export const roleApi = roles.api;

/** Every role at once (the picker): the API's largest page; a console has a handful of roles. */
export const allRolesFilter: RoleListFilter = { role: '', name: '', status: 'all', page: 1, size: 100, orderField: 'role', orderValue: 'asc' };
