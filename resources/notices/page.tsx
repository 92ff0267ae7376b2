import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/page-session';
import { NoticePage } from '@/resources/notices/ui/notice-page';

/** The page of app/(console)/system/notice (that file re-exports this). */
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('menu'))('system.notice') };
}

export default async function Page() {
  await requirePage('/system/notice');
  return <NoticePage />;
}
