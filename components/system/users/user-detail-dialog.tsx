'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { DetailDialog } from '@/components/resource/detail-dialog';
import { NameList } from '@/components/resource/name-list';
import { StatusBadge } from '@/components/table/status-badge';
import { userApi, userKeys } from './user-api';

/** GET /api/system/users/detail/{id}, shown read-only (every permission named, not only the first few). */
export function UserDetailDialog({ id, permissionNames, onClose }: { id: string; permissionNames: (ids: readonly string[]) => string[]; onClose: () => void }) {
  const t = useTranslations('page.system.user');
  const locale = useLocale();
  const { data, isError } = useQuery({ queryKey: userKeys.detail(id, locale), queryFn: () => userApi.detail(id) });
  const h = (key: string) => t(`header.${key}`);
  const fields = data
    ? [
        { label: h('name'), value: data.name },
        { label: h('userName'), value: <span className="font-mono">{data.username}</span> },
        { label: h('email'), value: data.email },
        { label: h('phone'), value: data.phone },
        { label: h('groupName'), value: data.groupName },
        { label: h('status'), value: <StatusBadge status={data.status} /> },
        { label: h('createTime'), value: data.create },
        { label: t('updateTime'), value: data.update },
        { label: h('roles'), value: <NameList names={data.roles.map((r) => r.name)} max={Infinity} wrap /> },
        { label: h('permissions'), value: <NameList names={permissionNames(data.permissions)} max={Infinity} wrap /> },
      ]
    : isError || data === null
      ? []
      : undefined;
  return <DetailDialog open onOpenChange={(open) => !open && onClose()} title={t('dialog.detail')} description={id} fields={fields} />;
}
