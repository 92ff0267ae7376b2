import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GroupPage } from '@/resources/groups/ui/group-page';
import { requirePage } from '@/lib/auth/page-session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('menu'))('system.group') };
}

export default async function Page() {
  await requirePage('/system/group');
  return <GroupPage />;
}
