import { Badge } from '@/components/ui/badge';

/**
 * A list of names (roles, permissions): the first `max` as badges, the rest as "+N"; all in the tooltip.
 * They wrap, so a table column is as narrow as its widest name; a detail view shows them all (`max={Infinity}`).
 */
export function NameList({ names, max = 3 }: { names: readonly string[]; max?: number }) {
  if (names.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <div className="flex flex-wrap gap-1" title={names.join(', ')}>
      {names.slice(0, max).map((name, i) => (
        <Badge key={i} variant="secondary" className="font-normal">
          {name}
        </Badge>
      ))}
      {names.length > max && (
        <Badge variant="outline" className="font-normal tabular-nums">
          +{names.length - max}
        </Badge>
      )}
    </div>
  );
}
