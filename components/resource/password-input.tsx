'use client';

import { useWatch, type Control, type FieldValues, type UseFormRegister } from 'react-hook-form';
import { PasswordStrength } from '@/components/password/password-strength';
import { Input } from '@/components/ui/input';
import type { fieldA11y } from './form-field';
import type { FieldName } from './form-spec';

/**
 * A form's new-password field with its strength meter. The form's other text values (a name, a username,
 * an email) are the user's own details, which make a password weaker when it contains them.
 */
export function PasswordInput<V extends FieldValues>({
  a11y,
  name,
  readOnly,
  register,
  control,
}: {
  a11y: ReturnType<typeof fieldA11y>;
  name: FieldName<V>;
  readOnly: boolean;
  register: UseFormRegister<V>;
  control: Control<V>;
}) {
  const values: Record<string, unknown> = useWatch({ control });
  const password = typeof values[name] === 'string' ? values[name] : '';
  const userInputs = Object.entries(values).flatMap(([key, value]) => (key !== name && typeof value === 'string' && value.length >= 3 ? [value] : []));
  return (
    <>
      <Input {...a11y} type="password" readOnly={readOnly} autoComplete="new-password" {...register(name)} />
      <PasswordStrength id={`${a11y.id}-strength`} password={password} userInputs={userInputs} />
    </>
  );
}
