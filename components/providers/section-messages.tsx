import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { scopedMessages } from '@/lib/i18n/scoped-messages';

/**
 * The client messages of one console section (`page.<section>` and the shared namespaces), for its
 * segment layout. A segment layout re-renders on navigation into another section, so each page has
 * its section's texts; the console layout itself sends only the shared ones.
 */
export async function SectionMessages({ section, children }: { section: string; children: ReactNode }) {
  const messages = scopedMessages(await getMessages(), section);
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}
