'use client';

import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface StepItem {
  title: string;
  description?: string;
  /** Replaces the step number in its circle. */
  icon?: ReactNode;
  disabled?: boolean;
}

export interface StepsProps {
  items: readonly StepItem[];
  /** Index of the current step; steps before it are finished. `items.length` means all done. */
  current: number;
  /** The current step's state (default `process`). */
  status?: 'process' | 'error';
  /** `horizontal` (default) turns vertical below the `sm` breakpoint. */
  orientation?: 'horizontal' | 'vertical';
  size?: 'default' | 'sm';
  /** Makes each step a button (e.g. to go back to a finished step). */
  onStepClick?: (index: number) => void;
  className?: string;
  /** Accessible name of the list (e.g. "Checkout progress"). */
  'aria-label'?: string;
}

type State = 'finish' | 'process' | 'error' | 'wait';

const circle: Record<State, string> = {
  finish: 'border-primary bg-primary text-primary-foreground',
  process: 'border-primary bg-background text-primary ring-primary/20 ring-4',
  error: 'border-destructive bg-destructive text-white',
  wait: 'border-border bg-background text-muted-foreground',
};

/** Progress through a sequence of steps: finished, current (or failed) and waiting. */
export function Steps({ items, current, status = 'process', orientation = 'horizontal', size = 'default', onStepClick, className, ...aria }: StepsProps) {
  const horizontal = orientation === 'horizontal';
  return (
    <ol
      aria-label={aria['aria-label']}
      className={cn('flex flex-col gap-0', horizontal && 'sm:flex-row sm:items-start sm:gap-2', className)}
    >
      {items.map((item, index) => {
        const state: State = index < current ? 'finish' : index === current ? status : 'wait';
        const last = index === items.length - 1;
        const Inner = onStepClick ? 'button' : 'div';
        return (
          <li
            key={index}
            aria-current={index === current ? 'step' : undefined}
            data-state={state}
            className={cn('group relative flex min-w-0 gap-3', horizontal && 'sm:flex-1 sm:flex-col sm:items-center sm:gap-2 sm:text-center', !last && 'pb-6', horizontal && 'sm:pb-0')}
          >
            {!last ? (
              <span
                aria-hidden
                className={cn(
                  'absolute bg-border',
                  size === 'sm' ? 'top-7 bottom-1 left-3 w-px' : 'top-9 bottom-1 left-4 w-px',
                  horizontal && (size === 'sm' ? 'sm:top-3 sm:right-[calc(-50%+1rem)] sm:bottom-auto sm:left-[calc(50%+1rem)] sm:h-px sm:w-auto' : 'sm:top-4 sm:right-[calc(-50%+1.25rem)] sm:bottom-auto sm:left-[calc(50%+1.25rem)] sm:h-px sm:w-auto'),
                  index < current && 'bg-primary',
                )}
              />
            ) : null}
            <Inner
              {...(onStepClick ? { type: 'button' as const, onClick: () => onStepClick(index), disabled: item.disabled } : {})}
              className={cn(
                'flex min-w-0 gap-3 text-left outline-none',
                horizontal && 'sm:flex-col sm:items-center sm:text-center',
                onStepClick && 'focus-visible:ring-ring/50 cursor-pointer rounded-md focus-visible:ring-[3px] disabled:cursor-not-allowed disabled:opacity-50',
              )}
            >
              <span
                className={cn(
                  'relative z-10 flex shrink-0 items-center justify-center rounded-full border font-medium transition-colors',
                  size === 'sm' ? 'size-6 text-xs [&_svg]:size-3.5' : 'size-8 text-sm [&_svg]:size-4',
                  circle[state],
                )}
              >
                {state === 'finish' ? <Check aria-hidden /> : state === 'error' ? <X aria-hidden /> : (item.icon ?? index + 1)}
              </span>
              <span className="grid min-w-0 gap-0.5 pt-1 sm:pt-0">
                <span className={cn('text-sm font-medium', state === 'wait' && 'text-muted-foreground', state === 'error' && 'text-destructive-foreground')}>
                  {item.title}
                </span>
                {item.description ? <span className="text-muted-foreground text-xs">{item.description}</span> : null}
              </span>
            </Inner>
          </li>
        );
      })}
    </ol>
  );
}
