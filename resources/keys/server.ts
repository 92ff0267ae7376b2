import 'server-only';
import { serveResource } from '@/lib/resource/serve';
import { revokeKeys } from './keys';
import { listKeys } from './list';
import { keyResource } from './resource';
import { keySnapshot } from './snapshot';

export const served = serveResource(keyResource, {
  list: (input, { locale, session }) => listKeys(input, locale, session),
  // Revoking is the collection's DELETE: the next request with those keys answers 401 on every instance.
  remove: (ids, { session, locale }) => revokeKeys(ids, session, locale),
  snapshot: keySnapshot,
});
