import type { FeatureCollection, LineString, Point } from 'geojson';
import { countryOutlines, splitCountries } from '@/lib/geo/antimeridian';
import { cities, type CityKey } from '@/lib/geo/sample-data';
import { worldCountries, type Countries } from '@/lib/geo/world';

// L7 cannot draw past ±180°: polygons crossing it are split there, and so are the borders.
let split: Countries | null = null;
export const l7Countries = () => (split ??= splitCountries(worldCountries()));

export function l7Borders(): FeatureCollection<LineString> {
  return {
    type: 'FeatureCollection',
    features: countryOutlines(l7Countries()).map((coordinates) => ({
      type: 'Feature',
      properties: {},
      geometry: { type: 'LineString', coordinates },
    })),
  };
}

export type CityPointProps = { key: CityKey; population: number };

export const l7Cities: FeatureCollection<Point, CityPointProps> = {
  type: 'FeatureCollection',
  features: cities.map((c) => ({
    type: 'Feature',
    properties: { key: c.key, population: c.population },
    geometry: { type: 'Point', coordinates: c.coordinates },
  })),
};

/** A deterministic cloud of points around each city (weight falls with distance), for the heatmap. */
export function l7HeatPoints(): FeatureCollection<Point, { weight: number }> {
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  return {
    type: 'FeatureCollection',
    features: cities.flatMap((c) =>
      Array.from({ length: 40 }, () => {
        const r = random() * 6;
        const a = random() * Math.PI * 2;
        return {
          type: 'Feature' as const,
          properties: { weight: c.population * (1 - r / 7) },
          geometry: { type: 'Point' as const, coordinates: [c.coordinates[0] + r * Math.cos(a), c.coordinates[1] + r * Math.sin(a)] },
        };
      }),
    ),
  };
}
