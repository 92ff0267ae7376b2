'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { DemoPanel, PanelValue } from '@/components/demos/three/shared/demo-panel';
import { DemoStage } from '@/components/demos/three/shared/demo-stage';
import { useThemePalette } from '@/components/demos/three/shared/use-theme-palette';
import { controlLabels } from '../shared/control-labels';
import { mapColors } from '../shared/map-colors';
import { createOlWorld, type OlWorld } from './openlayers-world';

// ol.css colours its controls through these variables: point them at the theme's. Its other rules are
// not in a cascade layer and beat Tailwind's utilities unless those are important (!).
const controlTheme = [
  '[--ol-background-color:var(--background)] [--ol-foreground-color:var(--foreground)]',
  '[--ol-subtle-foreground-color:var(--muted-foreground)] [--ol-accent-background-color:var(--accent)]',
  '[--ol-subtle-background-color:transparent] [--ol-partial-background-color:var(--background)]',
  '[&_.ol-control_button]:border! [&_.ol-control_button]:border-border! [&_.ol-control_button]:size-7!',
].join(' ');

// OpenLayers draws vectors with canvas 2D (no WebGL context) and watches its target's size itself.
export default function OpenlayersMap() {
  const t = useTranslations('page.map.openlayers');
  const tm = useTranslations('page.map');
  const tc = useTranslations('page.map.controls');
  const labels = useMemo(() => controlLabels(tc), [tc]);
  const palette = useThemePalette();
  const colors = useMemo(() => mapColors(palette), [palette]);
  const colorsRef = useRef(colors);
  const hostRef = useRef<HTMLDivElement>(null);
  const worldRef = useRef<OlWorld | null>(null);
  const [selected, setSelected] = useState<string | null>(null);

  // The zoom control takes its tips when it is made: a new language makes a new map.
  useEffect(() => {
    const world = createOlWorld(hostRef.current!, colorsRef.current, labels, setSelected);
    world.setTheme(colorsRef.current);
    worldRef.current = world;
    return () => {
      worldRef.current = null;
      world.dispose();
      setSelected(null);
    };
  }, [labels]);
  useEffect(() => {
    colorsRef.current = colors;
    worldRef.current?.setTheme(colors);
  }, [colors]);

  return (
    <DemoStage
      hostRef={hostRef}
      className={controlTheme}
      panel={
        <DemoPanel title={t('title')} description={t('description')}>
          <PanelValue label={tm('country')} value={selected ?? tm('none')} testId="openlayers-selected" />
        </DemoPanel>
      }
    />
  );
}
