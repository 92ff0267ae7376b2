'use client';

import { ArcType, Cartesian2, Cartesian3, Color, LabelStyle, Material, PolylineCollection, VerticalOrigin } from 'cesium';
import { useEffect, useMemo } from 'react';
import { Entity, useCesium } from 'resium';
import type { Rgb } from '@/components/demos/three/shared/use-theme-palette';
import { countryOutlines } from '@/lib/geo/antimeridian';
import { cities } from '@/lib/geo/sample-data';
import { worldCountries } from '@/lib/geo/world';
import { useCityName } from '../shared/use-city-name';

const color = ([r, g, b]: Rgb, alpha = 1) => Color.fromBytes(r, g, b, Math.round(alpha * 255));

// Raw longitudes are right on a globe; only the seam edges at ±180° are dropped.
const outlinePositions = () => countryOutlines(worldCountries()).map((line) => Cartesian3.fromDegreesArray(line.flat()));

const routeKeys = ['shanghai', 'dubai', 'london', 'newYork'] as const;

/** Country borders, the sample cities and a route. */
export function CesiumLayers({ outline, accent }: { outline: Rgb; accent: Rgb }) {
  const { scene } = useCesium();
  const cityName = useCityName();
  const lines = useMemo(() => outlinePositions(), []);

  // Render-on-demand: an imagery layer added later (resium adds them asynchronously) needs a first frame
  // to start loading its tiles; the globe requests the frames after that itself.
  useEffect(() => {
    if (!scene) return;
    scene.requestRender();
    return scene.globe.imageryLayers.layerAdded.addEventListener(() => scene.requestRender());
  }, [scene]);

  // The borders are one primitive owned here (a polyline destroys its material, so none is shared);
  // a new scene or colour rebuilds it, and render-on-demand needs a nudge.
  useEffect(() => {
    if (!scene) return;
    const borders = new PolylineCollection();
    for (const positions of lines) {
      borders.add({ positions, width: 1, material: Material.fromType('Color', { color: color(outline, 0.85) }) });
    }
    scene.primitives.add(borders);
    scene.requestRender();
    return () => {
      if (!scene.isDestroyed()) scene.primitives.remove(borders);
    };
  }, [scene, lines, outline]);

  const route = routeKeys.flatMap((key) => cities.find((c) => c.key === key)?.coordinates ?? []);
  return (
    <>
      <Entity
        name="route"
        polyline={{
          positions: Cartesian3.fromDegreesArray(route),
          width: 3,
          arcType: ArcType.GEODESIC,
          material: color(accent),
        }}
      />
      {cities.map((city) => (
        <Entity
          key={city.key}
          name={cityName(city.key)}
          position={Cartesian3.fromDegrees(...city.coordinates)}
          point={{ pixelSize: 8, color: color(accent), outlineColor: Color.WHITE, outlineWidth: 1.5 }}
          label={{
            text: cityName(city.key),
            font: '13px system-ui, sans-serif',
            fillColor: Color.WHITE,
            outlineColor: Color.BLACK,
            outlineWidth: 3,
            style: LabelStyle.FILL_AND_OUTLINE,
            verticalOrigin: VerticalOrigin.BOTTOM,
            pixelOffset: new Cartesian2(0, -10),
          }}
        />
      ))}
    </>
  );
}
