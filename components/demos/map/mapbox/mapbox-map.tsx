'use client';

import 'maplibre-gl/dist/maplibre-gl.css';
import type { StyleSpecification } from 'maplibre-gl';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useRef, useState } from 'react';
import Map, { NavigationControl, Popup, ScaleControl, type MapLayerMouseEvent, type MapRef } from 'react-map-gl/maplibre';
import { DemoPanel, PanelValue } from '@/components/demos/three/shared/demo-panel';
import { DemoStage } from '@/components/demos/three/shared/demo-stage';
import { useThemePalette } from '@/components/demos/three/shared/use-theme-palette';
import { withBasePath } from '@/lib/base-path';
import { controlLabels, maplibreLocale } from '../shared/control-labels';
import { mapColors } from '../shared/map-colors';
import { useCityName } from '../shared/use-city-name';
import { countrySource, interactiveLayers, MapboxLayers, type CityProps } from './mapbox-layers';

// No token, no remote style: an empty inline style; the layers come from the bundled GeoJSON.
const style: StyleSpecification = { version: 8, sources: {}, layers: [] };
const initialViewState = { longitude: 10, latitude: 20, zoom: 0.9 };
// Bundlers do not emit maplibre's worker; scripts/copy-engine-assets.mjs copies it here.
const workerUrl = withBasePath('/maplibre/maplibre-gl-worker.mjs');

// maplibre's controls and popup in the theme's colours. maplibre-gl.css is not in a cascade layer, so
// it beats Tailwind's utilities unless they are important (!); its icons are dark SVGs, inverted in dark.
const controlTheme = [
  '[&_.maplibregl-ctrl-group]:bg-background! [&_.maplibregl-ctrl-group]:border',
  '[&_.maplibregl-ctrl-group_button+button]:border-border! dark:[&_.maplibregl-ctrl-icon]:invert',
  '[&_.maplibregl-ctrl-scale]:bg-background/80! [&_.maplibregl-ctrl-scale]:text-foreground! [&_.maplibregl-ctrl-scale]:border-foreground/50!',
  '[&_.maplibregl-popup-content]:bg-popover! [&_.maplibregl-popup-content]:text-popover-foreground [&_.maplibregl-popup-tip]:hidden',
].join(' ');

interface PopupInfo {
  longitude: number;
  latitude: number;
  text: string;
}

// react-map-gl's unmount calls map.remove(), which also loses the WebGL context and releases workers;
// maplibre watches its container with a ResizeObserver.
export default function MapboxMap() {
  const t = useTranslations('page.map.mapbox');
  const tm = useTranslations('page.map');
  const tc = useTranslations('page.map.controls');
  // maplibre reads its locale once, when the map is made: a new language makes a new map.
  const language = useLocale();
  const locale = useMemo(() => maplibreLocale(controlLabels(tc)), [tc]);
  const cityName = useCityName();
  const palette = useThemePalette();
  const colors = useMemo(() => mapColors(palette), [palette]);
  const mapRef = useRef<MapRef>(null);
  const hoveredId = useRef<string | number | null>(null);
  const [hovered, setHovered] = useState<string | null>(null);
  const [popup, setPopup] = useState<PopupInfo | null>(null);

  const setHover = (id: string | number | null) => {
    const map = mapRef.current;
    if (!map || id === hoveredId.current) return;
    if (hoveredId.current !== null) map.setFeatureState({ source: countrySource, id: hoveredId.current }, { hover: false });
    if (id !== null) map.setFeatureState({ source: countrySource, id }, { hover: true });
    hoveredId.current = id;
  };

  const onMove = (e: MapLayerMouseEvent) => {
    const country = e.features?.find((f) => f.layer.id === 'country-fill');
    setHover(country?.id ?? null);
    setHovered(country ? String(country.properties.name) : null);
  };

  const onClick = (e: MapLayerMouseEvent) => {
    const feature = e.features?.[0];
    if (!feature) return setPopup(null);
    const city = feature.layer.id === 'city-points' ? (feature.properties as CityProps) : null;
    setPopup({
      longitude: e.lngLat.lng,
      latitude: e.lngLat.lat,
      text: city
        ? `${cityName(city.key)} · ${tm('population', { value: city.population })}`
        : String(feature.properties.name),
    });
  };

  return (
    <DemoStage
      className={controlTheme}
      panel={
        <DemoPanel title={t('title')} description={t('description')}>
          <PanelValue label={tm('country')} value={hovered ?? tm('none')} testId="mapbox-hovered" />
        </DemoPanel>
      }
    >
      <Map
        key={language}
        locale={locale}
        ref={mapRef}
        mapStyle={style}
        workerUrl={workerUrl}
        initialViewState={initialViewState}
        minZoom={0}
        maxZoom={7}
        interactiveLayerIds={interactiveLayers}
        onMouseMove={onMove}
        onMouseLeave={() => {
          setHover(null);
          setHovered(null);
        }}
        onClick={onClick}
        attributionControl={false}
        style={{ position: 'absolute', inset: 0 }}
      >
        <MapboxLayers colors={colors} />
        <NavigationControl position="top-left" showCompass={false} />
        <ScaleControl position="bottom-left" />
        {popup ? (
          <Popup longitude={popup.longitude} latitude={popup.latitude} onClose={() => setPopup(null)} closeOnClick={false}>
            <span className="text-xs">{popup.text}</span>
          </Popup>
        ) : null}
      </Map>
    </DemoStage>
  );
}
