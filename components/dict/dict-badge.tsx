import { Badge } from '@/components/ui/badge';
import { dictTones, type DictColor } from '@/lib/dict-values';
import { cn } from '@/lib/utils';

/** A dictionary value as a badge in its colour (a dot beside the tint); server or browser. */
export function DictBadge({ value, label, color }: { value: string; label: string; color: DictColor }) {
  const tone = dictTones[color];
  return (
    <Badge variant="outline" className={cn('gap-1.5 font-normal', tone.badge)} data-value={value} data-color={color}>
      <span className={cn('size-1.5 rounded-full', tone.dot)} aria-hidden />
      {label}
    </Badge>
  );
}
