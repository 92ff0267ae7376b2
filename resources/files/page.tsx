import { requirePage } from '@/lib/auth/page-session';
import { FilePage } from '@/resources/files/ui/file-page';

export default async function Page() {
  await requirePage('/system/file');
  return <FilePage />;
}
