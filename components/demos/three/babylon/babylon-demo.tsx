'use client';

import dynamic from 'next/dynamic';
import { DemoSkeleton } from '@/components/demos/three/shared/demo-skeleton';

// The engine ships in its own chunk, fetched only when this page renders.
const BabylonScene = dynamic(() => import('./babylon-scene'), { ssr: false, loading: () => <DemoSkeleton /> });

export function BabylonDemo() {
  return <BabylonScene />;
}
