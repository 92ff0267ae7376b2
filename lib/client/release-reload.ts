declare global {
  interface Window {
    /** Installed by the inline script of the root layout: true when `error` is a chunk load failure and a reload is on its way. */
    __recoverStaleRelease?: (error: unknown) => boolean;
  }
}

/**
 * After a new release, a page still running the old one asks for chunks that no longer exist. This
 * reloads the page once to fetch the new release: it first raises a cancelable `preload-error` event
 * on the window (an app calls `preventDefault()` to handle it itself), and remembers the reload in
 * sessionStorage so a chunk that stays missing never reloads in a loop (at most once a minute).
 *
 * Self-contained on purpose: the root layout inlines its source as a script, so it is listening
 * before any chunk loads (a missing first chunk is caught too).
 */
export function installReleaseRecovery(storageKey: string, minIntervalMs: number): void {
  const recover = (detail: unknown): boolean => {
    if (!window.dispatchEvent(new CustomEvent('preload-error', { cancelable: true, detail }))) return false;
    try {
      const last = Number(window.sessionStorage.getItem(storageKey)) || 0;
      if (Date.now() - last < minIntervalMs) return false;
      window.sessionStorage.setItem(storageKey, String(Date.now()));
    } catch {
      return false;
    }
    window.location.reload();
    return true;
  };
  const isChunkLoadError = (error: unknown): boolean =>
    error instanceof Error &&
    (error.name === 'ChunkLoadError' || /Failed to load chunk|Loading (CSS )?chunk .* failed/i.test(error.message));
  window.__recoverStaleRelease = (error) => isChunkLoadError(error) && recover({ message: String(error) });
  // Load errors of <script> and <link> elements do not bubble: listen in the capture phase.
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      const url = target instanceof HTMLScriptElement ? target.src : target instanceof HTMLLinkElement ? target.href : '';
      if (url.includes('/_next/')) recover({ url });
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => window.__recoverStaleRelease?.(event.reason));
}

/** The inline script that installs the recovery (see the root layout). */
export const releaseRecoveryScript = `(${installReleaseRecovery.toString()})('console:release-reload', 60000)`;
