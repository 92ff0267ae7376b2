'use client';

import { ResourceTreePage } from '@/components/resource/resource-tree-page';
import { useStableTranslations } from '@/components/resource/use-stable-translations';
import { usePermissionView } from './permission-view';

/** /system/permission: the menu/action tree on the resource kit (filters and sort in the URL, row actions, bulk delete). */
export function PermissionPage() {
  // Kept across the server refresh a permission write makes (the view, so the columns, hang on it).
  const t = useStableTranslations();
  return <ResourceTreePage view={usePermissionView(t)} />;
}
