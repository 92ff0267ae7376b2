import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { L7Demo } from '@/components/demos/map/l7/l7-demo';
import { requirePage } from '@/lib/auth/page-session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('menu'))('map.l7') };
}

export default async function L7Page() {
  await requirePage('/map/l7');
  return <L7Demo />;
}
