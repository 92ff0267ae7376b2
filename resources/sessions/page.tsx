import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SessionPage } from '@/resources/sessions/ui/session-page';
import { requirePage } from '@/lib/auth/page-session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('menu'))('system.session') };
}

export default async function Page() {
  await requirePage('/system/session');
  return <SessionPage />;
}
