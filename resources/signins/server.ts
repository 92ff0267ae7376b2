import 'server-only';
import { serveResource } from '@/lib/resource/service';
import { listSignins } from './list';
import { signinResource } from './resource';

export const signins = serveResource(signinResource, {
  list: (input, { session }) => listSignins(input, session),
});
