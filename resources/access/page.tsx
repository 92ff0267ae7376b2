import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccessPage } from '@/resources/access/ui/access-page';
import { requirePage } from '@/lib/auth/page-session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('menu'))('system.access') };
}

export default async function Page() {
  await requirePage('/system/access');
  return <AccessPage />;
}
