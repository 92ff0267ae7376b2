import type { Color } from '@deck.gl/core';
import { ArcLayer, GeoJsonLayer, ScatterplotLayer } from '@deck.gl/layers';
import type { Rgb } from '@/components/demos/three/shared/use-theme-palette';
import { continuousCountries } from '@/lib/geo/antimeridian';
import { cities, flows, type City, type Flow } from '@/lib/geo/sample-data';
import { worldCountries, type CountryFeature } from '@/lib/geo/world';
import type { MapColors } from '../shared/map-colors';

const rgba = ([r, g, b]: Rgb, a = 255): Color => [r, g, b, a];

// Converted once per page load; rings crossing ±180° are continuous so no polygon spans the map.
let countries: CountryFeature[] | null = null;
const countryFeatures = () => (countries ??= continuousCountries(worldCountries()).features);

export interface DeckLayerOptions {
  colors: MapColors;
  showArcs: boolean;
  showCities: boolean;
}

/** Countries (GeoJSON), routes out of Shanghai (arcs) and cities sized by population (scatterplot). */
export function deckLayers({ colors, showArcs, showCities }: DeckLayerOptions) {
  return [
    new GeoJsonLayer<CountryFeature['properties']>({
      id: 'countries',
      data: countryFeatures(),
      filled: true,
      stroked: true,
      getFillColor: rgba(colors.land),
      getLineColor: rgba(colors.border),
      lineWidthMinPixels: 0.6,
      pickable: true,
      autoHighlight: true,
      highlightColor: [...colors.highlight, 150],
      updateTriggers: { getFillColor: colors.land, getLineColor: colors.border },
    }),
    new ArcLayer<Flow>({
      id: 'routes',
      data: flows,
      visible: showArcs,
      getSourcePosition: (f) => f.from.coordinates,
      getTargetPosition: (f) => f.to.coordinates,
      getSourceColor: rgba(colors.city),
      getTargetColor: rgba(colors.route),
      getWidth: 2,
      pickable: true,
      updateTriggers: { getSourceColor: colors.city, getTargetColor: colors.route },
    }),
    new ScatterplotLayer<City>({
      id: 'cities',
      data: cities,
      visible: showCities,
      getPosition: (c) => c.coordinates,
      getRadius: (c) => 3 + Math.sqrt(c.population) * 1.6,
      radiusUnits: 'pixels',
      getFillColor: rgba(colors.city, 230),
      getLineColor: rgba(colors.text, 200),
      stroked: true,
      lineWidthMinPixels: 1,
      pickable: true,
      updateTriggers: { getFillColor: colors.city, getLineColor: colors.text },
    }),
  ];
}
