import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import type { NoticeLevel } from '@/resources/notices/schema';

// Tinted in both themes; the dot carries the colour for anyone who cannot tell the tints apart by hue alone.
const tone: Record<NoticeLevel, string> = {
  info: 'border-sky-500/40 bg-sky-500/10 text-sky-700 dark:text-sky-300',
  warning: 'border-amber-500/50 bg-amber-500/10 text-amber-800 dark:text-amber-300',
  critical: 'border-red-500/50 bg-red-500/10 text-red-700 dark:text-red-300',
};
const dot: Record<NoticeLevel, string> = { info: 'bg-sky-500', warning: 'bg-amber-500', critical: 'bg-red-500' };

/** A notice's level as a coloured badge (the table, the detail and the dashboard; server or browser). */
export function LevelBadge({ level, label }: { level: NoticeLevel; label: string }) {
  return (
    <Badge variant="outline" className={cn('gap-1.5 font-normal', tone[level])} data-level={level}>
      <span className={cn('size-1.5 rounded-full', dot[level])} aria-hidden />
      {label}
    </Badge>
  );
}
