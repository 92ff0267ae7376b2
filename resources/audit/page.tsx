import { AuditPage } from '@/resources/audit/ui/audit-page';
import { requirePage } from '@/lib/auth/page-session';

export default async function Page() {
  await requirePage('/system/audit');
  return <AuditPage />;
}
