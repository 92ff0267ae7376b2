/** Pure geometry for the dashboard's own SVG charts (no chart library on the dashboard's first load). */

/** Up to `count` round tick values from 0 to at least `max` (steps of 1, 2 or 5 times a power of ten). */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  const wholeStep = Math.max(1, Math.round(step));
  const ticks: number[] = [];
  for (let v = 0; ticks.length === 0 || ticks.at(-1)! < max; v += wholeStep) ticks.push(v);
  return ticks;
}

/** Running totals per series, bottom first: `bands[s][i]` is [lower, upper] of series s at point i. */
export function stack(rows: number[][]): [number, number][][] {
  const seriesCount = rows[0]?.length ?? 0;
  const bands: [number, number][][] = Array.from({ length: seriesCount }, () => []);
  for (const row of rows) {
    let base = 0;
    row.forEach((value, s) => {
      bands[s]!.push([base, base + value]);
      base += value;
    });
  }
  return bands;
}

/** The SVG path of a band between two lines, given as point lists of equal length. */
export function bandPath(upper: [number, number][], lower: [number, number][]): string {
  if (upper.length === 0) return '';
  const line = (points: [number, number][]) => points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join('L');
  return `M${line(upper)}L${line([...lower].reverse())}Z`;
}

/** The path of the top edge of a band. */
export function linePath(points: [number, number][]): string {
  return points.length ? `M${points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join('L')}` : '';
}

/** The index of the point nearest to x among `count` points spread evenly over [0, width]. */
export function nearestIndex(x: number, width: number, count: number): number {
  if (count <= 1 || width <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round((x / width) * (count - 1))));
}

/**
 * Stroke dash settings that draw `share` (0..1) of a circle of radius r, starting at 12 o'clock when
 * the circle is rotated -90°, after `before` (0..1) of it.
 */
export function arc(r: number, share: number, before = 0): { strokeDasharray: string; strokeDashoffset: number } {
  const circumference = 2 * Math.PI * r;
  const length = Math.max(0, Math.min(1, share)) * circumference;
  return { strokeDasharray: `${length} ${circumference - length}`, strokeDashoffset: -before * circumference };
}
