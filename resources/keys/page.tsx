import { KeyPage } from '@/resources/keys/ui/key-page';
import { requirePage } from '@/lib/auth/page-session';

export default async function Page() {
  await requirePage('/system/key');
  return <KeyPage />;
}
