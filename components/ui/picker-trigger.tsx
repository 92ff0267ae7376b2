'use client';

import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export type PickerTriggerProps = ComponentProps<typeof Button> & { open: boolean; invalid?: boolean };

/**
 * The button that opens a picker's popover (combobox, multi-select, tree select): an outlined
 * `combobox` that says whether it is open and invalid. Use inside `<PopoverTrigger asChild>`, which
 * hands it its ref and handlers.
 */
export function PickerTrigger({ open, invalid, className, children, ...props }: PickerTriggerProps) {
  return (
    <Button
      type="button"
      variant="outline"
      role="combobox"
      aria-expanded={open}
      aria-invalid={invalid || undefined}
      className={cn('w-full justify-between font-normal', className)}
      {...props}
    >
      {children}
    </Button>
  );
}
