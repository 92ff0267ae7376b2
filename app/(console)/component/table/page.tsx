import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TableDemo } from '@/components/demos/component/table/table-demo';
import { requirePage } from '@/lib/auth/page-session';
import { KeptPage } from '@/components/shell/tabs/kept-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('menu.component'))('table') };
}

export default async function ComponentTablePage() {
  await requirePage('/component/table');
  return (
    <KeptPage>
      <TableDemo />
    </KeptPage>
  );
}
