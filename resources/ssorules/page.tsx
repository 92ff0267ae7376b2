import { requirePage } from '@/lib/auth/page-session';
import { SsorulePage } from '@/resources/ssorules/ui/ssorule-page';

export default async function Page() {
  await requirePage('/system/ssorule');
  return <SsorulePage />;
}
