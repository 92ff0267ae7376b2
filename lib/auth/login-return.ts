import type { SessionEnd } from './session-policy';

/**
 * Where sign-in sends the user back to, and why they were sent to it: `/login?reason=idle&next=/system/user`.
 * Pure, shared by the page guard (server) and the console (browser); paths are inside the base path.
 */
/** The request header in which the proxy passes a page's path and query on, for the page to return to. */
export const pagePathHeader = 'x-page-path';

export const loginReasons = ['idle', 'expired'] as const satisfies readonly SessionEnd[];

/** The sign-in page's address for a user signed out (for `reason`, if known) while on `next`. */
export function loginPath(next: string | undefined, reason: SessionEnd | null): string {
  const params = new URLSearchParams();
  if (reason) params.set('reason', reason);
  const back = safeNextPath(next);
  if (back && back !== '/') params.set('next', back);
  const query = params.toString();
  return query ? `/login?${query}` : '/login';
}

/**
 * `next` when it is a path of this console (one leading slash, no scheme, host or backslash, not /login),
 * else undefined: a link to the sign-in page must not send anyone to another site after sign-in.
 */
export function safeNextPath(next: string | null | undefined): string | undefined {
  if (!next || next.length > 2048 || !next.startsWith('/') || next.startsWith('//') || /[\\\s]/.test(next)) return undefined;
  if (next === '/login' || next.startsWith('/login?') || next.startsWith('/login/')) return undefined;
  return next;
}

/** The reason a sign-in page's query names, if it is one. */
export function loginReason(value: string | null | undefined): SessionEnd | null {
  return loginReasons.find((reason) => reason === value) ?? null;
}
