import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FormDemo } from '@/components/demos/component/form/form-demo';
import { requirePage } from '@/lib/auth/page-session';
import { KeptPage } from '@/components/shell/tabs/kept-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('menu.component'))('form') };
}

export default async function ComponentFormPage() {
  await requirePage('/component/form');
  return (
    <KeptPage>
      <FormDemo />
    </KeptPage>
  );
}
