'use client';

import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { z } from 'zod';
import { DateTime, DateTimeCell } from '@/components/custom/date-time';
import type { CustomControlProps, FormSpec } from '@/components/resource/form-spec';
import { NameList } from '@/components/resource/name-list';
import { statusColumn, type ColumnKit } from '@/components/resource/resource-columns';
import type { ResourceView } from '@/components/resource/resource-page';
import { CheckboxTree } from '@/components/pickers/checkbox-tree';
import { useGrantable, useGrantableOptions } from '@/components/delegation/use-grantable';
import { useRoleRefusal } from '@/components/delegation/use-refusal';
import { usePermissionTree } from '@/resources/permissions/ui/use-permission-tree';
import { DictValueBadge } from '@/components/dict/dict-value-badge';
import type { SystemFeatures } from '@/components/table/table-features';
import type { roleResource } from '@/resources/roles/resource';
import { superRole } from '@/lib/rbac';
import type { addRoleSchema } from '@/resources/roles/schema';
import { dataScopes } from '@/lib/scope/data-scope';
import { roles, type RoleItem } from './role-api';
import { localized } from '@/lib/api/schemas';
import { Switch } from '@/components/ui/switch';
import { RoleChangePreview } from '@/resources/access/ui/change-preview';
import { useConsoleSettings } from '@/components/shell/console-settings-context';

const helper = createColumnHelper<SystemFeatures, RoleItem>();

/** The spec's headers (RoleName, RoleId, status, createTime, permissions) and the data scope; ids are `orderField`s. */
export function roleColumns(kit: ColumnKit<RoleItem>, names: (ids: readonly string[]) => string[]) {
  return helper.columns([
        helper.accessor('name', { header: kit.h('name'), enableHiding: false, meta: { label: kit.h('name') }, cell: ({ getValue }) => <span className="font-medium">{getValue()}</span> }),
        helper.accessor('role', { header: kit.h('role'), meta: { label: kit.h('role'), className: 'font-mono text-xs' } }),
        statusColumn(kit),
        helper.accessor('dataScope', {
          header: kit.h('dataScope'),
          enableSorting: false,
          meta: { label: kit.h('dataScope'), className: 'whitespace-nowrap' },
          cell: ({ getValue }) => kit.t(`page.system.role.scope.${getValue()}`),
        }),
        helper.accessor('create', { header: kit.h('createTime'), meta: { label: kit.h('createTime') }, cell: DateTimeCell }),
        // Ids in the row, names at render: the tree may arrive after the rows (row values are cached).
        helper.accessor('permissions', {
          header: kit.h('permissions'),
          enableSorting: false,
          meta: { label: kit.h('permissions') },
          cell: ({ getValue }) => <NameList names={names(getValue())} max={4} />,
        }),
      ]);
}

function useRoleColumns(kit: ColumnKit<RoleItem>) {
  const { names } = usePermissionTree();
  return useMemo(() => roleColumns(kit, names), [kit, names]);
}

/** The permission checkbox tree; what the signed-in user may not grant is locked. */
function PermissionsControl({ label, value, onChange }: CustomControlProps<RoleItem, string[]>) {
  const { options, pending } = usePermissionTree();
  const grantable = useGrantableOptions(options);
  // Until both the tree and what may be granted are in, a loading state (not an empty or all-locked tree).
  const grantsPending = useGrantable().pending;
  return <CheckboxTree label={label} options={grantable} value={value} onChange={onChange} loading={pending || grantsPending} />;
}

/** The detail's permission names (the tree is read once and shared). */
function PermissionNames({ ids }: { ids: readonly string[] }) {
  const { names } = usePermissionTree();
  return <NameList names={names(ids)} max={Infinity} />;
}

// The server refuses to recode, disable or narrow `super` (409): the form does not offer it.
const isSuper = ({ row }: { row?: RoleItem }) => row?.role === superRole;

/** The role form's values: an add's fields, each present, both names apart (`name` alone is the API's shorthand). */
type RoleValues = Required<Omit<z.input<typeof addRoleSchema>, 'name'>>;

