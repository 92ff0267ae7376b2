'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
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
  { ssr: false, loading: () => <GlobeSkeleton /> },
);

/** The engine is large: the skeleton says the globe is coming, as the stage does until its tiles are in. */
function GlobeSkeleton() {
  return <DemoSkeleton label={useTranslations('page.map.cesium')('loading')} />;
}

export function CesiumDemo() {
  return <CesiumGlobe />;
}
