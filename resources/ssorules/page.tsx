import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/page-session';
import { SsorulePage } from '@/resources/ssorules/ui/ssorule-page';

/** The page of /system/ssorule. */
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('menu'))('system.ssorule') };
}

export default async function Page() {
  await requirePage('/system/ssorule');
  return <SsorulePage />;
}
