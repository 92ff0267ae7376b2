import { defineResource } from '@/lib/resource/definition';
import { listSigninsSchema } from './schema';

/** The sign-in history (`/system/signin`): read-only, newest first, in the data scope. */
export const signinResource = defineResource({
  api: 'system/signins',
  path: '/system/signin',
  messages: 'page.system.signin',
  name: 'signins',
  readOnly: true,
  contract: { list: listSigninsSchema },
});
