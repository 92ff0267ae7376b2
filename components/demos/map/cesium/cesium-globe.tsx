'use client';

import 'cesium/Build/Cesium/Widgets/widgets.css';
import { Cartesian3, Color, type Viewer as CesiumViewer } from 'cesium';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { CameraFlyTo, Globe, ImageryLayer, Scene, Viewer, type CesiumComponentRef } from 'resium';
import { Button } from '@/components/ui/button';
import { DemoPanel } from '@/components/demos/three/shared/demo-panel';
import { DemoStage } from '@/components/demos/three/shared/demo-stage';
import { useThemePalette, type Rgb } from '@/components/demos/three/shared/use-theme-palette';
import { loseContextSoon, webglContextOf } from '@/components/demos/three/shared/webgl';
import { cities, type CityKey } from '@/lib/geo/sample-data';
import { useCityName } from '../shared/use-city-name';
import { CesiumLayers } from './cesium-layers';
import { offlineImagery, onlineTileProvider } from './cesium-setup';

const flyTargets: CityKey[] = ['beijing', 'london', 'newYork', 'sydney'];
const home = Cartesian3.fromDegrees(90, 25, 15_000_000);
const rgb = ([r, g, b]: Rgb) => Color.fromBytes(r, g, b, 255);

export default function CesiumGlobe() {
  const t = useTranslations('page.map.cesium');
  const cityName = useCityName();
  const palette = useThemePalette();
  const viewerRef = useRef<CesiumComponentRef<CesiumViewer>>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  // Providers, not layers: resium may rebuild the viewer (read-only props, a suspended subtree), and a
  // viewer destroys its layers; <ImageryLayer> makes a fresh layer from the provider each time.
  const [imagery] = useState(offlineImagery);
  const [tiles] = useState(onlineTileProvider);
  // The globe shows nothing until its first tiles are in (seconds): say so until its load queue empties.
  const [tilesIn, setTilesIn] = useState(false);

  // The viewer's own teardown (resium) leaves its WebGL context for the garbage collector.
  useEffect(() => {
    const host = hostRef.current;
    return () => loseContextSoon(webglContextOf(host?.querySelector<HTMLCanvasElement>('.cesium-widget canvas')));
  }, []);

  const flyTo = (destination: Cartesian3) =>
    viewerRef.current?.cesiumElement?.camera.flyTo({ destination, duration: 1.8 });

  return (
    <DemoStage
      hostRef={hostRef}
      loading={tilesIn ? undefined : t('loading')}
      panel={
        <DemoPanel title={t('title')} description={t('description')}>
          <div className="grid grid-cols-2 gap-1.5">
            {flyTargets.map((key) => {
              const [lon, lat] = cities.find((c) => c.key === key)!.coordinates;
              return (
                <Button key={key} size="sm" variant="outline" onClick={() => flyTo(Cartesian3.fromDegrees(lon, lat, 2_500_000))}>
                  {cityName(key)}
                </Button>
              );
            })}
            <Button size="sm" variant="secondary" className="col-span-2" onClick={() => flyTo(home)}>
              {t('home')}
            </Button>
          </div>
        </DemoPanel>
      }
    >
      <Viewer
        ref={viewerRef}
        full
        baseLayer={false}
        baseLayerPicker={false}
        geocoder={false}
        animation={false}
        timeline={false}
        homeButton={false}
        sceneModePicker={false}
        navigationHelpButton={false}
        fullscreenButton={false}
        infoBox={false}
        selectionIndicator={false}
        skyBox={false}
        requestRenderMode
      >
        <Scene backgroundColor={rgb(palette.background)} />
        {/* A tile is refined until its error is under 4 px, not Cesium's default 2: the offline imagery has three
            levels (Natural Earth II), so the finer tiles drew the same picture at about twice the cost (in software
            rendering, the first full view in 8 s and 13 CPU-seconds instead of 14 s and 24). */}
        <Globe
          maximumScreenSpaceError={4}
          baseColor={rgb(palette.mutedForeground)}
          onTileLoadProgress={(queued) => {
            if (queued === 0) setTilesIn(true);
          }}
        />
        <ImageryLayer imageryProvider={imagery} />
        {tiles ? <ImageryLayer imageryProvider={tiles} /> : null}
        <CesiumLayers outline={palette.dark ? palette.foreground : [255, 255, 255]} accent={palette.chart[0]} />
        <CameraFlyTo destination={home} duration={0} once />
      </Viewer>
    </DemoStage>
  );
}
