'use client';

import { useTranslations } from 'next-intl';
import type { FilterField } from '@/components/table/table-toolbar';
import type { TableUrlState } from '@/components/table/use-table-url-state';
import { TreeSelect } from '@/components/pickers/tree-select';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { rootGroupId } from '@/resources/groups/schema';
import { userFilterFields, type UserFilterField } from '@/resources/users/schema';
import { useGroupOptions } from './use-group-options';

export const userFilterKeys = ['field', 'value', 'group'] as const;
export type UserFilterKey = (typeof userFilterKeys)[number];

const headerOf: Record<UserFilterField, string> = { name: 'name', username: 'userName', email: 'email', phone: 'phone' };

/** The URL's `field`, when it is one the API filters on (else the default, the name). */
export const filterFieldOf = (value: string): UserFilterField => userFilterFields.find((f) => f === value) ?? 'name';

/** The URL's filters as the list's body: the field the text matches, the text, and the group. */
export const toUserFilter = (filters: Record<string, string>) => ({
  filterField: filterFieldOf(filters.field ?? ''),
  filterValue: filters.value ?? '',
  group: filters.group ?? '',
});

/**
 * The user toolbar's filters: which field the text matches (a prefix), the text, and a group (its
 * whole subtree; the root "All" means everyone). The field and the group apply at once.
 */
export function useUserFilterFields(url: TableUrlState<string>): readonly FilterField<string>[] {
  const t = useTranslations();
  const h = (f: UserFilterField) => t(`page.system.user.header.${headerOf[f]}`);
  const groupOptions = useGroupOptions();
  const field = filterFieldOf(url.filters.field ?? '');
  const fields: FilterField<UserFilterKey>[] = [
    {
      key: 'field',
      label: t('table.filterField'),
      qualifier: true,
      render: (value, apply) => (
        <Select value={filterFieldOf(value)} onValueChange={apply}>
          <SelectTrigger size="sm" className="w-full sm:w-32" aria-label={t('table.filterField')} data-testid="filter-field">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {userFilterFields.map((f) => (
              <SelectItem key={f} value={f}>
                {h(f)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      ),
    },
    { key: 'value', label: h(field) },
    {
      key: 'group',
      label: t('page.system.user.header.groupName'),
      render: (value, apply) => {
        const chosen = groupOptions.find((g) => g.id === (value || rootGroupId));
        return (
          <div className="col-span-2 sm:w-52" data-testid="filter-group">
            <TreeSelect
              options={groupOptions}
              value={value || rootGroupId}
              onChange={(id) => apply(id === rootGroupId ? '' : id)}
              className="h-8"
              label={t('page.system.user.header.groupName')}
              aria-label={`${t('page.system.user.header.groupName')}: ${chosen?.label ?? ''}`}
            />
          </div>
        );
      },
    },
  ];
  return fields;
}
