'use client';

import { MapView, type PickingInfo } from '@deck.gl/core';
import DeckGL from '@deck.gl/react';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { DemoPanel, PanelSwitch } from '@/components/demos/three/shared/demo-panel';
import { DemoStage } from '@/components/demos/three/shared/demo-stage';
import { hex, rgba, useThemePalette } from '@/components/demos/three/shared/use-theme-palette';
import { loseContextSoon, webglContextOf } from '@/components/demos/three/shared/webgl';
import type { City, Flow } from '@/lib/geo/sample-data';
import type { CountryFeature } from '@/lib/geo/world';
import { mapColors } from '../shared/map-colors';
import { useCityName } from '../shared/use-city-name';
import { deckLayers } from './deckgl-layers';

const view = new MapView({ repeat: false });
const initialViewState = { longitude: 10, latitude: 20, zoom: 0.9, minZoom: 0, maxZoom: 6 };

export default function DeckglMap() {
  const t = useTranslations('page.map.deckgl');
  const tm = useTranslations('page.map');
  const cityName = useCityName();
  const palette = useThemePalette();
  const colors = useMemo(() => mapColors(palette), [palette]);
  const hostRef = useRef<HTMLDivElement>(null);
  const [showArcs, setShowArcs] = useState(true);
  const [showCities, setShowCities] = useState(true);
  const layers = useMemo(() => deckLayers({ colors, showArcs, showCities }), [colors, showArcs, showCities]);

  // deck.gl's finalize() destroys its resources but leaves the WebGL context to the garbage collector.
  useEffect(() => {
    const host = hostRef.current;
    return () => loseContextSoon(webglContextOf(host?.querySelector('canvas')));
  }, []);

  const tooltip = ({ object, layer }: PickingInfo) => {
    if (!object || !layer) return null;
    const text =
      layer.id === 'countries'
        ? (object as CountryFeature).properties.name
        : layer.id === 'cities'
          ? `${cityName((object as City).key)} · ${tm('population', { value: (object as City).population })}`
          : `${cityName((object as Flow).from.key)} → ${cityName((object as Flow).to.key)}`;
    return {
      text,
      style: {
        background: rgba(palette.background, 0.95),
        color: hex(palette.foreground),
        border: `1px solid ${hex(palette.border)}`,
        borderRadius: '6px',
        fontSize: '12px',
        padding: '4px 8px',
      },
    };
  };

  return (
    <DemoStage
      hostRef={hostRef}
      panel={
        <DemoPanel title={t('title')} description={t('description')}>
          <PanelSwitch id="deck-arcs" label={t('arcs')} checked={showArcs} onChange={setShowArcs} />
          <PanelSwitch id="deck-cities" label={t('cities')} checked={showCities} onChange={setShowCities} />
        </DemoPanel>
      }
    >
      <div className="absolute inset-0" style={{ background: hex(colors.ocean) }} data-engine="deckgl">
        <DeckGL views={view} initialViewState={initialViewState} controller layers={layers} getTooltip={tooltip} />
      </div>
    </DemoStage>
  );
}
