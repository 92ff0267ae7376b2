'use client';

/** A total in the middle of a donut or radial chart (the viewBox Recharts gives a `<Label>`). */
export function CenterLabel({ viewBox, value, caption }: { viewBox: unknown; value: number; caption: string }) {
  if (!viewBox || typeof viewBox !== 'object' || !('cx' in viewBox) || !('cy' in viewBox)) return null;
  const cx = Number(viewBox.cx);
  const cy = Number(viewBox.cy);
  return (
    <text x={cx} y={cy} textAnchor="middle" dominantBaseline="middle">
      <tspan x={cx} y={cy} className="fill-foreground text-3xl font-bold">
        {value.toLocaleString()}
      </tspan>
      <tspan x={cx} y={cy + 24} className="fill-muted-foreground">
        {caption}
      </tspan>
    </text>
  );
}
