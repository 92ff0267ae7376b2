import { describe, expect, it } from 'vitest';
import { arc, bandPath, nearestIndex, niceTicks, stack } from '@/components/demos/dashboard/svg/chart-math';

describe('dashboard chart geometry', () => {
  it('picks round ticks that reach the maximum', () => {
    expect(niceTicks(24)).toEqual([0, 10, 20, 30]);
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(1234).at(-1)).toBeGreaterThanOrEqual(1234);
  });

  it('stacks series bottom first', () => {
    expect(stack([[1, 2], [0, 5]])).toEqual([
      [[0, 1], [0, 0]],
      [[1, 3], [0, 5]],
    ]);
    expect(stack([])).toEqual([]);
  });

  it('closes a band along the lower edge backwards', () => {
    expect(bandPath([[0, 0], [10, 5]], [[0, 10], [10, 10]])).toBe('M0.0,0.0L10.0,5.0L10.0,10.0L0.0,10.0Z');
    expect(bandPath([], [])).toBe('');
  });

  it('finds the nearest point and clamps outside the plot', () => {
    expect(nearestIndex(49, 100, 3)).toBe(1);
    expect(nearestIndex(-20, 100, 3)).toBe(0);
    expect(nearestIndex(500, 100, 3)).toBe(2);
    expect(nearestIndex(10, 100, 1)).toBe(0);
  });

  it('draws a share of a circle after the shares before it', () => {
    const c = 2 * Math.PI * 10;
    expect(arc(10, 0.25, 0.5)).toEqual({ strokeDasharray: `${c / 4} ${(3 * c) / 4}`, strokeDashoffset: -c / 2 });
    expect(arc(10, 2).strokeDasharray).toBe(`${c} 0`);
  });
});
