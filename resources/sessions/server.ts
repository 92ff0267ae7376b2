import 'server-only';
import { serveResource } from '@/lib/resource/serve';
import { listSessions } from './list';
import { sessionResource } from './resource';
import { signOutSessions } from '@/lib/auth/sign-out';
import { sessionSnapshot } from './snapshot';

export const served = serveResource(sessionResource, {
  list: (input, { locale, session }) => listSessions(input, locale, session),
  // Sign-out is the collection's DELETE; when it ends the caller's own session too, it says so and the
  // answer clears this browser's cookie.
  remove: async (ids, { session, locale }) => {
    const { own } = await signOutSessions(ids, session, locale);
    return own ? { data: { signedOutSelf: true }, message: { id: 'api.sessions.signedOutSelf' }, signedOut: true } : undefined;
  },
  snapshot: sessionSnapshot,
});
