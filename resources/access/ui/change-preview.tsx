'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useEffect, useState } from 'react';
import type { DeepPartialSkipArrayKey } from 'react-hook-form';
import type { FormContext } from '@/components/resource/form-spec';
import { previewAccessChange, type PreviewRequest } from './access-api';
import { PreviewText } from './preview-text';

/** The part of a form that changes access, once the typing has settled (400 ms). */
function useSettled(request: PreviewRequest | null): PreviewRequest | null {
  const [settled, setSettled] = useState(request);
  const key = JSON.stringify(request);
  // Every render of the form restarts the wait, so the request goes once the values stop changing.
  useEffect(() => {
    const timer = setTimeout(() => setSettled((current) => (JSON.stringify(current) === key ? current : request)), 400);
    return () => clearTimeout(timer);
  }, [key, request]);
  return settled;
}

const strings = (list: readonly (string | undefined)[] | undefined) => list?.filter((p): p is string => typeof p === 'string');
const sameSet = (a: readonly string[], b: readonly string[]) => JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());

/**
 * A form's preview (issue 29): before saving an edit that changes access, how many users gain or lose
 * which menu items and actions, from the server making the change in a transaction it rolls back.
 * Nothing while the form changes no access (or adds a record).
 */
function ChangePreview({ change, testId }: { change: PreviewRequest | null; testId: string }) {
  const locale = useLocale();
  const request = useSettled(change);
  const preview = useQuery({
    queryKey: ['access', 'preview', request, locale],
    queryFn: () => (request ? previewAccessChange(request) : Promise.reject(new Error('no change'))),
    enabled: request !== null,
    retry: false,
  });
  if (!change || !preview.data) return null;
  return <PreviewText preview={preview.data} testId={testId} />;
}

interface RoleFields {
  permissions: string[];
  status: '0' | '1';
  dataScope: string;
}

/** The role form's: its permissions, status and data scope. */
export function RoleChangePreview({ values, context }: { values: DeepPartialSkipArrayKey<RoleFields>; context: FormContext<{ id: string; permissions: string[]; status: string; dataScope: string }> }) {
  const row = context.mode === 'edit' ? context.row : undefined;
  const permissions = strings(values.permissions);
  const changed =
    row !== undefined &&
    (!sameSet(permissions ?? row.permissions, row.permissions) || (values.status ?? row.status) !== row.status || (values.dataScope ?? row.dataScope) !== row.dataScope);
  const change: PreviewRequest | null = row && changed ? { kind: 'role', id: row.id, permissions, status: values.status, dataScope: values.dataScope } : null;
  return <ChangePreview change={change} testId="role-preview" />;
}

interface UserFields {
  roles: string[];
  permissions: string[];
  status: '0' | '1';
}

/** The user form's: their roles, own grants and status. */
export function UserChangePreview({ values, context }: { values: DeepPartialSkipArrayKey<UserFields>; context: FormContext<{ id: string; roles: { role: string }[]; permissions: string[]; status: string }> }) {
  const row = context.mode === 'edit' ? context.row : undefined;
  const roles = strings(values.roles);
  const permissions = strings(values.permissions);
  const held = row?.roles.map((r) => r.role) ?? [];
  const changed =
    row !== undefined &&
    (!sameSet(roles ?? held, held) || !sameSet(permissions ?? row.permissions, row.permissions) || (values.status ?? row.status) !== row.status);
  const change: PreviewRequest | null = row && changed ? { kind: 'user', id: row.id, roles, permissions, status: values.status } : null;
  return <ChangePreview change={change} testId="user-preview" />;
}

/** The permission item form's: its status. */
export function PermissionChangePreview({ values, context }: { values: DeepPartialSkipArrayKey<{ status: '0' | '1' }>; context: FormContext<{ id: string; status: string }> }) {
  const row = context.mode === 'edit' ? context.row : undefined;
  const status = values.status;
  const change: PreviewRequest | null = row && status !== undefined && status !== row.status ? { kind: 'permission', id: row.id, status } : null;
  return <ChangePreview change={change} testId="permission-preview" />;
}
