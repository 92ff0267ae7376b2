import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BabylonDemo } from '@/components/demos/three/babylon/babylon-demo';
import { requirePage } from '@/lib/auth/page-session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('menu'))('three.babylon') };
}

export default async function BabylonPage() {
  await requirePage('/three/babylon');
  return <BabylonDemo />;
}
