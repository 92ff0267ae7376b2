'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { DetailDialog } from '@/components/resource/detail-dialog';
import { StatusBadge } from '@/components/table/status-badge';
import type { TreeIndex } from '@/components/table/tree-index';
import { groupApi, groupKeys } from './group-api';

/** GET /api/system/groups/detail/{id}, shown read-only. */
export function GroupDetailDialog({ id, index, onClose }: { id: string; index: TreeIndex; onClose: () => void }) {
  const t = useTranslations('page.system.group');
  const tc = useTranslations('common');
  const locale = useLocale();
  const { data, isError } = useQuery({ queryKey: groupKeys.detail(id, locale), queryFn: () => groupApi.detail(id) });
  const h = (key: string) => t(`header.${key}`);
  const brother = data ? index.brother(data.id) : null;
  const fields = data
    ? [
        { label: tc('nameEn'), value: data.nameEn },
        { label: tc('nameZh'), value: data.nameZh },
        { label: h('id'), value: <span className="font-mono">{data.id}</span> },
        { label: h('status'), value: <StatusBadge status={data.status} /> },
        { label: h('createTime'), value: data.create },
        { label: h('order'), value: data.order },
        { label: h('parentGroup'), value: index.name(data.parentId) || '—' },
        { label: h('brotherGroup'), value: brother ? index.name(brother) : '—' },
      ]
    : isError || data === null
      ? []
      : undefined;
  return <DetailDialog open onOpenChange={(open) => !open && onClose()} title={t('dialog.detail')} description={id} fields={fields} />;
}
