'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { FilterField } from '@/components/table/table-toolbar';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { auditEntities } from '@/lib/audit/entities';

export const auditFilterKeys = ['user', 'entity', 'from', 'to'] as const;

const anyEntity = 'all';

/** Username (a prefix), the entity (applied at once) and a date range of local days (applied on Search). */
export function useAuditFilterFields(): readonly FilterField<string>[] {
  const t = useTranslations();
  return useMemo(() => {
    const f = (key: string) => t(`page.system.audit.filter.${key}`);
    const day = (key: 'from' | 'to'): FilterField<string> => ({
      key,
      label: f(key),
      render: (value, _apply, change) => (
        <label className="text-muted-foreground flex items-center gap-1.5 text-sm">
          <span className="shrink-0">{f(key)}</span>
          <Input type="date" value={value} onChange={(event) => change(event.target.value)} className="h-8 min-w-0 sm:w-40" data-testid={`filter-${key}`} />
        </label>
      ),
    });
    return [
      { key: 'user', label: f('user') },
      {
        key: 'entity',
        label: f('entity'),
        render: (value, apply) => (
          <Select value={value || anyEntity} onValueChange={(next) => apply(next === anyEntity ? '' : next)}>
            <SelectTrigger size="sm" className="w-full sm:w-36" aria-label={f('entity')} data-testid="filter-entity">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={anyEntity}>{f('allEntities')}</SelectItem>
              {auditEntities.map((entity) => (
                <SelectItem key={entity} value={entity}>
                  {t(`page.system.audit.entity.${entity}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        ),
      },
      day('from'),
      day('to'),
    ];
  }, [t]);
}
