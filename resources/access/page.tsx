import { AccessPage } from '@/resources/access/ui/access-page';
import { requirePage } from '@/lib/auth/page-session';

export default async function Page() {
  await requirePage('/system/access');
  return <AccessPage />;
}
