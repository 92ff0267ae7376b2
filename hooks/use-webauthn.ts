import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/** Whether this browser can use passkeys: false during server rendering and hydration. */
export function useWebAuthn(): boolean {
  return useSyncExternalStore(subscribeNothing, browserSupportsWebAuthn, () => false);
}
