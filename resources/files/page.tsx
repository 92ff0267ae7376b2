import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/page-session';
import { FilePage } from '@/resources/files/ui/file-page';

/** The page of /system/file. */
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('menu'))('system.file') };
}

export default async function Page() {
  await requirePage('/system/file');
  return <FilePage />;
}
