'use client';

import { CheckIcon, MinusIcon } from 'lucide-react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { checkboxBaseClassName, checkboxCheckedClassName } from '@/components/ui/checkbox';
import { cn } from '@/lib/utils';

// The ui checkbox's checked look for the indeterminate state (written out: Tailwind only generates the
// classes it finds in the source).
const indeterminateClassName =
  'data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary data-[state=indeterminate]:text-primary-foreground dark:data-[state=indeterminate]:bg-primary';

/** A checkbox that draws its indeterminate state as a dash (the shared primitive draws a tick for both). */
export function TriCheckbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      className={cn(checkboxBaseClassName, checkboxCheckedClassName, indeterminateClassName, className)}
      {...props}
    >
      <CheckboxPrimitive.Indicator className="group grid place-content-center text-current">
        <CheckIcon className="size-3.5 group-data-[state=indeterminate]:hidden" />
        <MinusIcon className="size-3.5 group-data-[state=checked]:hidden" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
