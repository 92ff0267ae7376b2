import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MapboxDemo } from '@/components/demos/map/mapbox/mapbox-demo';
import { requirePage } from '@/lib/auth/page-session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('menu'))('map.mapbox') };
}

export default async function MapboxPage() {
  await requirePage('/map/mapbox');
  return <MapboxDemo />;
}
