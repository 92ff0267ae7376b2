'use client';

import { ResourceTreePage } from '@/components/resource/resource-tree-page';
import { groupView } from './group-view';

/** /system/group: the group tree on the resource kit (filters and sort in the URL, row actions, bulk delete). */
export function GroupPage() {
  return <ResourceTreePage view={groupView} />;
}
