import { z } from 'zod';
import { otherMethods } from '@/lib/api/other-methods';
import { ok } from '@/lib/api/respond';
import { route } from '@/lib/api/route';
import { readMenu } from '@/lib/auth/menu-read';
import { rolesGranting } from '@/lib/auth/granting-roles';
import { pageAccess, pageChain, type PageAccess } from '@/lib/auth/page-access';

const querySchema = z.strictObject({ path: z.string().startsWith('/').max(512) });

// GET /api/user/pageAccess?path=/system/user: why a page refuses this session (the 403 and 404 pages):
// what it lacks, which of its own roles would open it, and which roles open it at all.
export const GET = route({ permission: 'signed-in', viewAs: 'read', query: querySchema }, async ({ session, query, locale }) => {
  const menu = await readMenu();
  const access = pageAccess(query.path, session, menu, locale);
  const grantedBy = access.status === 'forbidden' ? await rolesGranting(pageChain(query.path, menu), locale) : [];
  const answer: PageAccess = { ...access, grantedBy };
  return ok(answer);
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
