import { PermissionPage } from '@/resources/permissions/ui/permission-page';
import { requirePage } from '@/lib/auth/page-session';

export default async function Page() {
  await requirePage('/system/permission');
  return <PermissionPage />;
}
