/**
 * The ticks of a band axis that fit: every k-th band (from the first shown), k the smallest step that
 * leaves `minGap` pixels between labels. A phone's 12 month labels ran together; there every other one shows.
 */
export function fittingTicks<T>(domain: readonly T[], step: number, minGap = 32): T[] {
  const every = step > 0 ? Math.max(1, Math.ceil(minGap / step)) : 1;
  return domain.filter((_, i) => i % every === 0);
}
