import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DeckglDemo } from '@/components/demos/map/deckgl/deckgl-demo';
import { requirePage } from '@/lib/auth/page-session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('menu'))('map.deckgl') };
}

export default async function DeckglPage() {
  await requirePage('/map/deckgl');
  return <DeckglDemo />;
}
