import type { Feature, FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries110m from 'world-atlas/countries-110m.json';

export interface CountryProps {
  /** stable numeric key (the feature's index): maplibre's feature-state and pickers use it */
  key: number;
  /** ISO 3166 numeric code where Natural Earth has one, else the name */
  code: string;
  name: string;
}
export type CountryGeometry = Polygon | MultiPolygon;
export type CountryFeature = Feature<CountryGeometry, CountryProps>;
export type Countries = FeatureCollection<CountryGeometry, CountryProps>;

type WorldTopology = Topology<{ countries: GeometryCollection<{ name: string }> }>;

let cached: Countries | null = null;

/**
 * The world's countries (Natural Earth 1:110m from world-atlas), converted once from TopoJSON.
 * Longitudes stay in [-180, 180] as published: right for a globe, see `antimeridian.ts` for flat maps.
 */
export function worldCountries(): Countries {
  if (cached) return cached;
  const topology = countries110m as unknown as WorldTopology;
  const collection = feature(topology, topology.objects.countries);
  const features: CountryFeature[] = [];
  for (const f of collection.features) {
    if (f.geometry.type !== 'Polygon' && f.geometry.type !== 'MultiPolygon') continue;
    const name = f.properties.name;
    features.push({
      type: 'Feature',
      id: features.length,
      properties: { key: features.length, code: f.id === undefined ? name : String(f.id), name },
      geometry: f.geometry,
    });
  }
  cached = { type: 'FeatureCollection', features };
  return cached;
}

/** The polygons of a geometry, each as a list of rings (outer first). */
export function polygonsOf(geometry: CountryGeometry): Polygon['coordinates'][] {
  return geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
}
