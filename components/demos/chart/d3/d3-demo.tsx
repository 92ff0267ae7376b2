'use client';

import dynamic from 'next/dynamic';
import { GallerySkeleton } from '../gallery-skeleton';

// d3 loads with this page only.
const D3Gallery = dynamic(() => import('./d3-gallery').then((m) => m.D3Gallery), {
  ssr: false,
  loading: () => <GallerySkeleton cards={3} />,
});

export function D3Demo() {
  return <D3Gallery />;
}
