export interface LegendItem {
  key: string;
  label: string;
  color: string;
  value?: number;
}

/** A row of coloured swatches with labels (and values), centred under a chart. */
export function Legend({ items }: { items: LegendItem[] }) {
  return (
    <ul className="text-muted-foreground flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm">
      {items.map((item) => (
        <li key={item.key} className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-[2px]" style={{ background: item.color }} aria-hidden />
          {item.label}
          {item.value === undefined ? null : <span className="text-foreground font-mono tabular-nums">{item.value.toLocaleString()}</span>}
        </li>
      ))}
    </ul>
  );
}
