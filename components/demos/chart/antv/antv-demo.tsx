'use client';

import dynamic from 'next/dynamic';
import { GallerySkeleton } from '../gallery-skeleton';

// G2Plot (and G2 under it) loads with this page only.
const AntvGallery = dynamic(() => import('./antv-gallery').then((m) => m.AntvGallery), {
  ssr: false,
  loading: () => <GallerySkeleton />,
});

export function AntvDemo() {
  return <AntvGallery />;
}
