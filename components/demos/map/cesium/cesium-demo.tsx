'use client';

import dynamic from 'next/dynamic';
import { DemoSkeleton } from '@/components/demos/three/shared/demo-skeleton';
import { withBasePath } from '@/lib/base-path';

declare global {
  interface Window {
    CESIUM_BASE_URL?: string;
  }
}

// Cesium loads its workers, textures and widget styles from here (copied by scripts/copy-engine-assets.mjs);
// it must be set before the library's first module runs. The engine ships in its own chunk.
const CesiumGlobe = dynamic(
  () => {
    window.CESIUM_BASE_URL = withBasePath('/cesium');
    return import('./cesium-globe');
  },
  { ssr: false, loading: () => <DemoSkeleton /> },
);

export function CesiumDemo() {
  return <CesiumGlobe />;
}
