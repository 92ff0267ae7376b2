'use client';

import { useEffect, useMemo } from 'react';
import { z } from 'zod';
import { MultiSelect } from '@/components/custom/multi-select';
import { CheckboxTree } from '@/components/pickers/checkbox-tree';
import { TreeSelect } from '@/components/pickers/tree-select';
import { UserChangePreview } from '@/resources/access/ui/change-preview';
import type { CustomControlProps, FormSpec } from '@/components/resource/form-spec';
import { useGrantable, useGrantableOptions } from '@/components/delegation/use-grantable';
import { usePermissionTree } from '@/resources/permissions/ui/use-permission-tree';
import { rootGroupId } from '@/resources/groups/schema';
import { PasswordDialog } from './password-dialog';
import type { UserItem } from './user-api';
import { initialUserValues, userBody, type UserFormValues } from './user-form-values';
import { useGroupOptions } from './use-group-options';
import { useRoleOptions } from './use-role-options';

const describedBy = (id: string, invalid: boolean) => (invalid ? `${id}-error` : undefined);

/** The group tree; the root ("All") is not a group one can belong to. */
function GroupControl({ id, value, onChange, invalid, required }: CustomControlProps<UserItem, string>) {
  const groups = useGroupOptions();
  const options = useMemo(() => groups.map((g) => ({ ...g, disabled: g.id === rootGroupId })), [groups]);
  return (
    <TreeSelect
      id={id}
      invalid={invalid}
      aria-describedby={describedBy(id, invalid)}
      aria-required={required || undefined}
      options={options}
      value={value}
      onChange={onChange}
    />
  );
}

/** The roles the session may hand out, besides those the user already holds. */
function RolesControl({ id, value, onChange, invalid, context }: CustomControlProps<UserItem, string[]>) {
  const options = useRoleOptions(context.row?.roles ?? noRoles);
  return <MultiSelect id={id} invalid={invalid} aria-describedby={describedBy(id, invalid)} options={options} value={value} onChange={onChange} />;
}
const noRoles: UserItem['roles'] = [];

/** The user's own permissions; what the signed-in user may not grant is locked. */
function PermissionsControl({ label, value, onChange }: CustomControlProps<UserItem, string[]>) {
  const { options, pending } = usePermissionTree();
  const grantable = useGrantableOptions(options);
  // Until both the tree and what may be granted are in, a loading state (not an empty or all-locked tree).
  const grantsPending = useGrantable().pending;
  return <CheckboxTree label={label} options={grantable} value={value} onChange={onChange} loading={pending || grantsPending} />;
}

const addedSchema = z.object({ password: z.string().min(1).optional() });

/** After an add: the password the server chose, shown once; a password typed in the form is not echoed. */
function UserAdded({ data, values, onClose }: { data: unknown; values: UserFormValues; onClose: () => void }) {
  const parsed = addedSchema.safeParse(data);
  const password = parsed.success ? parsed.data.password : undefined;
  useEffect(() => {
    if (!password) onClose();
  }, [password, onClose]);
  return password ? <PasswordDialog username={values.username.trim()} password={password} onClose={onClose} /> : null;
}

const header = (key: string) => `page.system.user.header.${key}`;

/** The user form: the API's add and edit contracts validate it (an unchosen group is "Required."). */
export const userForm: FormSpec<UserItem, UserFormValues> = {
  idPrefix: 'user',
  label: (values) => values.username,
  className: 'sm:max-w-2xl',
  fields: [
    { name: 'name', kind: 'text', half: true },
    { name: 'username', kind: 'text', label: header('userName'), half: true },
    { name: 'email', kind: 'email', half: true },
    { name: 'phone', kind: 'tel', half: true },
    { name: 'password', kind: 'password', only: 'add', label: 'page.system.user.password', hint: 'page.system.user.passwordHint', half: true },
    { name: 'group', kind: 'custom', label: header('groupName'), half: true, Control: GroupControl },
    { name: 'roles', kind: 'custom', half: true, Control: RolesControl },
    { name: 'status', kind: 'status', half: true },
    { name: 'permissions', kind: 'custom', hint: 'page.system.user.permissionsHint', Control: PermissionsControl },
  ],
  // Before saving an edit: who gains and loses what (POST /api/system/access/preview).
  Preview: UserChangePreview,
  defaults: ({ row }) => initialUserValues(row),
  toBody: (values, { mode, row }) => userBody(mode === 'edit' ? 'edit' : 'add', values, row?.id ?? ''),
  Added: UserAdded,
};