const roleForm: FormSpec<RoleItem, RoleValues> = {
  idPrefix: 'role',
  label: (values, locale) => localized(locale, values.nameEn, values.nameZh),
  className: 'sm:max-w-xl',
  fields: [
    { name: 'role', kind: 'text', hint: 'page.system.role.roleHint', readOnly: isSuper, rowKey: true },
    { name: 'nameEn', kind: 'text', half: true },
    { name: 'nameZh', kind: 'text', half: true },
    { name: 'status', kind: 'status', half: true, readOnly: isSuper },
    { name: 'dataScope', kind: 'select', half: true, readOnly: isSuper, hint: 'page.system.role.dataScopeHint', options: [] },
    { name: 'mfaRequired', kind: 'custom', Control: MfaRequiredControl, hint: 'page.system.role.mfaRequiredHint' },
    { name: 'permissions', kind: 'custom', Control: PermissionsControl },
  ],
  // Before saving an edit: who gains and loses what (POST /api/system/access/preview).
  Preview: RoleChangePreview,
  defaults: ({ row }) =>
    row
      ? { role: row.role, nameEn: row.nameEn, nameZh: row.nameZh, status: row.status === '0' ? '0' : '1', dataScope: row.dataScope, mfaRequired: row.mfaRequired, permissions: row.permissions }
      : { role: '', nameEn: '', nameZh: '', status: '1', dataScope: 'all', mfaRequired: false, permissions: [] },
};

/** The role form, its scope options labelled in the current language. */
function useRoleForm(t: (key: string) => string): FormSpec<RoleItem, RoleValues> {
  // A new role starts with the second factor the settings ask for by default (`roleMfaDefault`).
  const { roleMfaDefault } = useConsoleSettings();
  return useMemo(
    () => ({
      ...roleForm,
      defaults: (context) => (context.row ? roleForm.defaults(context) : { ...roleForm.defaults(context), mfaRequired: roleMfaDefault }),
      fields: roleForm.fields.map((field) =>
        field.name === 'dataScope' && field.kind === 'select' && field.dict === undefined
          ? { ...field, options: dataScopes.map((scope) => ({ value: scope, label: t(`page.system.role.scope.${scope}`) })) }
          : field,
      ),
    }),
    [t, roleMfaDefault],
  );
}

/** /system/role, declared for the kit. */
export function useRoleView(t: (key: string) => string): ResourceView<RoleItem, typeof roleResource, RoleValues> {
  const form = useRoleForm(t);
  return useMemo(
    () => ({
      client: roles,
      filters: ['role', 'name'],
      statusDict: 'role_status',
      useColumns: useRoleColumns,
      useRefusal: useRoleRefusal,
      rowLabel: (row) => row.name,
      deleteLabel: (row) => `${row.name} (${row.role})`,
      form,
      detail: (row, { h, t: tt }) => [
        { label: tt('common.nameEn'), value: row.nameEn },
        { label: tt('common.nameZh'), value: row.nameZh },
        { label: h('role'), value: <span className="font-mono">{row.role}</span> },
        { label: h('status'), value: <DictValueBadge dict="role_status" value={row.status} /> },
        { label: h('dataScope'), value: tt(`page.system.role.scope.${row.dataScope}`) },
        { label: h('mfaRequired'), value: tt(row.mfaRequired ? 'page.system.role.mfaOn' : 'page.system.role.mfaOff') },
        { label: h('createTime'), value: <DateTime value={row.create} zone /> },
        { label: tt('page.system.role.updateTime'), value: <DateTime value={row.update} zone /> },
        { label: h('permissions'), value: <PermissionNames ids={row.permissions} /> },
      ],
    }),
    [form],
  );
}

/** The role form's "requires a second factor" switch. */
function MfaRequiredControl({ id, value, onChange, invalid }: CustomControlProps<RoleItem, boolean | undefined>) {
  return <Switch id={id} checked={value === true} onCheckedChange={onChange} aria-invalid={invalid} data-testid="role-mfa-required" />;
}
