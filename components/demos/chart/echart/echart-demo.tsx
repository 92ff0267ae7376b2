'use client';

import dynamic from 'next/dynamic';
import { GallerySkeleton } from '../gallery-skeleton';

// ECharts (core plus the parts the page uses) loads with this page only.
const EChartGallery = dynamic(() => import('./echart-gallery').then((m) => m.EChartGallery), {
  ssr: false,
  loading: () => <GallerySkeleton />,
});

export function EchartDemo() {
  return <EChartGallery />;
}
