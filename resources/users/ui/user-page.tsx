'use client';

import { ResourcePage } from '@/components/resource/resource-page';
import { useUserView } from './user-view';

/** /system/user: users on the resource kit (filters, sorting and paging by the server, in the URL). */
export function UserPage() {
  return <ResourcePage view={useUserView()} />;
}
