'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { DemoPanel, PanelSwitch, PanelValue } from '@/components/demos/three/shared/demo-panel';
import { DemoStage } from '@/components/demos/three/shared/demo-stage';
import { useThemePalette } from '@/components/demos/three/shared/use-theme-palette';
import { loseContextSoon, webglContextOf } from '@/components/demos/three/shared/webgl';
import { mapColors } from '../shared/map-colors';
import { useCityName } from '../shared/use-city-name';
import type { CityPointProps } from './l7-data';
import { createL7World, type L7World } from './l7-world';

// L7 watches its container with a ResizeObserver; destroy() frees layers and the renderer, the
// context itself is released here.
export default function L7MapView() {
  const t = useTranslations('page.map.l7');
  const tm = useTranslations('page.map');
  const cityName = useCityName();
  const palette = useThemePalette();
  const colors = useMemo(() => mapColors(palette), [palette]);
  const colorsRef = useRef(colors);
  const hostRef = useRef<HTMLDivElement>(null);
  const worldRef = useRef<L7World | null>(null);
  const [heatmap, setHeatmap] = useState(false);
  const [hovered, setHovered] = useState<string | null>(null);
  const [city, setCity] = useState<CityPointProps | null>(null);

  useEffect(() => {
    const host = hostRef.current!;
    const world = createL7World(host, colorsRef.current, { onHover: setHovered, onCity: setCity });
    worldRef.current = world;
    return () => {
      const gl = webglContextOf(host.querySelector('canvas'));
      worldRef.current = null;
      world.dispose();
      loseContextSoon(gl);
    };
  }, []);
  useEffect(() => {
    colorsRef.current = colors;
    worldRef.current?.setTheme(colors);
  }, [colors]);
  useEffect(() => {
    worldRef.current?.setHeatmap(heatmap);
  }, [heatmap]);

  return (
    <DemoStage
      hostRef={hostRef}
      panel={
        <DemoPanel title={t('title')} description={t('description')}>
          <PanelSwitch id="l7-heatmap" label={t('heatmap')} checked={heatmap} onChange={setHeatmap} />
          <PanelValue label={tm('country')} value={hovered ?? tm('none')} testId="l7-hovered" />
          <PanelValue
            label={tm('city')}
            value={city ? `${cityName(city.key)} · ${tm('population', { value: city.population })}` : tm('none')}
          />
        </DemoPanel>
      }
    />
  );
}
