'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { errorText } from './form-errors';

export interface FormFieldProps {
  /** The control's id; the error text gets `<id>-error`. */
  id: string;
  label: string;
  /** The field's error message (a message id or a server text); shown translated under the control. */
  error?: string;
  /** Help under the control when there is no error. */
  hint?: string;
  /** Marked with an asterisk (hidden from screen readers: the control says it with `required`). */
  required?: boolean;
  children: ReactNode;
}

/** Label, control and its localized validation message. Give the control `fieldA11y(id, error)`. */
export function FormField({ id, label, error, hint, required, children }: FormFieldProps) {
  const t = useTranslations();
  const text = errorText((key, values) => t(key, values), error);
  return (
    <div className="grid gap-1.5" data-field={id}>
      {required ? (
        <div className="flex items-center gap-0.5">
          <Label htmlFor={id}>{label}</Label>
          <span aria-hidden className="text-destructive-foreground text-sm leading-none" data-testid={`required-${id}`}>
            *
          </span>
        </div>
      ) : (
        <Label htmlFor={id}>{label}</Label>
      )}
      {children}
      {text ? (
        <p id={`${id}-error`} role="alert" className="text-destructive-foreground text-xs" data-testid={`error-${id}`}>
          {text}
        </p>
      ) : (
        hint && <p className="text-muted-foreground text-xs">{hint}</p>
      )}
    </div>
  );
}

/** The control's side of a FormField: its id, invalid and required state, and the error text's id. */
export function fieldA11y(id: string, error: string | undefined, required = false) {
  return { id, 'aria-invalid': error ? true : undefined, 'aria-required': required || undefined, 'aria-describedby': error ? `${id}-error` : undefined };
}

/** What the asterisk means, above a form that marks required fields. */
export function RequiredNote({ className }: { className?: string }) {
  const t = useTranslations('common');
  return <p className={cn('text-muted-foreground text-xs', className)}>{t('requiredNote')}</p>;
}
