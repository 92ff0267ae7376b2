'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/** A state in words after a coloured dot (`dot`: its background class). */
export function DotBadge({ dot, status, children }: { dot: string; status?: string; children: ReactNode }) {
  return (
    <Badge variant="outline" className="gap-1.5 font-normal" data-status={status}>
      <span className={cn('size-1.5 rounded-full', dot)} aria-hidden />
      {children}
    </Badge>
  );
}

/** '1' enabled (green dot), '0' disabled (muted). */
export function StatusBadge({ status }: { status: string }) {
  const t = useTranslations('dict.status');
  const enabled = status === '1';
  return (
    <DotBadge dot={enabled ? 'bg-emerald-500' : 'bg-muted-foreground/60'} status={status}>
      {enabled ? t('enabled') : t('disabled')}
    </DotBadge>
  );
}
