import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GeneralDemo } from '@/components/demos/component/general/general-demo';
import { requirePage } from '@/lib/auth/page-session';
import { KeptPage } from '@/components/shell/tabs/kept-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('menu.component'))('general') };
}

export default async function ComponentGeneralPage() {
  await requirePage('/component/general');
  return (
    <KeptPage>
      <GeneralDemo />
    </KeptPage>
  );
}
