import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignupsChart } from '@/components/demos/dashboard/signups-chart';
import { renderPage, shellUserWith } from './support/render';

// The dashboard's sign-up chart in each language: 90 days are 13 weekly points, read out as the total in
// words. (The e2e test reads it over the seeded users in light English; this is the Chinese reading, which
// was a second e2e run in dark Chinese.)

const days = Array.from({ length: 90 }, (_, i) => ({
  date: new Date(Date.UTC(2030, 0, 1) + i * 86_400_000).toISOString().slice(0, 10),
  enabled: i % 7 === 0 ? 2 : 0,
  disabled: i % 30 === 0 ? 1 : 0,
}));
const total = days.reduce((n, d) => n + d.enabled + d.disabled, 0);

/** A layout for the chart's box: jsdom lays nothing out, so the observer reports a card's width once. */
class MeasuredBox implements ResizeObserver {
  constructor(private readonly report: ResizeObserverCallback) {}
  observe(target: Element) {
    const entry: ResizeObserverEntry = { target, contentRect: DOMRectReadOnly.fromRect({ width: 800, height: 300 }), borderBoxSize: [], contentBoxSize: [], devicePixelContentBoxSize: [] };
    this.report([entry], this);
  }
  unobserve() {}
  disconnect() {}
}

beforeEach(() => vi.stubGlobal('ResizeObserver', MeasuredBox));
afterEach(() => vi.unstubAllGlobals());

describe.each([
  ['en', `${total} sign-ups in the last 90 days`],
  ['zh', `近 90 天共 ${total} 位新用户`],
] as const)('the sign-up chart (%s)', (locale, reading) => {
  it('draws 13 weekly points and reads out the total', () => {
    const { container } = renderPage(<SignupsChart signups={days} />, { url: '/dashboard', locale, user: shellUserWith([]) });
    const chart = container.querySelector('svg[data-chart="stacked-area"]');
    expect(chart).toHaveAttribute('data-points', '13');
    expect(chart).toHaveAttribute('aria-label', reading);
  });
});
