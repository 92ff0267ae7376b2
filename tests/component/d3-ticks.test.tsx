import { describe, expect, it } from 'vitest';
import { fittingTicks } from '@/components/demos/chart/d3/ticks';

// D3's twelve month labels ran together at 390 px (issue 26, item 13): a narrow axis labels fewer bands.
describe('D3 month ticks', () => {
  const months = Array.from({ length: 12 }, (_, i) => i);

  it('labels every month when the bands are wide (a desktop card)', () => {
    expect(fittingTicks(months, 41)).toEqual(months);
  });

  it('labels every other month on a phone, and fewer still when narrower', () => {
    expect(fittingTicks(months, 21)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(fittingTicks(months, 12)).toEqual([0, 3, 6, 9]);
    expect(fittingTicks([5, 1, 9, 3], 20)).toEqual([5, 9]);
  });
});
