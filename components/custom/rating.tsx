'use client';

import { Star } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { cn } from '@/lib/utils';

export interface RatingProps {
  /** 0 means no rating. */
  value: number;
  onChange?: (value: number) => void;
  /** Number of stars (default 5). */
  count?: number;
  /** Show without interaction. */
  readOnly?: boolean;
  /** Star size class (default `size-5`). */
  size?: string;
  id?: string;
  invalid?: boolean;
  className?: string;
  'aria-describedby'?: string;
  'aria-label'?: string;
}

/**
 * A star rating as a radio group: click or arrow keys to choose, click the chosen star again to clear.
 * Hovering previews the value.
 */
export function Rating({ value, onChange, count = 5, readOnly, size = 'size-5', id, invalid, className, ...aria }: RatingProps) {
  const t = useTranslations('custom.rating');
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  const choose = (v: number) => onChange?.(Math.max(0, Math.min(count, v)));

  return (
    <div
      id={id}
      role="radiogroup"
      aria-label={aria['aria-label']}
      aria-describedby={aria['aria-describedby']}
      aria-invalid={invalid || undefined}
      aria-readonly={readOnly || undefined}
      className={cn('flex w-fit items-center gap-0.5 rounded-md', className)}
      onMouseLeave={() => setHover(0)}
    >
      {Array.from({ length: count }, (_, i) => {
        const star = i + 1;
        const on = star <= shown;
        return (
          <button
            key={star}
            type="button"
            role="radio"
            aria-checked={star === value}
            aria-label={t('stars', { count: star })}
            disabled={readOnly}
            tabIndex={readOnly ? -1 : star === (value || 1) ? 0 : -1}
            onMouseEnter={() => !readOnly && setHover(star)}
            onClick={() => choose(star === value ? 0 : star)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight' || e.key === 'ArrowUp') {
                e.preventDefault();
                choose(value + 1);
              } else if (e.key === 'ArrowLeft' || e.key === 'ArrowDown') {
                e.preventDefault();
                choose(value - 1);
              }
            }}
            className="focus-visible:ring-ring/50 rounded-sm p-0.5 outline-none focus-visible:ring-[3px] disabled:cursor-default"
          >
            <Star
              className={cn(size, 'transition-colors', on ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground/40')}
              aria-hidden
            />
          </button>
        );
      })}
    </div>
  );
}
