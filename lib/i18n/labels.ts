import type { Locale } from './locales';
import { translate } from './translate';

/** Enabled or Disabled, as the tables show a status. */
export function statusLabel(locale: Locale, status: string): string {
  return translate(locale, status === '1' ? 'dict.status.enabled' : 'dict.status.disabled');
}

/** A dictionary entry's text (`dict.permissionType.menu`), the value itself when the catalogue has none, '' for ''. */
export function dictLabel(locale: Locale, id: string, value: string): string {
  if (value === '') return '';
  const text = translate(locale, `${id}.${value}`);
  return text === `${id}.${value}` ? value : text;
}
