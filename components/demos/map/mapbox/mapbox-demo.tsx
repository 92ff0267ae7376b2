'use client';

import dynamic from 'next/dynamic';
import { DemoSkeleton } from '@/components/demos/three/shared/demo-skeleton';

// The engine ships in its own chunk, fetched only when this page renders.
const MapboxMap = dynamic(() => import('./mapbox-map'), { ssr: false, loading: () => <DemoSkeleton /> });

export function MapboxDemo() {
  return <MapboxMap />;
}
