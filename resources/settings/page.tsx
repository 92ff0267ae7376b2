import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/page-session';
import { SettingPage } from '@/resources/settings/ui/setting-page';

/** The page of /system/setting. */
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('menu'))('system.setting') };
}

export default async function Page() {
  await requirePage('/system/setting');
  return <SettingPage />;
}
