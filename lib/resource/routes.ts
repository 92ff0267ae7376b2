import 'server-only';
import type { NextRequest } from 'next/server';
import { ok, success, successWith } from '@/lib/api/respond';
import { csvAnswer } from '@/lib/api/csv-response';
import { notFound } from '@/lib/api/errors';
import { clearTokenCookie } from '@/lib/auth/cookie';
import { otherMethods } from '@/lib/api/other-methods';
import { route, type DeclaredSpec, type Permission } from '@/lib/api/route';
import { idListSchema, idParamsSchema } from '@/lib/api/schemas';
import type { Locale } from '@/lib/i18n/locales';
import { moveSchema } from '@/lib/tree/move-schema';
import type { ResourceContract } from './definition';
import type { ResourceContext, ServedResource } from './service';

/**
 * The route handlers of a resource, one function per endpoint of its URL tree; `kitRoutes` puts them
 * in a table by URL path, which the registry serves (resources/served.ts). Permission (the
 * definition's path, with the write's action), audit (route() audits every write on the path),
 * validation and OpenAPI (the contract's schemas) come from the definition; methods an endpoint does
 * not serve answer 405.
 */
type Handler = ((request: NextRequest, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>) & {
  spec?: DeclaredSpec;
};
/** The HTTP methods a served endpoint answers (HEAD is answered as GET). */
export const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export type Method = (typeof methods)[number];
export function isMethod(value: string): value is Method {
  return (methods as readonly string[]).includes(value);
}
/** The methods a handler serves: every other one (and OPTIONS) is answered by `otherMethods`. */
type ServedMethod = Exclude<Method, 'OPTIONS'>;
export type RouteExports = Record<Method, Handler>;

function exportsOf(served: Partial<Record<ServedMethod, Handler>>): RouteExports {
  return { ...otherMethods(served), ...served } as RouteExports;
}

// route() hands each handler `Parsed<schema>`, and each service takes `Parsed<the contract's schema>`
// (lib/resource/service.ts): the same type, so the validated value goes on as it is.
const context = (session: ResourceContext['session'], locale: Locale): ResourceContext => ({ session, locale });

/** The answer of a write: `{code: 200, message}`, or with `data` when the service returns a value. */
function written(locale: Locale, value: unknown): Response {
  return value === undefined ? success(locale) : successWith(locale, value);
}

/** The contract's schema for `key`, as its generic type (`C['list']`), so route() hands the handler what the service takes. */
function contractOf<C extends ResourceContract, K extends keyof ResourceContract>(served: ServedResource<C>, key: K): C[K] {
  return served.definition.contract[key];
}

function missing(served: ServedResource, what: string): never {
  throw new Error(`resource ${served.definition.api} has no ${what} service`);
}

/** `/api/<api>`: the list (POST body, or GET query), `GET` every row (`all`), `DELETE` by ids. */
export function collectionRoutes<C extends ResourceContract>(served: ServedResource<C>): RouteExports {
  const { definition, services } = served;
  const read: Permission = { path: definition.path };
  const readAll: Permission = { path: definition.readers ? [definition.path, ...definition.readers] : definition.path };
  const handlers: Partial<Record<ServedMethod, Handler>> = {};
  const list = contractOf(served, 'list');
  if (definition.listMethod === 'GET') {
    handlers.GET = route({ permission: read, query: list }, async ({ query, session, locale }) =>
      ok(await services.list(query, context(session, locale))),
    );
  } else {
    handlers.POST = route({ permission: read, body: list }, async ({ body, session, locale }) =>
      ok(await services.list(body, context(session, locale))),
    );
    const all = services.all;
    if (all) handlers.GET = route({ permission: readAll }, async ({ session, locale }) => ok(await all(undefined, context(session, locale))));
  }
  const remove = services.remove;
  if (remove) {
    handlers.DELETE = route({ permission: { path: definition.path, action: 'delete' }, body: idListSchema, snapshot: services.snapshot, auditAction: 'delete' }, async ({ body, session, locale }) => {
      const removed = await remove(body, context(session, locale));
      if (!removed) return success(locale);
      const answer = successWith(locale, removed.data, removed.message);
      return removed.signedOut ? clearTokenCookie(answer) : answer;
    });
  }
  return exportsOf(handlers);
}

/** `GET /api/<api>/detail/{id}`: 404 when the service finds nothing (`null`). */
export function detailRoutes<C extends ResourceContract>(served: ServedResource<C>): RouteExports {
  const detail = served.services.detail ?? missing(served, 'detail');
  return exportsOf({
    GET: route({ permission: { path: served.definition.path }, params: idParamsSchema }, async ({ params, session, locale }) => {
      const found = await detail(params.id, context(session, locale));
      if (found === null || found === undefined) throw notFound();
      return ok(found);
    }),
  });
}

type Write = 'add' | 'edit' | 'addChild' | 'addBrother';
const writeAction = { add: 'add', edit: 'edit', addChild: 'add', addBrother: 'add' } as const;

function writeRoutes<C extends ResourceContract, W extends Write>(served: ServedResource<C>, write: W): RouteExports {
  const schema = served.definition.contract[write] ?? missing(served, `${write} contract`);
  const service = served.services[write] ?? missing(served, write);
  return exportsOf({
    POST: route({ permission: { path: served.definition.path, action: writeAction[write] }, body: schema, snapshot: served.services.snapshot, auditAction: write }, async ({ body, session, locale }) =>
      written(locale, await service(body, context(session, locale))),
    ),
  });
}

/** `POST /api/<api>/add` */
export const addRoutes = <C extends ResourceContract>(served: ServedResource<C>) => writeRoutes(served, 'add');
/** `POST /api/<api>/edit` */
export const editRoutes = <C extends ResourceContract>(served: ServedResource<C>) => writeRoutes(served, 'edit');
/** `POST /api/<api>/addChild` (trees) */
export const addChildRoutes = <C extends ResourceContract>(served: ServedResource<C>) => writeRoutes(served, 'addChild');
/** `POST /api/<api>/addBrother` (trees) */
export const addBrotherRoutes = <C extends ResourceContract>(served: ServedResource<C>) => writeRoutes(served, 'addBrother');

/** `POST /api/<api>/move`: `{id, action: top | up | down}` among its siblings (trees). */
export function moveRoutes<C extends ResourceContract>(served: ServedResource<C>): RouteExports {
  const move = served.services.move ?? missing(served, 'move');
  return exportsOf({
    POST: route({ permission: { path: served.definition.path, action: 'edit' }, body: moveSchema, snapshot: served.services.snapshot, auditAction: 'move' }, async ({ body, session, locale }) => {
      await move(body, context(session, locale));
      return success(locale);
    }),
  });
}

/** `POST /api/<api>/export`: every row the list's filters match, as a streamed CSV download. */
export function exportRoutes<C extends ResourceContract>(served: ServedResource<C>): RouteExports {
  const csv = served.services.export ?? missing(served, 'export');
  return exportsOf({
    POST: route({ permission: { path: served.definition.path }, body: csv.body, responses: csvAnswer }, async ({ body, session, locale }) =>
      csv.respond(body, context(session, locale), served.definition.name),
    ),
  });
}

/** A resource's endpoints by URL path (`/api/system/roles/detail/{id}`): what the registry serves (resources/served.ts). */
export type RouteTable = Record<string, RouteExports>;

/**
 * The kit's endpoints of a resource, by URL path: the list (and `DELETE`), then each its contract and
 * services declare: `detail/{id}`, `add`, `edit`, `addChild`, `addBrother`, `move`, `export`.
 */
export function kitRoutes<C extends ResourceContract>(served: ServedResource<C>): RouteTable {
  const { definition, services } = served;
  const { contract } = definition;
  const base = `/api/${definition.api}`;
  const table: RouteTable = { [base]: collectionRoutes(served) };
  if (services.detail) table[`${base}/detail/{id}`] = detailRoutes(served);
  if (contract.add) table[`${base}/add`] = addRoutes(served);
  if (contract.edit) table[`${base}/edit`] = editRoutes(served);
  if (contract.addChild) table[`${base}/addChild`] = addChildRoutes(served);
  if (contract.addBrother) table[`${base}/addBrother`] = addBrotherRoutes(served);
  if (services.move) table[`${base}/move`] = moveRoutes(served);
  if (definition.exports) table[`${base}/export`] = exportRoutes(served);
  return table;
}

/** Wraps a handler of the kit's shape as a route module's export (with its OpenAPI spec). */
export function routeExports(served: Partial<Record<ServedMethod, Handler>>): RouteExports {
  return exportsOf(served);
}
