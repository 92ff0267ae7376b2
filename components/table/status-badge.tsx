'use client';

import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/** '1' enabled (green dot), '0' disabled (muted). */
export function StatusBadge({ status }: { status: string }) {
  const t = useTranslations('dict.status');
  const enabled = status === '1';
  return (
    <Badge variant="outline" className="gap-1.5 font-normal" data-status={status}>
      <span className={cn('size-1.5 rounded-full', enabled ? 'bg-emerald-500' : 'bg-muted-foreground/60')} aria-hidden />
      {enabled ? t('enabled') : t('disabled')}
    </Badge>
  );
}
