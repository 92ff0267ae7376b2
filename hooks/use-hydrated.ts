import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/** false during server rendering and hydration, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeNothing, () => true, () => false);
}
