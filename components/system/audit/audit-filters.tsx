'use client';

import { RotateCcw, Search } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { auditEntities } from '@/lib/audit/entities';

export type AuditFilterValues = Record<'user' | 'entity' | 'from' | 'to', string>;

const anyEntity = 'all';

export interface AuditFiltersProps {
  values: AuditFilterValues;
  onSearch: (values: AuditFilterValues) => void;
  onReset: () => void;
  /** beside Search and Reset (the column menu) */
  children?: ReactNode;
}

/** Username, entity and a date range; applied on Search (the entity at once). Drafts restart from `values`. */
export function AuditFilters({ values, onSearch, onReset, children }: AuditFiltersProps) {
  const t = useTranslations();
  const f = (key: string) => t(`page.system.audit.filter.${key}`);
  const [draft, setDraft] = useState(values);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <form role="search" onSubmit={submit} className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center">
      <Input
        aria-label={f('user')}
        placeholder={f('user')}
        value={draft.user}
        onChange={(event) => setDraft({ ...draft, user: event.target.value })}
        className="h-8 sm:w-36"
        data-testid="filter-user"
      />
      <Select value={draft.entity || anyEntity} onValueChange={(next) => onSearch({ ...draft, entity: next === anyEntity ? '' : next })}>
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
      {(['from', 'to'] as const).map((key) => (
        <label key={key} className="text-muted-foreground flex items-center gap-1.5 text-sm">
          <span className="shrink-0">{f(key)}</span>
          <Input
            type="date"
            value={draft[key]}
            onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
            className="h-8 min-w-0 sm:w-40"
            data-testid={`filter-${key}`}
          />
        </label>
      ))}
      <div className="col-span-2 flex gap-2">
        <Button type="submit" size="sm" data-testid="search">
          <Search aria-hidden />
          {t('table.search')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onReset}>
          <RotateCcw aria-hidden />
          {t('button.reset.title')}
        </Button>
        {children}
      </div>
    </form>
  );
}
