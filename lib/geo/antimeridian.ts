import type { Position } from 'geojson';
import { polygonsOf, type Countries, type CountryFeature } from './world';

// world-atlas cuts rings at ±180°. On a globe that is harmless; on a flat map an edge from 179° to
// -179° crosses the whole world (Russia and Fiji draw streaks). Antarctica's ring encloses the pole
// (one jump) and is already right on a flat map, so only rings that cross an even number of times move.

type Ring = Position[];
type PolygonRings = Ring[];

const crossings = (ring: Ring) =>
  ring.reduce((n, p, i) => (i > 0 && Math.abs(p[0]! - ring[i - 1]![0]!) > 180 ? n + 1 : n), 0);

/** Consecutive longitudes never differ by more than 180° (may leave [-180, 180]). */
function unwrapRing(ring: Ring): Ring {
  let shift = 0;
  return ring.map((p, i) => {
    const prev = ring[i - 1];
    if (prev) {
      const delta = p[0]! - prev[0]!;
      if (delta > 180) shift -= 360;
      else if (delta < -180) shift += 360;
    }
    return [p[0]! + shift, p[1]!];
  });
}

function bounds(ring: Ring): [min: number, max: number] {
  let lo = Infinity;
  let hi = -Infinity;
  for (const p of ring) {
    lo = Math.min(lo, p[0]!);
    hi = Math.max(hi, p[0]!);
  }
  return [lo, hi];
}
const moveBy = (ring: Ring, dx: number): Ring => (dx ? ring.map((p) => [p[0]! + dx, p[1]!]) : ring);

/** A polygon whose outer ring crosses ±180° made continuous, centred so its middle lies in [-180, 180]. */
function unwrapPolygon(rings: PolygonRings): PolygonRings {
  const outer = rings[0];
  if (!outer) return rings;
  const jumps = crossings(outer);
  if (jumps === 0 || jumps % 2 === 1) return rings;
  const unwrapped = rings.map(unwrapRing);
  const [lo, hi] = bounds(unwrapped[0]!);
  const dx = -360 * Math.round((lo + hi) / 2 / 360);
  return unwrapped.map((ring) => moveBy(ring, dx));
}

/** Clips a ring to one side of the meridian `x` (Sutherland–Hodgman against a single line). */
function clipRing(ring: Ring, x: number, keepLeft: boolean): Ring {
  const inside = (p: Position) => (keepLeft ? p[0]! <= x : p[0]! >= x);
  const out: Ring = [];
  for (let i = 0; i < ring.length - 1; i++) {
    const a = ring[i]!;
    const b = ring[i + 1]!;
    if (inside(a)) out.push(a);
    if (inside(a) !== inside(b)) {
      const t = (x - a[0]!) / (b[0]! - a[0]!);
      out.push([x, a[1]! + t * (b[1]! - a[1]!)]);
    }
  }
  if (out.length) out.push(out[0]!);
  return out.length >= 4 ? out : [];
}

/** One continuous polygon cut into the parts on each side of ±180°, each moved back into range. */
function splitPolygon(rings: PolygonRings): PolygonRings[] {
  const [lo, hi] = bounds(rings[0] ?? []);
  const seam = hi > 180 ? 180 : lo < -180 ? -180 : null;
  if (seam === null) return [rings];
  const side = (keepLeft: boolean, dx: number) =>
    rings.map((ring) => moveBy(clipRing(ring, seam, keepLeft), dx)).filter((ring) => ring.length);
  const parts = [side(true, seam === 180 ? 0 : 360), side(false, seam === 180 ? -360 : 0)];
  return parts.filter((part) => part.length && part[0]!.length);
}

function mapPolygons(countries: Countries, fn: (rings: PolygonRings) => PolygonRings[]): Countries {
  return {
    type: 'FeatureCollection',
    features: countries.features.map(
      (f): CountryFeature => ({
        ...f,
        geometry: { type: 'MultiPolygon', coordinates: polygonsOf(f.geometry).flatMap(fn) },
      }),
    ),
  };
}

/** For flat maps that draw past ±180° (deck.gl, maplibre, OpenLayers): crossing rings made continuous. */
export function continuousCountries(countries: Countries): Countries {
  return mapPolygons(countries, (rings) => [unwrapPolygon(rings)]);
}

/** For flat maps that cannot (L7): crossing polygons split at ±180° into two. */
export function splitCountries(countries: Countries): Countries {
  return mapPolygons(countries, (rings) => splitPolygon(unwrapPolygon(rings)));
}

const onSeam = (a: Position, b: Position) => Math.abs(a[0]!) >= 180 - 1e-9 && Math.abs(b[0]!) >= 180 - 1e-9;

/**
 * Country borders as lines, without the edges that only exist because a ring was cut at ±180°
 * (along the meridian or across it at one point). Use raw countries on a globe, split ones on a flat map.
 */
export function countryOutlines(countries: Countries): Position[][] {
  const lines: Position[][] = [];
  for (const f of countries.features) {
    for (const ring of polygonsOf(f.geometry).flat()) {
      let line: Position[] = [];
      ring.forEach((p, i) => {
        const prev = ring[i - 1];
        if (prev && onSeam(prev, p)) {
          if (line.length > 1) lines.push(line);
          line = [];
        }
        line.push(p);
      });
      if (line.length > 1) lines.push(line);
    }
  }
  return lines;
}
