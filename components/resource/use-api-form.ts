'use client';

import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { errorText as httpErrorText } from '@/lib/client/api';
import { notify } from '@/lib/client/notify';
import { serverFieldErrors } from './form-errors';
import { isGone } from './use-api-mutation';

/**
 * The submit handler of an API form: runs the write (sent with `toastError: false`), then closes;
 * a 400/409 with `fields` lands on the form's fields (a duplicate username, role code or id under
 * its field), a 404 closes the form (the record was deleted meanwhile: the mutation's `gone` says
 * so and refreshes the list), any other failure shows its message as a toast.
 */
export function apiFormSubmit<TValues extends FieldValues, R = unknown>(
  form: UseFormReturn<TValues>,
  write: (values: TValues) => Promise<R>,
  /** after success (with what `write` answered), or a 404 (without) */
  onDone: (result?: R) => void,
  fieldOf: Readonly<Record<string, string>> = {},
) {
  return form.handleSubmit(async (values) => {
    try {
      onDone(await write(values));
    } catch (error) {
      if (isGone(error)) return onDone();
      const fields = Object.keys(form.getValues());
      const placed = serverFieldErrors(error, fields, (field, message) => form.setError(field as Path<TValues>, { type: 'server', message }), fieldOf);
      if (!placed) notify.error(httpErrorText(error));
    }
  });
}
