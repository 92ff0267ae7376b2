import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { ok } from '@/lib/api/respond';
import { dashboardStats } from '@/lib/dashboard/service';

// GET /api/dashboard/stats
export const GET = route({ permission: { path: '/dashboard' } }, async ({ session, locale }) => ok(await dashboardStats(locale, session)));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
