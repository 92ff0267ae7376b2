import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InboxPage } from '@/components/notifications/inbox-page';
import { requirePage } from '@/lib/auth/page-session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('notifications'))('title') };
}

export default async function Page() {
  await requirePage('/account/notifications');
  return <InboxPage />;
}
