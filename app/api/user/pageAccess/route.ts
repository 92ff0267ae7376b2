import { z } from 'zod';
import { otherMethods } from '@/lib/api/other-methods';
import { ok } from '@/lib/api/respond';
import { route } from '@/lib/api/route';
import { readMenu } from '@/lib/auth/menu-read';
import { pageAccess } from '@/lib/auth/page-access';

const querySchema = z.strictObject({ path: z.string().startsWith('/').max(512) });

// GET /api/user/pageAccess?path=/system/user: why a page refuses this session (the 403 and 404 pages):
// what it lacks and which of its own roles would open it.
export const GET = route({ permission: 'signed-in', query: querySchema }, async ({ session, query, locale }) =>
  ok(pageAccess(query.path, session, await readMenu(), locale)),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
