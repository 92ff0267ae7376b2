'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { DetailDialog } from '@/components/resource/detail-dialog';
import { NameList } from '@/components/resource/name-list';
import { StatusBadge } from '@/components/table/status-badge';
import { roleApi, roleKeys } from './role-api';

/** GET /api/system/roles/detail/{id}, shown read-only with every permission named. */
export function RoleDetailDialog({ id, permissionNames, onClose }: { id: string; permissionNames: (ids: readonly string[]) => string[]; onClose: () => void }) {
  const t = useTranslations('page.system.role');
  const tc = useTranslations('common');
  const locale = useLocale();
  const { data, isError } = useQuery({ queryKey: roleKeys.detail(id, locale), queryFn: () => roleApi.detail(id) });
  const h = (key: string) => t(`header.${key}`);
  const fields = data
    ? [
        { label: tc('nameEn'), value: data.nameEn },
        { label: tc('nameZh'), value: data.nameZh },
        { label: h('role'), value: <span className="font-mono">{data.role}</span> },
        { label: h('status'), value: <StatusBadge status={data.status} /> },
        { label: h('createTime'), value: data.create },
        { label: t('updateTime'), value: data.update },
        { label: h('permissions'), value: <NameList names={permissionNames(data.permissions)} max={Infinity} wrap /> },
      ]
    : isError || data === null
      ? []
      : undefined;
  return <DetailDialog open onOpenChange={(open) => !open && onClose()} title={t('dialog.detail')} description={id} fields={fields} />;
}
