'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { ColumnKit } from '@/components/resource/resource-columns';
import { ResourcePage, type ResourceView } from '@/components/resource/resource-page';
import { dateFilterField } from '@/components/table/date-filter-field';
import type { FilterField } from '@/components/table/table-toolbar';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { signinResource } from '@/resources/signins/resource';
import { signinResults } from '@/lib/auth/signin-results';
import { signinFilter, signins, type SigninItem } from './signin-api';
import { signinColumns } from './signin-columns';

const anyResult = 'any';

function useSigninColumns(kit: ColumnKit<SigninItem>) {
  return useMemo(() => signinColumns(kit), [kit]);
}

/** Username and address (prefixes), the result, and a date range. */
function useSigninFilterFields(): FilterField<string>[] {
  const t = useTranslations();
  const f = (key: string) => t(`page.system.signin.filter.${key}`);
  return [
    { key: 'username', label: f('username') },
    { key: 'address', label: f('address') },
    {
      key: 'result',
      label: f('result'),
      render: (value, apply) => (
        <Select value={value || anyResult} onValueChange={(next) => apply(next === anyResult ? '' : next)}>
          <SelectTrigger size="sm" className="w-full sm:w-40" aria-label={f('result')} data-testid="filter-result">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={anyResult}>{f('allResults')}</SelectItem>
            {signinResults.map((r) => (
              <SelectItem key={r} value={r}>
                {t(`dict.signinResult.${r}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      ),
    },
    dateFilterField('from', f('from')),
    dateFilterField('to', f('to')),
  ];
}

const view: ResourceView<SigninItem, typeof signinResource> = {
  client: signins,
  filters: ['username', 'address', 'result', 'from', 'to'],
  useFilterFields: useSigninFilterFields,
  toFilter: signinFilter,
  statusFilter: false,
  useColumns: useSigninColumns,
  rowLabel: (row) => `${row.username} ${row.at}`,
  pageSize: 20,
  pageSizes: [20, 50, 100],
};

/** /system/signin: the sign-in history on the resource kit, newest first, filtered and paged by the server. */
export function SigninPage() {
  return <ResourcePage view={view} />;
}
