import { translate } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/i18n/locales';
import { ApiError } from './errors';

/**
 * An error about one body field: its localized message is both the answer's `message` and the
 * field's entry in `fields`, so a form shows it under that field (as it does zod's 400s).
 */
export function fieldError(
  status: 400 | 404 | 409,
  locale: Locale,
  field: string,
  messageId: string,
  values?: Record<string, string | number>,
): ApiError {
  return new ApiError(status, messageId, values, { [field]: translate(locale, messageId, values) });
}
