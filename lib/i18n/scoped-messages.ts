import type { AbstractIntlMessages } from 'next-intl';

/**
 * The namespaces the console shell's own client components read: sidebar, header, user menu, command
 * palette, the console's error boundary and module-not-found page, the HTTP client's texts, its
 * re-authentication prompt, the sign-in-again dialog and the notifications' bell.
 */
export const shellNamespaces = ['a11y', 'command', 'common', 'error', 'header', 'http', 'notifications', 'reauth', 'sidebar', 'signInAgain', 'tabs', 'theme'] as const;

/**
 * The messages a part of the console sends to the browser. The catalogue is ~45 KB and a page's own
 * texts are a fraction of it; sending all of it with every server render cost the dashboard more than
 * its data. Without a section: the shell's namespaces. With one: those, `page.<section>`, and the shared
 * namespaces its pages read (`namespaces`; every namespace but `page` when the section does not say).
 */
export function scopedMessages(messages: AbstractIntlMessages, section?: string, namespaces?: readonly string[]): AbstractIntlMessages {
  const { page, ...shared } = messages;
  const pick = (names: readonly string[]) => {
    const picked: AbstractIntlMessages = {};
    for (const name of names) {
      const value = shared[name];
      if (value !== undefined) picked[name] = value;
    }
    return picked;
  };
  if (!section) return pick(shellNamespaces);
  const scoped = namespaces ? { ...pick(shellNamespaces), ...pick(namespaces) } : shared;
  const own = page && typeof page !== 'string' ? page[section] : undefined;
  return own === undefined ? scoped : { ...scoped, page: { [section]: own } };
}
