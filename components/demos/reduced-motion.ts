/**
 * Whether the user asked for less motion: charts then draw their final state at once, and the 3D scenes
 * start still (no turning shapes) and draw a frame only when something changes.
 */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
