import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GeneralDemo } from '@/components/demos/component/general/general-demo';
import { requirePage } from '@/lib/auth/page-session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('menu.component'))('general') };
}

export default async function ComponentGeneralPage() {
  await requirePage('/component/general');
  return <GeneralDemo />;
}
