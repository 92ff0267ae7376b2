import type { Locale } from '@/lib/i18n/locales';

/** What a write may send of a notice's text: both languages, or the former single `body`. */
export interface BodyInput {
  body?: string | undefined;
  bodyEn?: string | undefined;
  bodyZh?: string | undefined;
}

/** The columns a new notice gets: each language as sent, else the single `body`, else empty. */
export function bodiesOnAdd(input: BodyInput): { bodyEn: string; bodyZh: string } {
  return { bodyEn: input.bodyEn ?? input.body ?? '', bodyZh: input.bodyZh ?? input.body ?? '' };
}

/** The columns an edit changes: `body` in the request language's, then the pair as sent (the pair wins). */
export function bodiesOnEdit(input: BodyInput, locale: Locale): { bodyEn?: string; bodyZh?: string } {
  const single = input.body === undefined ? {} : locale === 'zh' ? { bodyZh: input.body } : { bodyEn: input.body };
  return {
    ...single,
    ...(input.bodyEn === undefined ? {} : { bodyEn: input.bodyEn }),
    ...(input.bodyZh === undefined ? {} : { bodyZh: input.bodyZh }),
  };
}

/** The text a reader sees: their language's, or the other one when theirs is empty. */
export function bodyFor(locale: Locale, bodyEn: string, bodyZh: string): string {
  return locale === 'zh' ? bodyZh || bodyEn : bodyEn || bodyZh;
}
