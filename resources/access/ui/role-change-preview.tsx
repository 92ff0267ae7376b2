'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { DeepPartialSkipArrayKey } from 'react-hook-form';
import type { FormContext } from '@/components/resource/form-spec';
import { previewRoleChange, type Preview, type RolePreviewRequest } from './access-api';

interface RoleFields {
  permissions: string[];
  status: '0' | '1';
  dataScope: string;
}

/** The part of the role form that changes access, once the typing has settled (400 ms). */
function useSettled(request: RolePreviewRequest | null): RolePreviewRequest | null {
  const [settled, setSettled] = useState(request);
  const key = JSON.stringify(request);
  // Every render of the form restarts the wait, so the request goes once the values stop changing.
  useEffect(() => {
    const timer = setTimeout(() => setSettled((current) => (JSON.stringify(current) === key ? current : request)), 400);
    return () => clearTimeout(timer);
  }, [key, request]);
  return settled;
}

/**
 * The role form's preview (issue 29): before saving an edit, how many users gain or lose which menu
 * items and actions, from the server making the change in a transaction it rolls back.
 */
export function RoleChangePreview({ values, context }: { values: DeepPartialSkipArrayKey<RoleFields>; context: FormContext<{ id: string; permissions: string[]; status: string; dataScope: string }> }) {
  const t = useTranslations('page.system.access.preview');
  const locale = useLocale();
  const row = context.mode === 'edit' ? context.row : undefined;
  const permissions = values.permissions?.filter((p): p is string => typeof p === 'string');
  const changed =
    row !== undefined &&
    (JSON.stringify([...(permissions ?? row.permissions)].sort()) !== JSON.stringify([...row.permissions].sort()) ||
      (values.status ?? row.status) !== row.status ||
      (values.dataScope ?? row.dataScope) !== row.dataScope);
  const request = useSettled(row && changed ? { kind: 'role', id: row.id, permissions, status: values.status, dataScope: values.dataScope } : null);
  const preview = useQuery({
    queryKey: ['access', 'preview', request, locale],
    queryFn: () => (request ? previewRoleChange(request) : Promise.reject(new Error('no change'))),
    enabled: request !== null,
    retry: false,
  });
  if (!row || !changed || !preview.data) return null;
  return <PreviewText preview={preview.data} t={t} />;
}

function PreviewText({ preview, t }: { preview: Preview; t: (key: string, values?: Record<string, string | number>) => string }) {
  if (preview.users === 0) return <p className="text-muted-foreground text-sm" data-testid="role-preview">{t('none')}</p>;
  const item = (i: Preview['gained'][number]) => `${i.name} (${i.action ? `${i.path} ${i.action}` : i.path}): ${t('users', { count: i.users })}`;
  return (
    <div className="bg-muted/50 space-y-1 rounded-md border p-3 text-sm" role="status" data-testid="role-preview">
      <p className="font-medium">{t('summary', { count: preview.users })}</p>
      {preview.gained.length > 0 && <p className="text-emerald-700 dark:text-emerald-400">{t('gained')}: {preview.gained.map(item).join('; ')}</p>}
      {preview.lost.length > 0 && <p className="text-destructive">{t('lost')}: {preview.lost.map(item).join('; ')}</p>}
      <p className="text-muted-foreground break-words">{preview.usernames.join(', ')}{preview.users > preview.usernames.length ? ' …' : ''}</p>
    </div>
  );
}
