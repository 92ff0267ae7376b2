'use client';

import { useTranslations } from 'next-intl';
import { ResourceTreePage } from '@/components/resource/resource-tree-page';
import { usePermissionView } from './permission-view';

/** /system/permission: the menu/action tree on the resource kit (filters and sort in the URL, row actions, bulk delete). */
export function PermissionPage() {
  const t = useTranslations();
  return <ResourceTreePage view={usePermissionView(t)} />;
}
