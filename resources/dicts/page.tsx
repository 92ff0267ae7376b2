import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/page-session';
import { DictPage } from '@/resources/dicts/ui/dict-page';

/** The page of /system/dict. */
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('menu'))('system.dict') };
}

export default async function Page() {
  await requirePage('/system/dict');
  return <DictPage />;
}
