import 'server-only';
import { ok } from '@/lib/api/respond';
import { route } from '@/lib/api/route';
import { routeExports } from '@/lib/resource/routes';
import { publishedNotices } from './list';

/** `GET /api/notices/published`: what the dashboard shows, for any signed-in user. */
export const publishedRoutes = routeExports({ GET: route({ permission: 'signed-in' }, async ({ locale }) => ok(await publishedNotices(locale))) });
