import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PermissionPage } from '@/resources/permissions/ui/permission-page';
import { requirePage } from '@/lib/auth/page-session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('menu'))('system.permission') };
}

export default async function Page() {
  await requirePage('/system/permission');
  return <PermissionPage />;
}
