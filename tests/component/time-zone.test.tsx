import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateTime } from '@/components/custom/date-time';
import { TimeZoneSync } from '@/components/providers/time-zone-sync';
import { rememberTimeZone } from '@/lib/client/time-zone';
import { catalogues } from '@/lib/i18n/catalogues';
import { navigation } from './support/navigation';

const inZone = (timeZone: string, ui: ReactElement, locale: 'en' | 'zh' = 'en') =>
  render(
    <NextIntlClientProvider locale={locale} messages={catalogues[locale]} timeZone={timeZone}>
      {ui}
    </NextIntlClientProvider>,
  );

/** The browser's own zone, as Intl reports it. */
function browserIn(timeZone: string) {
  const own = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...own.call(this), timeZone };
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = 'time-zone=; path=/; max-age=0';
});

describe("the user's time zone", () => {
  it('is told to the server (a cookie) and the page rendered again, once, when it was rendered in another', () => {
    navigation.reset();
    browserIn('Asia/Shanghai');
    const first = inZone('UTC', <TimeZoneSync />);
    expect(document.cookie).toContain('time-zone=Asia%2FShanghai');
    expect(navigation.refreshes()).toBe(1);
    first.unmount();
    // rendered in it now: nothing more to do
    inZone('Asia/Shanghai', <TimeZoneSync />).unmount();
    // a zone the server cannot use (it rendered UTC again) is not retold in a loop
    inZone('UTC', <TimeZoneSync />);
    expect(navigation.refreshes()).toBe(1);
  });

  it('is remembered once by the sign-in form, so the first page renders in it', () => {
    browserIn('America/New_York');
    expect(rememberTimeZone()).toBe(true);
    expect(document.cookie).toContain('time-zone=America%2FNew_York');
    expect(rememberTimeZone()).toBe(false);
  });

  it("shows an API time in the zone and language, on one line, the instant in the element's dateTime", () => {
    inZone('Asia/Shanghai', <DateTime value="2026-11-28 10:00:00" zone />, 'zh');
    const time = screen.getByText(/2026年11月28日/);
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveTextContent('2026年11月28日 18:00 (GMT+8)');
    expect(time).toHaveAttribute('datetime', '2026-11-28T10:00:00.000Z');
    expect(time).toHaveClass('whitespace-nowrap', 'tabular-nums');
  });
});
