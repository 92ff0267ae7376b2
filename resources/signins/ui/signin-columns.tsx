'use client';

import { createColumnHelper } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { isSigninFactor } from '@/lib/auth/factor-kinds';
import { DateTimeSecondsCell } from '@/components/custom/date-time';
import type { ColumnKit } from '@/components/resource/resource-columns';
import type { SystemFeatures } from '@/components/table/table-features';
import type { SigninItem } from './signin-api';
import { SigninResultBadge } from './signin-result-badge';

const helper = createColumnHelper<SystemFeatures, SigninItem>();

/** The sign-in history, newest first (the server's order; no column sorts). */
export function signinColumns(kit: ColumnKit<SigninItem>) {
  const { h } = kit;
  return helper.columns([
    helper.accessor('at', {
      header: h('at'),
      enableHiding: false,
      enableSorting: false,
      meta: { label: h('at'), className: 'tabular-nums whitespace-nowrap' },
      cell: DateTimeSecondsCell,
    }),
    helper.accessor('username', { header: h('username'), enableSorting: false, meta: { label: h('username') }, cell: ({ getValue }) => <span className="font-medium break-all">{getValue()}</span> }),
    helper.accessor('result', { header: h('result'), enableSorting: false, meta: { label: h('result') }, cell: ({ getValue }) => <SigninResultBadge result={getValue()} /> }),
    helper.accessor('factor', {
      header: h('factor'),
      enableSorting: false,
      meta: { label: h('factor') },
      cell: function FactorCell({ getValue }) {
        const t = useTranslations('page.system.signin.factor');
        const factor = getValue();
        return factor && isSigninFactor(factor) ? t(factor) : '';
      },
    }),
    helper.accessor('address', { header: h('address'), enableSorting: false, meta: { label: h('address'), className: 'font-mono text-xs' } }),
    helper.accessor('browser', { header: h('browser'), enableSorting: false, meta: { label: h('browser') } }),
    helper.accessor('os', { header: h('os'), enableSorting: false, meta: { label: h('os') } }),
  ]);
}
