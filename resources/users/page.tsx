import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { UserPage } from '@/resources/users/ui/user-page';
import { requirePage } from '@/lib/auth/page-session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('menu'))('system.user') };
}

export default async function Page() {
  await requirePage('/system/user');
  return <UserPage />;
}
