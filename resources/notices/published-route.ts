import 'server-only';
import { ok } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { publishedNotices } from './list';

/** `GET /api/notices/published`: what the dashboard shows, for any signed-in user. */
const GET = route({ permission: 'signed-in' }, async ({ locale }) => ok(await publishedNotices(locale)));

export const publishedRoutes = { ...otherMethods({ GET }), GET };
