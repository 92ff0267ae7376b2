import 'server-only';
import { cookies, headers } from 'next/headers';
import { forbidden, notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import type { PagePath, SignedInPath } from '@/lib/page-paths';
import { guardPage } from './guard';
import { readMenu } from './menu-read';
import { loginPath, pagePathHeader } from './login-return';
import { sessionEndOf, sessionFromToken, type Session } from './session';
import { tokenCookie } from './token';

/**
 * The session of the page request being rendered, from its cookie. Memoised per request (React's
 * `cache`), so the layout and the page of one navigation read it from the database once.
 */
export const pageSession = cache(async (): Promise<Session | null> => sessionFromToken((await cookies()).get(tokenCookie)?.value));

/**
 * The second gate (the proxy is the first): a page renders only for a session the guard lets through;
 * otherwise it redirects, or throws Next's 404 or 403 (app/(console)/not-found.tsx, forbidden.tsx).
 */
export async function requirePage(pathname: PagePath | SignedInPath | '/'): Promise<Session> {
  return requireMenuPath(pathname);
}

/** requirePage for a path known only at run time: a menu item of the database without a page in code. */
export async function requireMenuPath(pathname: string): Promise<Session> {
  const [session, menu] = await Promise.all([pageSession(), readMenu()]);
  const verdict = guardPage(pathname, session, menu);
  if (!session) return redirectSignedOut(pathname);
  if (verdict && 'redirect' in verdict) redirect(verdict.redirect);
  if (verdict?.refuse === 'not-found') notFound();
  if (verdict?.refuse === 'forbidden') forbidden();
  return session;
}

/**
 * Sends a page request without a live session to the sign-in page, which says why if the session timed
 * out and returns to this page (`pathname`, else the path and query the proxy passed on) after sign-in.
 */
export async function redirectSignedOut(pathname?: string): Promise<never> {
  const token = (await cookies()).get(tokenCookie)?.value;
  const page = (await headers()).get(pagePathHeader) ?? pathname;
  redirect(loginPath(page, token ? await sessionEndOf(token) : null));
}
