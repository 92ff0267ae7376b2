'use client';

import dynamic from 'next/dynamic';
import { DemoSkeleton } from '@/components/demos/three/shared/demo-skeleton';

// The engine ships in its own chunk, fetched only when this page renders.
const OpenlayersMap = dynamic(() => import('./openlayers-map'), { ssr: false, loading: () => <DemoSkeleton /> });

export function OpenlayersDemo() {
  return <OpenlayersMap />;
}
