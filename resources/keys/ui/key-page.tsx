'use client';

import { KeyRound } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { ColumnKit } from '@/components/resource/resource-columns';
import { ResourcePage, type ResourceView } from '@/components/resource/resource-page';
import type { FilterField } from '@/components/table/table-toolbar';
import type { keyResource } from '@/resources/keys/resource';
import { keys, type KeyItem } from './key-api';
import { keyColumns } from './key-columns';
import { KeyRevokeDialog } from './key-revoke-dialog';

function useKeyColumns(kit: ColumnKit<KeyItem>) {
  return useMemo(() => keyColumns(kit), [kit]);
}

function useKeyFilterFields(): FilterField<string>[] {
  const t = useTranslations('page.system.key.filter');
  return [{ key: 'username', label: t('username') }];
}

const view: ResourceView<KeyItem, typeof keyResource> = {
  client: keys,
  filters: ['username'],
  useFilterFields: useKeyFilterFields,
  statusFilter: false,
  useColumns: useKeyColumns,
  rowLabel: (row) => `${row.username} · ${row.name}`,
  initialColumnVisibility: { lastUsedAddress: false },
  removal: { label: 'page.system.key.revoke', icon: KeyRound, Dialog: KeyRevokeDialog },
};

/** /system/key: the API keys of the users in the data scope on the resource kit; revoke one or many. */
export function KeyPage() {
  return <ResourcePage view={view} />;
}
