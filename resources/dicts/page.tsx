import { requirePage } from '@/lib/auth/page-session';
import { DictPage } from '@/resources/dicts/ui/dict-page';

export default async function Page() {
  await requirePage('/system/dict');
  return <DictPage />;
}
