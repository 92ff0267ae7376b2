import { requirePage } from '@/lib/auth/page-session';
import { SettingPage } from '@/resources/settings/ui/setting-page';

export default async function Page() {
  await requirePage('/system/setting');
  return <SettingPage />;
}
