'use client';

import dynamic from 'next/dynamic';
import { GallerySkeleton } from '../gallery-skeleton';

// Recharts loads with this page only, after the shell has rendered.
const RechartGallery = dynamic(() => import('./rechart-gallery').then((m) => m.RechartGallery), {
  ssr: false,
  loading: () => <GallerySkeleton />,
});

export function RechartDemo() {
  return <RechartGallery />;
}
