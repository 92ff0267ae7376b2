import { ok } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { listSignins } from '@/lib/signins/list';
import { listSigninsSchema } from '@/lib/signins/schema';

// POST /api/system/signins: one page of the sign-in history in the data scope, newest first, and the total.
export const POST = route(
  { permission: { path: '/system/signin' }, body: listSigninsSchema },
  async ({ body, session }) => ok(await listSignins(body, session)),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
