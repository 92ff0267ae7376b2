import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CesiumDemo } from '@/components/demos/map/cesium/cesium-demo';
import { requirePage } from '@/lib/auth/page-session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('menu'))('map.cesium') };
}

export default async function CesiumPage() {
  await requirePage('/map/cesium');
  return <CesiumDemo />;
}
