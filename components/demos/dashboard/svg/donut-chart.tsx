'use client';

import { useState } from 'react';
import { arc } from './chart-math';
import { Legend, type LegendItem } from './legend';

interface DonutChartProps {
  items: (LegendItem & { value: number })[];
  caption: string;
  summary: string;
  size?: number;
}

/** A donut of shares drawn as dashed SVG circles, the total (or the hovered share) in the middle. */
export function DonutChart({ items, caption, summary, size = 240 }: DonutChartProps) {
  const [active, setActive] = useState<string | null>(null);
  const total = items.reduce((n, item) => n + item.value, 0);
  const r = size / 2 - 28;
  const shown = items.find((item) => item.key === active);
  const shares = items.map((item) => (total ? item.value / total : 0));
  const starts = shares.map((_, i) => shares.slice(0, i).reduce((a, b) => a + b, 0));
  return (
    <div className="flex flex-col items-center gap-3">
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={summary} data-chart="donut">
        <g transform={`translate(${size / 2},${size / 2}) rotate(-90)`}>
          {total === 0 ? <circle r={r} fill="none" className="stroke-muted" strokeWidth={36} /> : null}
          {items.map((item, i) => (
            <circle
              key={item.key}
              r={r}
              fill="none"
              stroke={item.color}
              strokeWidth={active === item.key ? 44 : 36}
              onPointerEnter={() => setActive(item.key)}
              onPointerLeave={() => setActive(null)}
              {...arc(r, shares[i] ?? 0, starts[i])}
            />
          ))}
        </g>
        <text x={size / 2} y={size / 2 - 6} textAnchor="middle" className="fill-foreground text-3xl font-bold tabular-nums">
          {(shown?.value ?? total).toLocaleString()}
        </text>
        <text x={size / 2} y={size / 2 + 18} textAnchor="middle" className="fill-muted-foreground text-sm">
          {shown?.label ?? caption}
        </text>
      </svg>
      <Legend items={items} />
    </div>
  );
}
