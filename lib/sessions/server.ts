import 'server-only';
import { serveResource } from '@/lib/resource/service';
import { listSessions } from './list';
import { sessionResource } from './resource';

// Sign-out is the collection's DELETE, written in its route file: it may sign out the caller too.
export const sessions = serveResource(sessionResource, {
  list: (input, { locale, session }) => listSessions(input, locale, session),
});
