import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OpenlayersDemo } from '@/components/demos/map/openlayers/openlayers-demo';
import { requirePage } from '@/lib/auth/page-session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('menu'))('map.openlayers') };
}

export default async function OpenlayersPage() {
  await requirePage('/map/openlayers');
  return <OpenlayersDemo />;
}
