import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/account/account-page';
import { requirePage } from '@/lib/auth/page-session';
import { KeptPage } from '@/components/shell/tabs/kept-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('page.account'))('title') };
}

export default async function Page() {
  await requirePage('/account');
  return (
    <KeptPage>
      <AccountPage />
    </KeptPage>
  );
}
