'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { MenuIcon } from '@/components/shell/menu-icon';
import { DetailDialog } from '@/components/resource/detail-dialog';
import { StatusBadge } from '@/components/table/status-badge';
import type { TreeIndex } from '@/components/table/tree-index';
import { permissionApi, permissionKeys } from './permission-api';

/** GET /api/system/permissions/detail/{id}, shown read-only. */
export function PermissionDetailDialog({ id, index, onClose }: { id: string; index: TreeIndex; onClose: () => void }) {
  const t = useTranslations();
  const locale = useLocale();
  const { data, isError } = useQuery({ queryKey: permissionKeys.detail(id, locale), queryFn: () => permissionApi.detail(id) });
  const h = (key: string) => t(`page.system.permission.header.${key}`);
  const brother = data ? index.brother(data.id) : null;
  const fields = data
    ? [
        { label: t('common.nameEn'), value: data.nameEn },
        { label: t('common.nameZh'), value: data.nameZh },
        { label: h('id'), value: <span className="font-mono">{data.id}</span> },
        { label: h('path'), value: <span className="font-mono">{data.path}</span> },
        { label: h('type'), value: t(`dict.permissionType.${data.type}`) },
        { label: h('action'), value: data.action ? t(`dict.permissionAction.${data.action}`) : '—' },
        {
          label: h('icon'),
          value: data.icon ? (
            <span className="inline-flex items-center gap-2">
              <MenuIcon name={data.icon} className="size-4" aria-hidden />
              {t(`page.system.permission.icons.${data.icon}`)}
            </span>
          ) : (
            '—'
          ),
        },
        { label: h('status'), value: <StatusBadge status={data.status} /> },
        { label: h('createTime'), value: data.create },
        { label: h('order'), value: data.order },
        { label: h('parentPermission'), value: index.name(data.parentId) || '—' },
        { label: h('brotherPermission'), value: brother ? index.name(brother) : '—' },
      ]
    : isError || data === null
      ? []
      : undefined;
  return (
    <DetailDialog open onOpenChange={(open) => !open && onClose()} title={t('page.system.permission.dialog.detail')} description={id} fields={fields} />
  );
}
