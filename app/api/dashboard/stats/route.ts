import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { ok } from '@/lib/api/respond';
import { dashboardQuerySchema } from '@/lib/dashboard/schema';
import { dashboardStats } from '@/lib/dashboard/service';

// GET /api/dashboard/stats[?timeZone=Asia/Shanghai]: the sign-ups' days are the user's, ending today there
export const GET = route({ permission: { path: '/dashboard' }, query: dashboardQuerySchema }, async ({ session, locale, query }) =>
  ok(await dashboardStats(locale, session, new Date(), query.timeZone)),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
