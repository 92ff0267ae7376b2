import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { KeyPage } from '@/resources/keys/ui/key-page';
import { requirePage } from '@/lib/auth/page-session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('menu'))('system.key') };
}

export default async function Page() {
  await requirePage('/system/key');
  return <KeyPage />;
}
