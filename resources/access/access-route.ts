import 'server-only';
import { ok, success } from '@/lib/api/respond';
import { route } from '@/lib/api/route';
import { idParamsSchema } from '@/lib/api/schemas';
import { routeExports } from '@/lib/resource/routes';
import { explainAccess } from './explain';
import { inspectUser } from './inspect';
import { accessResource } from './resource';
import { forbidden } from '@/lib/api/errors';
import { decideAccess, sessionSubject } from '@/lib/access';
import { permissionResource } from '@/resources/permissions/resource';
import { roleResource } from '@/resources/roles/resource';
import { userResource } from '@/resources/users/resource';
import { previewChange } from './preview';
import { explainSchema, inspectQuerySchema, previewSchema, viewAsSchema } from './schema';
import { endViewAs, startViewAs, viewAsSnapshot } from './view-as';

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

// POST /api/system/access/preview: who gains and loses what if the role's, user's or item's edit were
// saved. Made and rolled back, so a read for the audit trail; it needs what saving needs: the edit action
// of the page the change belongs to (the one decision).
const editedPage = { role: roleResource.path, user: userResource.path, permission: permissionResource.path } as const;
export const previewRoutes = routeExports({
  POST: route({ permission: { path: Object.values(editedPage) }, body: previewSchema }, async ({ body, session, locale }) => {
    if (!decideAccess(sessionSubject(session), { path: editedPage[body.kind], action: 'edit' }).allowed) throw forbidden();
    return ok(await previewChange(body, session, locale));
  }),
});

// POST /api/system/access/view-as: view the console as a user the session may inspect, read-only; DELETE
// ends it (any signed-in session: the view's grants are the target's). Both change the viewer's session
// row, audited as a write of sessions by the viewer.
const viewAsAudit = { audit: { entity: 'sessions' }, snapshot: viewAsSnapshot } as const;
export const viewAsRoutes = routeExports({
  POST: route({ permission: read, body: viewAsSchema, ...viewAsAudit, auditAction: 'viewAsStart' }, async ({ body, session, locale }) => {
    await startViewAs(body, session, locale);
    return success(locale);
  }),
  DELETE: route({ permission: 'signed-in', viewAs: 'exit', ...viewAsAudit, auditAction: 'viewAsEnd' }, async ({ session }) => ok(await endViewAs(session))),
});
