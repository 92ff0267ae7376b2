import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { HttpError } from '@/lib/client/http';

/**
 * zod's own issues as message ids (the API maps them the same way); a schema's own messages (a
 * resource's `validate.*`) win over this map. Values ride along as a query string: `validate.tooLong?max=32`.
 */
export function issueMessage(issue: z.core.$ZodRawIssue): string {
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'validate.required';
  if (issue.code === 'too_big' && issue.origin === 'string') return `validate.tooLong?max=${Number(issue.maximum)}`;
  return 'validate.invalid';
}

/** A field error's text: message ids (`validate.*`, `api.*`) are translated, server texts shown as they are. */
export function errorText(t: (id: string, values?: Record<string, string>) => string, message: string | undefined) {
  if (!message) return undefined;
  if (!/^(validate|api)\./.test(message)) return message;
  const [id = message, query = ''] = message.split('?');
  return t(id, Object.fromEntries(new URLSearchParams(query)));
}

/**
 * A react-hook-form resolver that validates the request body the form will send with the API's own
 * zod schema (the contract), so the form and the server agree. `fieldOf` maps body fields to form
 * fields where the names differ (`parentId` → `anchorId`).
 */
export function contractResolver<TValues extends FieldValues>(
  schema: z.ZodType,
  toBody: (values: TValues) => unknown,
  fieldOf: Readonly<Record<string, string>> = {},
): Resolver<TValues> {
  return async (values) => {
    const result = await schema.safeParseAsync(toBody(values), { error: issueMessage });
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? 'root');
      errors[fieldOf[key] ?? key] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}

/**
 * Puts a server 400/409's per-field messages on the form's fields. Answers false when none of them
 * belongs to the form (the caller then shows the message as a toast).
 */
export function serverFieldErrors(
  error: unknown,
  formFields: readonly string[],
  setError: (field: string, message: string) => void,
  fieldOf: Readonly<Record<string, string>> = {},
): boolean {
  if (!(error instanceof HttpError) || !error.fields) return false;
  let placed = false;
  for (const [key, message] of Object.entries(error.fields)) {
    const field = fieldOf[key] ?? key;
    if (!formFields.includes(field)) continue;
    setError(field, message);
    placed = true;
  }
  return placed;
}
