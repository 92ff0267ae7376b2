import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CustomDemo } from '@/components/demos/component/custom/custom-demo';
import { requirePage } from '@/lib/auth/page-session';
import { KeptPage } from '@/components/shell/tabs/kept-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('menu.component'))('custom') };
}

export default async function ComponentCustomPage() {
  await requirePage('/component/custom');
  return (
    <KeptPage>
      <CustomDemo />
    </KeptPage>
  );
}
