import { setConsoleFunction } from 'three';

/**
 * three.js r183 deprecated `THREE.Clock`, and @react-three/fiber 9 still makes one in every canvas's
 * store (not a call of ours), so each visit logged the deprecation. Until r3f moves to `THREE.Timer`,
 * three's console drops exactly that message; everything else goes to the browser's console as before.
 */
export const clockDeprecation = 'THREE.Clock: This module has been deprecated. Please use THREE.Timer instead.';

export function forwardThreeConsole(type: 'log' | 'warn' | 'error', message: string, ...params: unknown[]): void {
  if (type === 'warn' && message === clockDeprecation) return;
  console[type](message, ...params);
}

/** Installs the forwarding once, before the first canvas is made (the scene's module calls it). */
export function quietClockDeprecation(): void {
  setConsoleFunction(forwardThreeConsole);
}
