'use client';

import { useState } from 'react';
import { bandPath, linePath, nearestIndex, niceTicks, stack } from './chart-math';
import { Legend, type LegendItem } from './legend';
import { useWidth } from './use-width';

export interface AreaPoint {
  x: string;
  values: number[];
}

interface StackedAreaProps {
  points: AreaPoint[];
  /** the series, bottom of the stack first; `values[i]` of each point belongs to `series[i]` */
  series: LegendItem[];
  tick: (x: string) => string;
  label: (x: string) => string;
  summary: string;
  height?: number;
}

const margin = { top: 8, right: 12, bottom: 24, left: 36 };

/** A stacked area chart drawn as plain SVG, with a hover line and tooltip; sized to its container. */
export function StackedArea({ points, series, tick, label, summary, height = 260 }: StackedAreaProps) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const [hover, setHover] = useState<number | null>(null);
  const plotWidth = Math.max(0, width - margin.left - margin.right);
  const plotHeight = height - margin.top - margin.bottom;
  const bands = stack(points.map((p) => p.values));
  const ticks = niceTicks(Math.max(0, ...points.map((p) => p.values.reduce((a, b) => a + b, 0))));
  const top = ticks.at(-1) || 1;
  const x = (i: number) => (points.length > 1 ? (i / (points.length - 1)) * plotWidth : plotWidth / 2);
  const y = (v: number) => plotHeight - (v / top) * plotHeight;
  const edge = (s: number, side: 0 | 1) => bands[s]!.map((band, i): [number, number] => [x(i), y(band[side])]);
  const labelEvery = Math.max(1, Math.ceil(points.length / Math.max(1, Math.floor(plotWidth / 72))));
  const hovered = hover === null ? undefined : points[hover];

  return (
    <div className="flex flex-col gap-3">
      <div ref={ref} className="relative" style={{ height }}>
        {width > 0 ? (
          <svg width={width} height={height} role="img" aria-label={summary} data-chart="stacked-area" data-points={points.length} className="overflow-visible">
            <g transform={`translate(${margin.left},${margin.top})`}>
              {ticks.map((t) => (
                <g key={t}>
                  <line x1={0} x2={plotWidth} y1={y(t)} y2={y(t)} className="stroke-border" strokeDasharray={t ? '3 3' : undefined} />
                  <text x={-8} y={y(t)} textAnchor="end" dominantBaseline="middle" className="fill-muted-foreground text-xs tabular-nums">
                    {t.toLocaleString()}
                  </text>
                </g>
              ))}
              {points.map((p, i) =>
                i % labelEvery === 0 ? (
                  <text key={p.x} x={x(i)} y={plotHeight + 16} textAnchor="middle" className="fill-muted-foreground text-xs">
                    {tick(p.x)}
                  </text>
                ) : null,
              )}
              {series.map((s, i) => (
                <g key={s.key}>
                  <path d={bandPath(edge(i, 1), edge(i, 0))} fill={s.color} fillOpacity={0.35} />
                  <path d={linePath(edge(i, 1))} fill="none" stroke={s.color} strokeWidth={1.5} />
                </g>
              ))}
              {hover !== null ? <line x1={x(hover)} x2={x(hover)} y1={0} y2={plotHeight} className="stroke-muted-foreground" /> : null}
              <rect
                width={plotWidth}
                height={plotHeight}
                fill="transparent"
                onPointerMove={(e) => setHover(nearestIndex(e.nativeEvent.offsetX - margin.left, plotWidth, points.length))}
                onPointerLeave={() => setHover(null)}
              />
            </g>
          </svg>
        ) : null}
        {hovered && hover !== null ? (
          <div
            role="status"
            className="bg-background pointer-events-none absolute top-2 z-10 min-w-32 rounded-lg border px-2.5 py-1.5 text-xs shadow-xl"
            style={x(hover) > plotWidth / 2 ? { right: width - margin.left - x(hover) + 12 } : { left: margin.left + x(hover) + 12 }}
          >
            <div className="mb-1 font-medium">{label(hovered.x)}</div>
            {series.map((s, i) => (
              <div key={s.key} className="flex items-center gap-2">
                <span className="size-2 rounded-full" style={{ background: s.color }} aria-hidden />
                <span className="text-muted-foreground">{s.label}</span>
                <span className="ml-auto font-mono tabular-nums">{hovered.values[i]?.toLocaleString()}</span>
              </div>
            ))}
          </div>
        ) : null}
      </div>
      <Legend items={series} />
    </div>
  );
}
