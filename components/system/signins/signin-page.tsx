'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';
import { ColumnVisibilityMenu } from '@/components/table/column-visibility-menu';
import { DataTable } from '@/components/table/data-table';
import { TablePagination } from '@/components/table/table-pagination';
import { TableToolbar, type FilterField } from '@/components/table/table-toolbar';
import { useSystemTable } from '@/components/table/use-system-table';
import { useTableUrlState } from '@/components/table/use-table-url-state';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { signinResults } from '@/lib/signins/results';
import { signinApi, signinKeys, type SigninItem, type SigninListFilter } from './signin-api';
import { signinColumns } from './signin-columns';

const filterKeys = ['username', 'address', 'result', 'from', 'to'] as const;
type FilterKey = (typeof filterKeys)[number];
const getRowId = (row: SigninItem) => String(row.id);
const anyResult = 'any';
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** /system/signin: the sign-in history, newest first, filtered and paged by the server (all in the URL). */
export function SigninPage() {
  const t = useTranslations();
  const f = (key: string) => t(`page.system.signin.filter.${key}`);
  const format = useFormatter();
  const url = useTableUrlState(filterKeys, 20);
  const { username, address, result, from, to } = url.filters;
  const chosen = signinResults.find((r) => r === result);
  const filter: SigninListFilter = {
    username,
    address,
    page: url.page,
    size: url.size,
    ...(chosen ? { result: chosen } : {}),
    ...(isDate(from) ? { from } : {}),
    ...(isDate(to) ? { to } : {}),
  };
  const list = useQuery({ queryKey: signinKeys.list(filter), queryFn: () => signinApi.list(filter), placeholderData: keepPreviousData });
  const formatTime = useCallback((iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'medium' }), [format]);
  const columns = useMemo(() => signinColumns({ t: (key) => t(key), formatTime }), [t, formatTime]);
  const table = useSystemTable({ data: list.data?.list, columns, getRowId });
  const date = (key: 'from' | 'to'): FilterField<FilterKey> => ({
    key,
    label: f(key),
    render: (value, apply) => (
      <label className="text-muted-foreground col-span-2 flex items-center gap-1.5 text-sm sm:col-span-1">
        <span className="shrink-0">{f(key)}</span>
        <Input type="date" value={value} onChange={(event) => apply(event.target.value)} className="h-8 min-w-0 flex-1 sm:w-40 sm:flex-none" data-testid={`filter-${key}`} />
      </label>
    ),
  });
  const fields: FilterField<FilterKey>[] = [
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
    date('from'),
    date('to'),
  ];

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t('menu.system.signin')}</h1>
        <p className="text-muted-foreground text-sm">{t('page.system.signin.description')}</p>
      </div>
      <TableToolbar fields={fields} values={url.filters} onSearch={(values) => url.setFilters(values)} onReset={url.reset}>
        <ColumnVisibilityMenu table={table} />
      </TableToolbar>
      <DataTable table={table} loading={list.isPending} label={t('menu.system.signin')} />
      <TablePagination
        page={url.page}
        size={url.size}
        total={list.data?.total ?? 0}
        totalEstimated={list.data?.totalEstimated}
        onPageChange={url.setPage}
        onSizeChange={url.setSize}
        sizes={[20, 50, 100]}
      />
    </div>
  );
}
