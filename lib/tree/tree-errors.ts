import { ApiError } from '@/lib/api/errors';
import { translate } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/i18n/locales';

/** An error about one body field: its localized message is both the answer's message and the field's. */
export function fieldError(
  status: 400 | 404 | 409,
  locale: Locale,
  field: string,
  messageId: string,
  values?: Record<string, string | number>,
): ApiError {
  return new ApiError(status, messageId, values, { [field]: translate(locale, messageId, values) });
}

export const duplicateId = (locale: Locale, id: string) => fieldError(409, locale, 'id', 'api.error.duplicateId', { id });

/** The referenced parent or brother does not exist: a 400 on that field (the request's target exists). */
export const missingReference = (locale: Locale, field: 'parentId' | 'brotherId', id: string) =>
  fieldError(400, locale, field, field === 'parentId' ? 'api.error.parentNotFound' : 'api.error.brotherNotFound', { id });
