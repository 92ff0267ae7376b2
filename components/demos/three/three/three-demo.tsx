'use client';

import dynamic from 'next/dynamic';
import { DemoSkeleton } from '@/components/demos/three/shared/demo-skeleton';

// The engine ships in its own chunk, fetched only when this page renders.
const ThreeScene = dynamic(() => import('./three-scene'), { ssr: false, loading: () => <DemoSkeleton /> });

export function ThreeDemo() {
  return <ThreeScene />;
}
