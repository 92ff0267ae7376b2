import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuditPage } from '@/resources/audit/ui/audit-page';
import { requirePage } from '@/lib/auth/page-session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('menu'))('system.audit') };
}

export default async function Page() {
  await requirePage('/system/audit');
  return <AuditPage />;
}
