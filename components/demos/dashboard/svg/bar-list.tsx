interface BarListProps {
  items: { key: string; label: string; value: number }[];
  color: string;
  summary: string;
}

/** Horizontal bars as plain HTML rows: the label, a bar scaled to the largest value, the value. */
export function BarList({ items, color, summary }: BarListProps) {
  const max = Math.max(1, ...items.map((item) => item.value));
  return (
    <ul className="flex flex-col gap-2" aria-label={summary} data-chart="bars">
      {items.map((item) => (
        <li key={item.key} className="grid grid-cols-[minmax(6rem,11rem)_1fr_3rem] items-center gap-3 text-sm">
          <span className="text-muted-foreground truncate" title={item.label}>
            {item.label}
          </span>
          <span className="bg-muted h-6 overflow-hidden rounded-md">
            <span className="block h-full rounded-md" style={{ width: `${(item.value / max) * 100}%`, background: color }} />
          </span>
          <span className="text-right font-mono tabular-nums">{item.value.toLocaleString()}</span>
        </li>
      ))}
    </ul>
  );
}
