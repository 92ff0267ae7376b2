import type { FeatureCollection, Point } from 'geojson';
import { Layer, Source } from 'react-map-gl/maplibre';
import { hex } from '@/components/demos/three/shared/use-theme-palette';
import { continuousCountries } from '@/lib/geo/antimeridian';
import { cities, type CityKey } from '@/lib/geo/sample-data';
import { onlineTilesUrl } from '@/lib/geo/tiles';
import { worldCountries, type Countries } from '@/lib/geo/world';
import type { MapColors } from '../shared/map-colors';

export const countrySource = 'countries';
export const interactiveLayers = ['country-fill', 'city-points'];

let countries: Countries | null = null;
const countryData = () => (countries ??= continuousCountries(worldCountries()));

export type CityProps = { key: CityKey; population: number };
const cityData: FeatureCollection<Point, CityProps> = {
  type: 'FeatureCollection',
  features: cities.map((c) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: c.coordinates },
    properties: { key: c.key, population: c.population },
  })),
};

/** Everything the map draws, all from bundled data (plus NEXT_PUBLIC_MAP_TILES_URL's raster, if set). */
export function MapboxLayers({ colors }: { colors: MapColors }) {
  return (
    <>
      <Layer id="ocean" type="background" paint={{ 'background-color': hex(colors.ocean) }} />
      {onlineTilesUrl ? (
        <Source id="online-tiles" type="raster" tiles={[onlineTilesUrl]} tileSize={256}>
          <Layer id="online-tiles" type="raster" />
        </Source>
      ) : null}
      {/* promoteId: the hover highlight is feature-state keyed by the country's numeric key */}
      <Source id={countrySource} type="geojson" data={countryData()} promoteId="key">
        <Layer
          id="country-fill"
          type="fill"
          paint={{
            'fill-color': ['case', ['boolean', ['feature-state', 'hover'], false], hex(colors.highlight), hex(colors.land)],
            'fill-opacity': onlineTilesUrl ? 0.5 : 1,
          }}
        />
        <Layer id="country-line" type="line" paint={{ 'line-color': hex(colors.border), 'line-width': 0.7 }} />
      </Source>
      <Source id="cities" type="geojson" data={cityData}>
        <Layer
          id="city-points"
          type="circle"
          paint={{
            'circle-radius': ['+', 3, ['*', 1.4, ['sqrt', ['get', 'population']]]],
            'circle-color': hex(colors.city),
            'circle-stroke-color': hex(colors.text),
            'circle-stroke-width': 1,
          }}
        />
      </Source>
    </>
  );
}
