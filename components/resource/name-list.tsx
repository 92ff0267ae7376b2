import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/**
 * A list of names (roles, permissions): the first `max` as badges, the rest as "+N"; all in the tooltip.
 * On one line in a table cell (rows keep one height); `wrap` lets a detail view show them all.
 */
export function NameList({ names, max = 3, wrap = false }: { names: readonly string[]; max?: number; wrap?: boolean }) {
  if (names.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <div className={cn('flex gap-1', wrap ? 'flex-wrap' : 'flex-nowrap')} title={names.join(', ')}>
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
