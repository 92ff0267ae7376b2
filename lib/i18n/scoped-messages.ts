import type { AbstractIntlMessages } from 'next-intl';

/**
 * The messages a part of the console sends to the browser: every namespace but `page`, plus the
 * `page.<section>` of that part. The catalogue is ~45 KB and a page's own texts are a fraction of
 * it; sending all of it with every server render cost the dashboard more than its data.
 */
export function scopedMessages(messages: AbstractIntlMessages, section?: string): AbstractIntlMessages {
  const { page, ...shared } = messages;
  if (!section || !page || typeof page === 'string') return shared;
  const own = page[section];
  return own === undefined ? shared : { ...shared, page: { [section]: own } };
}
