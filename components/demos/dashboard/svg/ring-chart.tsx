'use client';

import { useState } from 'react';
import { arc } from './chart-math';
import { Legend, type LegendItem } from './legend';

interface RingChartProps {
  /** one ring per item, outermost first; each ring is `value / max` full */
  items: (LegendItem & { value: number })[];
  max: number;
  summary: string;
  size?: number;
}

/** Concentric progress rings (one per item) drawn as SVG circles; hovering a ring shows its value. */
export function RingChart({ items, max, summary, size = 240 }: RingChartProps) {
  const [active, setActive] = useState<string | null>(null);
  const outer = size / 2 - 6;
  const inner = outer * 0.3;
  const pitch = items.length ? (outer - inner) / items.length : 0;
  const thickness = Math.max(4, pitch * 0.7);
  const shown = items.find((item) => item.key === active);
  return (
    <div className="flex flex-col items-center gap-3">
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={summary} data-chart="rings">
        <g transform={`translate(${size / 2},${size / 2}) rotate(-90)`}>
          {items.map((item, i) => {
            const r = outer - pitch * i - thickness / 2;
            return (
              <g key={item.key} onPointerEnter={() => setActive(item.key)} onPointerLeave={() => setActive(null)}>
                <circle r={r} fill="none" className="stroke-muted" strokeWidth={thickness} />
                <circle
                  r={r}
                  fill="none"
                  stroke={item.color}
                  strokeWidth={thickness}
                  strokeLinecap="round"
                  opacity={active && active !== item.key ? 0.4 : 1}
                  {...arc(r, max > 0 ? item.value / max : 0)}
                />
              </g>
            );
          })}
        </g>
        {shown ? (
          <text x={size / 2} y={size / 2} textAnchor="middle" dominantBaseline="middle" className="fill-foreground text-sm font-semibold">
            {shown.value.toLocaleString()}
          </text>
        ) : null}
      </svg>
      <Legend items={items} />
    </div>
  );
}
