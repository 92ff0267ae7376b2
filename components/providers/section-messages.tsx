import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { scopedMessages } from '@/lib/i18n/scoped-messages';

/**
 * The client messages of one console section (`page.<section>`, the shell's namespaces and the shared
 * ones its pages read: `namespaces`, or all of them when not given), for its segment layout. A segment
 * layout re-renders on navigation into another section, so each page has its section's texts; the
 * console layout itself sends only the shell's.
 */
export async function SectionMessages({ section, namespaces, children }: { section: string; namespaces?: readonly string[]; children: ReactNode }) {
  const messages = scopedMessages(await getMessages(), section, namespaces);
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}
