import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { guardRedirect } from './guard';
import { sessionFromToken, type Session } from './session';
import { tokenCookie } from './token';

/**
 * The session of the page request being rendered, from its cookie. Memoised per request (React's
 * `cache`), so the layout and the page of one navigation read it from the database once.
 */
export const pageSession = cache(async (): Promise<Session | null> => sessionFromToken((await cookies()).get(tokenCookie)?.value));

/** The second gate (the proxy is the first): a page renders only for a session the guard lets through. */
export async function requirePage(pathname: string): Promise<Session> {
  const session = await pageSession();
  const target = guardRedirect(pathname, session);
  if (target || !session) redirect(target ?? '/login');
  return session;
}
