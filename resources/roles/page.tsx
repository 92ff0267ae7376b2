import { RolePage } from '@/resources/roles/ui/role-page';
import { requirePage } from '@/lib/auth/page-session';

export default async function Page() {
  await requirePage('/system/role');
  return <RolePage />;
}
