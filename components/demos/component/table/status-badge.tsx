'use client';

import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import type { EmployeeStatus } from './employees';

const tone: Record<EmployeeStatus, string> = {
  active: 'bg-emerald-500',
  onLeave: 'bg-sky-500',
  probation: 'bg-amber-500',
  inactive: 'bg-muted-foreground/50',
};

export function StatusBadge({ status }: { status: EmployeeStatus }) {
  const t = useTranslations('page.component.table.status');
  return (
    <Badge variant="outline" className="gap-1.5 font-normal">
      <span className={cn('size-1.5 rounded-full', tone[status])} aria-hidden />
      {t(status)}
    </Badge>
  );
}
