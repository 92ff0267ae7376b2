import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { guardRedirect } from './guard';
import { sessionFromToken, type Session } from './session';
import { tokenCookie } from './token';

/** The session of the page request being rendered, from its cookie. */
export async function pageSession(): Promise<Session | null> {
  return sessionFromToken((await cookies()).get(tokenCookie)?.value);
}

/** The second gate (the proxy is the first): a page renders only for a session the guard lets through. */
export async function requirePage(pathname: string): Promise<Session> {
  const session = await pageSession();
  const target = guardRedirect(pathname, session);
  if (target || !session) redirect(target ?? '/login');
  return session;
}
