import type { z } from 'zod';
import { translate } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Per-field localized messages from a zod error. Schemas name their messages by message id
 * (`validate.tooLong`, or a resource's own `validate.*`); zod's own issues map to generic ids.
 */
export function fieldMessages(error: z.ZodError, input: unknown, locale: Locale): Record<string, string> {
  // A Map, not an object literal: a field named `__proto__`, `constructor` or `toString` would find
  // the inherited member and be skipped (or set the prototype). fromEntries defines own properties.
  const fields = new Map<string, string>();
  for (const issue of error.issues) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [''];
    for (const key of keys) {
      const field = [...issue.path, ...(key ? [key] : [])].join('.') || '_';
      if (!fields.has(field)) fields.set(field, translate(locale, messageId(issue, input), values(issue)));
    }
  }
  return Object.fromEntries(fields);
}

function messageId(issue: z.core.$ZodIssue, input: unknown): string {
  if (/^(validate|api)\./.test(issue.message)) return issue.message;
  if (issue.code === 'unrecognized_keys') return 'validate.unknownField';
  if (issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined) return 'validate.required';
  if (issue.code === 'too_big' && issue.origin === 'string') return 'validate.tooLong';
  return 'validate.invalid';
}

function values(issue: z.core.$ZodIssue): Record<string, string | number> | undefined {
  return issue.code === 'too_big' ? { max: Number(issue.maximum) } : undefined;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    // Own properties only: `constructor` is not a value the client sent.
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
