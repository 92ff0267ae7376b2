import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface TimelineItem {
  /** Stable key (defaults to the index). */
  id?: string;
  title: ReactNode;
  /** When it happened, shown small (pre-formatted text). */
  time?: string;
  description?: ReactNode;
  /** Replaces the dot (an icon, drawn inside a circle). */
  icon?: ReactNode;
  tone?: 'default' | 'primary' | 'success' | 'warning' | 'destructive';
}

export interface TimelineProps {
  items: readonly TimelineItem[];
  /** `left`: times in the text column (default). `alternate`: times on the left, text on the right, from `sm` up. */
  mode?: 'left' | 'alternate';
  /** A last, still-open entry (e.g. "Recording…"), drawn with a dashed line and a pulsing dot. */
  pending?: ReactNode;
  className?: string;
}

const tones: Record<NonNullable<TimelineItem['tone']>, string> = {
  default: 'border-muted-foreground/40 bg-background text-muted-foreground',
  primary: 'border-primary bg-primary text-primary-foreground',
  success: 'border-emerald-500 bg-emerald-500 text-white',
  warning: 'border-amber-500 bg-amber-500 text-white',
  destructive: 'border-destructive bg-destructive text-white',
};

function Marker({ icon, tone = 'default', pending }: { icon?: ReactNode; tone?: TimelineItem['tone']; pending?: boolean }) {
  if (icon) {
    return (
      <span className={cn('flex size-6 items-center justify-center rounded-full border [&_svg]:size-3.5', tones[tone])}>{icon}</span>
    );
  }
  return (
    <span className="flex size-6 items-center justify-center">
      <span className={cn('size-2.5 rounded-full border-2', tones[tone], pending && 'animate-pulse')} />
    </span>
  );
}

/** Events in order, each with a marker on a vertical line. */
export function Timeline({ items, mode = 'left', pending, className }: TimelineProps) {
  const alternate = mode === 'alternate';
  const rows = [...items.map((item, i) => ({ ...item, key: item.id ?? String(i), pending: false })), ...(pending ? [{ key: 'pending', title: pending, pending: true } as const] : [])];
  return (
    <ol className={cn('grid', className)}>
      {rows.map((row, index) => {
        const last = index === rows.length - 1;
        const item = row as TimelineItem & { key: string; pending: boolean };
        return (
          <li key={item.key} className={cn('grid grid-cols-[1.5rem_1fr] gap-x-3', alternate && 'sm:grid-cols-[minmax(0,8rem)_1.5rem_1fr]')}>
            {alternate ? (
              <span className="text-muted-foreground hidden pt-0.5 text-right text-xs tabular-nums sm:block">{item.time}</span>
            ) : null}
            <div className="flex flex-col items-center">
              <Marker icon={item.icon} tone={item.tone} pending={item.pending} />
              {!last ? <span className={cn('w-px flex-1', rows[index + 1]?.pending ? 'border-l border-dashed' : 'bg-border')} /> : null}
            </div>
            <div className={cn('grid min-w-0 gap-1 pt-0.5', !last && 'pb-6')}>
              <div className={cn('text-sm font-medium', item.pending && 'text-muted-foreground')}>{item.title}</div>
              {item.time ? (
                <time className={cn('text-muted-foreground text-xs tabular-nums', alternate && 'sm:hidden')}>{item.time}</time>
              ) : null}
              {item.description ? <div className="text-muted-foreground text-sm">{item.description}</div> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
