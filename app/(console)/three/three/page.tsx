import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ThreeDemo } from '@/components/demos/three/three/three-demo';
import { requirePage } from '@/lib/auth/page-session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('menu'))('three.three') };
}

export default async function ThreePage() {
  await requirePage('/three/three');
  return <ThreeDemo />;
}
