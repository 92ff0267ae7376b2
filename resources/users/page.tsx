import { UserPage } from '@/resources/users/ui/user-page';
import { requirePage } from '@/lib/auth/page-session';

export default async function Page() {
  await requirePage('/system/user');
  return <UserPage />;
}
