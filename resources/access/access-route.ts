import 'server-only';
import { ok } from '@/lib/api/respond';
import { route } from '@/lib/api/route';
import { idParamsSchema } from '@/lib/api/schemas';
import { routeExports } from '@/lib/resource/routes';
import { explainAccess } from './explain';
import { inspectUser } from './inspect';
import { accessResource } from './resource';
import { explainSchema, inspectQuerySchema } from './schema';

const read = { path: accessResource.path };

// GET /api/system/access/user/{id}?role=all: the user's permissions with where each comes from, their
// menu and data scope. 404 outside the session's scope, 403 for a user holding more than the session.
export const inspectRoutes = routeExports({
  GET: route({ permission: read, params: idParamsSchema, query: inspectQuerySchema }, async ({ params, query, session, locale }) =>
    ok(await inspectUser(params.id, query.role, session, locale)),
  ),
});

// POST /api/system/access/explain: {allowed, reasons}, from the decision the request guard makes.
// A read: it changes nothing, so it is not audited.
export const explainRoutes = routeExports({
  POST: route({ permission: read, body: explainSchema }, async ({ body, session, locale }) => ok(await explainAccess(body, session, locale))),
});
