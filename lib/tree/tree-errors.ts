import { fieldError } from '@/lib/api/field-error';
import type { Locale } from '@/lib/i18n/locales';

export const duplicateId = (locale: Locale, id: string) => fieldError(409, locale, 'id', 'api.error.duplicateId', { id });

/** The referenced parent or brother does not exist: a 400 on that field (the request's target exists). */
export const missingReference = (locale: Locale, field: 'parentId' | 'brotherId', id: string) =>
  fieldError(400, locale, field, field === 'parentId' ? 'api.error.parentNotFound' : 'api.error.brotherNotFound', { id });
