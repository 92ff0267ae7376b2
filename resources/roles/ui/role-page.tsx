'use client';

import { useTranslations } from 'next-intl';
import { ResourcePage } from '@/components/resource/resource-page';
import { useRoleView } from './role-view';

/** /system/role: roles on the resource kit (filters, sorting and paging by the server, in the URL). */
export function RolePage() {
  const t = useTranslations();
  return <ResourcePage view={useRoleView(t)} />;
}
