'use client';

import { useQuery } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { ColumnKit } from '@/components/resource/resource-columns';
import { ResourcePage, type ResourceView } from '@/components/resource/resource-page';
import { TreeSelect } from '@/components/pickers/tree-select';
import { groupApi, groupKeys } from '@/resources/groups/ui/group-api';
import type { FilterField } from '@/components/table/table-toolbar';
import { rootGroupId } from '@/resources/groups/schema';
import type { sessionResource } from '@/resources/sessions/resource';
import { sessions, type SessionItem } from './session-api';
import { sessionColumns } from './session-columns';
import { SessionSignOutDialog } from './session-sign-out-dialog';

function useSessionColumns(kit: ColumnKit<SessionItem>) {
  return useMemo(() => sessionColumns(kit), [kit]);
}

/** Username (a prefix) and the group subtree, picked in the group tree. */
function useSessionFilterFields(): FilterField<string>[] {
  const t = useTranslations('page.system.session.filter');
  const locale = useLocale();
  const groups = useQuery({ queryKey: groupKeys.options(locale), queryFn: groupApi.options });
  const options = useMemo(() => (groups.data ?? []).map((g) => ({ id: g.id, parentId: g.parentId, order: g.order, label: g.name })), [groups.data]);
  return [
    { key: 'username', label: t('username') },
    {
      key: 'group',
      label: t('group'),
      render: (value, apply) => (
        <div className="col-span-2 sm:w-52" data-testid="filter-group">
          <TreeSelect options={options} value={value || rootGroupId} onChange={(id) => apply(id === rootGroupId ? '' : id)} className="h-8" label={t('group')} aria-label={t('group')} />
        </div>
      ),
    },
  ];
}

const view: ResourceView<SessionItem, typeof sessionResource> = {
  client: sessions,
  filters: ['username', 'group'],
  useFilterFields: useSessionFilterFields,
  statusFilter: false,
  useColumns: useSessionColumns,
  rowLabel: (row) => row.username,
  initialColumnVisibility: { currentRole: false },
  removal: { label: 'page.system.session.signOut', icon: LogOut, Dialog: SessionSignOutDialog },
};

/** /system/session: live sessions on the resource kit (filtered, sorted and paged by the server); sign out one or many. */
export function SessionPage() {
  return <ResourcePage view={view} />;
}
