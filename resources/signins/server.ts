import 'server-only';
import { serveResource } from '@/lib/resource/serve';
import { listSignins } from './list';
import { signinResource } from './resource';

export const served = serveResource(signinResource, {
  list: (input, { session }) => listSignins(input, session),
});
