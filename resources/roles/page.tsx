import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RolePage } from '@/resources/roles/ui/role-page';
import { requirePage } from '@/lib/auth/page-session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('menu'))('system.role') };
}

export default async function Page() {
  await requirePage('/system/role');
  return <RolePage />;
}
