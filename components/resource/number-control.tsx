'use client';

import { useState } from 'react';
import { Input } from '@/components/ui/input';
import type { CustomControlProps } from './form-spec';

/**
 * A number typed in a box: a form's `custom` control for a field the contract takes as a number. An
 * empty box is NaN, which the contract refuses; the typed text stays as typed while it means the value.
 */
export function NumberControl<Row>({ id, value, onChange, invalid, required }: CustomControlProps<Row, number>) {
  const [draft, setDraft] = useState('');
  const typed = draft.trim() === '' ? Number.isNaN(value) : Number(draft) === value;
  return (
    <Input
      id={id}
      type="number"
      inputMode="decimal"
      step="any"
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
      aria-describedby={invalid ? `${id}-error` : undefined}
      value={typed ? draft : Number.isFinite(value) ? String(value) : ''}
      onChange={(event) => {
        setDraft(event.target.value);
        onChange(event.target.value.trim() === '' ? Number.NaN : Number(event.target.value));
      }}
    />
  );
}
