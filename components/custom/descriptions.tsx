import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface DescriptionItem {
  label: ReactNode;
  value: ReactNode;
  /** Columns this item spans (capped at the row's column count). */
  span?: number;
}

export interface DescriptionsProps {
  items: readonly DescriptionItem[];
  title?: ReactNode;
  /** Shown at the right of the title (e.g. an edit button). */
  extra?: ReactNode;
  /** Columns from `lg` up (default 3); 2 from `sm`, 1 on phones. */
  columns?: 1 | 2 | 3 | 4;
  /** Cells with borders and a shaded label column. */
  bordered?: boolean;
  /** `horizontal`: label beside value; `vertical`: label above value (default). */
  layout?: 'horizontal' | 'vertical';
  size?: 'default' | 'sm';
  className?: string;
}

const grid: Record<NonNullable<DescriptionsProps['columns']>, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-1 sm:grid-cols-2',
  3: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3',
  4: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-4',
};

const spans = ['', 'sm:col-span-1', 'sm:col-span-2', 'sm:col-span-2 lg:col-span-3', 'sm:col-span-2 lg:col-span-4'] as const;

/** Read-only fields of one record (a detail view): label and value pairs in a responsive grid. */
export function Descriptions({ items, title, extra, columns = 3, bordered, layout = 'vertical', size = 'default', className }: DescriptionsProps) {
  const pad = size === 'sm' ? 'px-3 py-2' : 'px-4 py-3';
  return (
    <div className={cn('grid gap-3', className)}>
      {title || extra ? (
        <div className="flex items-center justify-between gap-2">
          <div className="font-semibold">{title}</div>
          {extra}
        </div>
      ) : null}
      <dl className={cn('grid', grid[columns], bordered ? 'overflow-hidden rounded-lg border' : 'gap-x-6 gap-y-4')}>
        {items.map((item, i) => (
          <div
            key={i}
            className={cn(
              'min-w-0',
              spans[Math.min(item.span ?? 1, columns)],
              bordered && '-mr-px -mb-px border-r border-b',
              layout === 'horizontal' ? (bordered ? 'grid grid-cols-[minmax(6rem,40%)_minmax(0,1fr)]' : 'flex items-baseline gap-3') : 'grid gap-1',
              bordered && layout === 'vertical' && pad,
            )}
          >
            <dt
              className={cn(
                'text-muted-foreground shrink-0 text-sm',
                bordered && layout === 'horizontal' && cn('bg-muted/50 border-r font-medium', pad),
              )}
            >
              {item.label}
            </dt>
            <dd className={cn('min-w-0 text-sm [overflow-wrap:anywhere]', bordered && layout === 'horizontal' && pad)}>{item.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
