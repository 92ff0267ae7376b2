import { SessionPage } from '@/resources/sessions/ui/session-page';
import { requirePage } from '@/lib/auth/page-session';

export default async function Page() {
  await requirePage('/system/session');
  return <SessionPage />;
}
