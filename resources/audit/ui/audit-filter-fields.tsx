'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { dateFilterField } from '@/components/table/date-filter-field';
import type { FilterField } from '@/components/table/table-toolbar';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { auditEntities } from '@/lib/trail/entities';

export const auditFilterKeys = ['user', 'entity', 'from', 'to'] as const;

const anyEntity = 'all';

/** Username (a prefix), the entity (applied at once) and a date range of local days (applied on Search). */
export function useAuditFilterFields(): readonly FilterField<string>[] {
  const t = useTranslations();
  return useMemo(() => {
    const f = (key: string) => t(`page.system.audit.filter.${key}`);
    const day = (key: 'from' | 'to') => dateFilterField(key, f(key));
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
              {auditEntities().map((entity) => (
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
