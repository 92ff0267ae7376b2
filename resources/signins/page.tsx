import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SigninPage } from '@/resources/signins/ui/signin-page';
import { requirePage } from '@/lib/auth/page-session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('menu'))('system.signin') };
}

export default async function Page() {
  await requirePage('/system/signin');
  return <SigninPage />;
}
