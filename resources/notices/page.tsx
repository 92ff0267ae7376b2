import { requirePage } from '@/lib/auth/page-session';
import { NoticePage } from '@/resources/notices/ui/notice-page';

export default async function Page() {
  await requirePage('/system/notice');
  return <NoticePage />;
}
