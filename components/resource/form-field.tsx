'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { errorText } from './form-errors';

export interface FormFieldProps {
  /** The control's id; the error text gets `<id>-error`. */
  id: string;
  label: string;
  /** The field's error message (a message id or a server text); shown translated under the control. */
  error?: string;
  /** Help under the control when there is no error. */
  hint?: string;
  children: ReactNode;
}

/** Label, control and its localized validation message. Give the control `fieldA11y(id, error)`. */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  const t = useTranslations();
  const text = errorText((key, values) => t(key, values), error);
  return (
    <div className="grid gap-1.5" data-field={id}>
      <Label htmlFor={id}>{label}</Label>
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

/** The control's side of a FormField: its id, invalid state and the error text's id. */
export function fieldA11y(id: string, error: string | undefined) {
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined };
}
