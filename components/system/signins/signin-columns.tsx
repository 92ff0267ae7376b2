'use client';

import { createColumnHelper } from '@tanstack/react-table';
import type { SystemFeatures } from '@/components/table/table-features';
import type { SigninItem } from './signin-api';
import { SigninResultBadge } from './signin-result-badge';

export interface SigninColumnContext {
  t: (key: string) => string;
  formatTime: (iso: string) => string;
}

const helper = createColumnHelper<SystemFeatures, SigninItem>();

/** The sign-in history, newest first (the server's order; no column sorts). */
export function signinColumns(c: SigninColumnContext) {
  const h = (key: string) => c.t(`page.system.signin.header.${key}`);
  return helper.columns([
    helper.accessor('at', {
      header: h('at'),
      enableHiding: false,
      enableSorting: false,
      meta: { label: h('at'), className: 'tabular-nums whitespace-nowrap' },
      cell: ({ getValue }) => <time dateTime={getValue()}>{c.formatTime(getValue())}</time>,
    }),
    helper.accessor('username', { header: h('username'), enableSorting: false, meta: { label: h('username') }, cell: ({ getValue }) => <span className="font-medium break-all">{getValue()}</span> }),
    helper.accessor('result', { header: h('result'), enableSorting: false, meta: { label: h('result') }, cell: ({ getValue }) => <SigninResultBadge result={getValue()} /> }),
    helper.accessor('address', { header: h('address'), enableSorting: false, meta: { label: h('address'), className: 'font-mono text-xs' } }),
    helper.accessor('browser', { header: h('browser'), enableSorting: false, meta: { label: h('browser') } }),
    helper.accessor('os', { header: h('os'), enableSorting: false, meta: { label: h('os') } }),
  ]);
}
