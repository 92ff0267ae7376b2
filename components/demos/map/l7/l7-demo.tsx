'use client';

import dynamic from 'next/dynamic';
import { DemoSkeleton } from '@/components/demos/three/shared/demo-skeleton';

// The engine ships in its own chunk, fetched only when this page renders.
const L7MapView = dynamic(() => import('./l7-map'), { ssr: false, loading: () => <DemoSkeleton /> });

export function L7Demo() {
  return <L7MapView />;
}
