import 'server-only';
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { auditEntityOf, type AuditEntity } from '@/lib/trail/entities';
import { requestIds, runInAuditScope } from '@/lib/trail/scope';
import type { SnapshotReader } from '@/lib/trail/snapshots';
import { sessionEndOf, sessionFromToken, signedInUser, type Session } from '@/lib/auth/session';
import { sessionPolicy } from '@/lib/auth/session-policy';
import { tokenCookie, tokenFromRequest } from '@/lib/auth/token';
import { apiLocale, type Locale } from '@/lib/i18n/locales';
import { translate } from '@/lib/i18n/translate';
import { decideAccess, sessionSubject } from '@/lib/access';
import type { Action } from '@/lib/rbac';
import { log, requestId, requestIdHeader } from '@/lib/server/log';
import { keySession } from '@/lib/auth/api-keys/read';
import { keyMayReach } from '@/lib/auth/api-keys/reach';
import { isKeySecret } from '@/lib/auth/api-keys/secret';
import { countWrongKey } from '@/lib/auth/api-keys/throttle';
import { requestAddress } from '@/lib/server/socket-address';
import { readJsonBody } from './body';
import { ApiError, badRequest, forbidden, unauthorized } from './errors';
import { failure, failureWith } from './respond';
import { fieldMessages } from './validation';

/**
 * What a handler requires: `anonymous` (anyone; no session is read, so it answers while the database
 * is down: health probes), `public` (anyone; the session if there is one), `signed-in` (any valid
 * session), or a menu path (or any one of several) with an optional action, checked against the
 * grants of the current role.
 */
export type Permission = 'anonymous' | 'public' | 'signed-in' | { path: string | readonly string[]; action?: Action };

type Schema = z.ZodType | undefined;
/** What a handler gets for a schema: its output, or `undefined` without one (the kit's services take the same type). */
export type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteSpec<B extends Schema, P extends Schema, Q extends Schema = undefined> {
  permission: Permission;
  body?: B;
  params?: P;
  /** the search params (strings; coerce numbers in the schema) */
  query?: Q;
  /** answers beyond the wrapper's own, for the OpenAPI document (429 on sign-in, 503 on health) */
  responses?: ExtraResponses;
  /**
   * A `signed-in` write of one's own account, audited as a write of `entity` (a menu write's entity
   * comes from its path): `own` names the session's own user, else the ids of the request.
   */
  audit?: AuditedAs;
  /** how the audit trail reads the written rows (the resource's `snapshot.ts`; the kit passes its service's): every audited write has one */
  snapshot?: SnapshotReader;
  /**
   * What the audit entry calls the write (`add`, `edit`, `addChild`, `move`, `reset`, `delete`, `password`…):
   * the kit's routes pass their service's name; every audited write declares one, or fails at load.
   */
  auditAction?: string;
  /**
   * What the endpoint is to a session viewing as someone (lib/auth/view-as.ts), which may only read:
   * `read`, a signed-in read the console's shell needs (the user info, the bell), or `exit`, the way out
   * (ending the view, signing out). Without it, only a page's reads (a menu path without action, not
   * audited) and the public GETs answer; everything else is refused with 403 "read-only preview".
   */
  viewAs?: 'read' | 'exit';
}

/** The entity a `signed-in` write of one's own account is audited as (a registered resource's name). */
export interface AuditedAs {
  entity: AuditEntity;
  /** the write names the session's own user (its record is the user's own) */
  own?: boolean;
}

export interface RouteContext<B extends Schema, P extends Schema, S, Q extends Schema = undefined> {
  request: NextRequest;
  locale: Locale;
  session: S;
  body: Parsed<B>;
  params: Parsed<P>;
  query: Parsed<Q>;
}

type SessionOf<Perm> = Perm extends 'anonymous' ? null : Perm extends 'public' ? Session | null : Session;
type NextContext = { params: Promise<Record<string, string | string[]>> };

/**
 * Wraps a route handler: locale, authentication, permission, body, params and query validation,
 * errors. A write (a permission with an action) runs in an audit scope: its transaction records
 * who wrote what (lib/trail/write-transaction.ts).
 */
export function route<B extends Schema = undefined, P extends Schema = undefined, Perm extends Permission = Permission, Q extends Schema = undefined>(
  spec: RouteSpec<B, P, Q> & { permission: Perm },
  handler: (context: RouteContext<B, P, SessionOf<Perm>, Q>) => Promise<Response>,
) {
  // The spec rides along on the handler, so the OpenAPI document is generated from the same schemas.
  const declared: DeclaredSpec = spec;
  return Object.assign(wrap(spec, handler), { spec: declared });
}

/** What a wrapped handler declares (read by the OpenAPI generator). */
export interface DeclaredSpec {
  permission: Permission;
  body?: z.ZodType;
  params?: z.ZodType;
  query?: z.ZodType;
  responses?: ExtraResponses;
  audit?: AuditedAs;
  viewAs?: 'read' | 'exit';
}

/**
 * status → description of an error answer (`{code, message}`), of an error answer that also carries
 * `data` (its schema given), of a `{code, data}` answer, or of a CSV file.
 */
export type ExtraResponses = Readonly<
  Record<number, string | { description: string; data: true } | { description: string; csv: true } | { description: string; errorData: z.ZodType }>
>;

function wrap<B extends Schema, P extends Schema, Perm extends Permission, Q extends Schema>(
  spec: RouteSpec<B, P, Q> & { permission: Perm },
  handler: (context: RouteContext<B, P, SessionOf<Perm>, Q>) => Promise<Response>,
) {
  const entity = spec.audit ? spec.audit.entity : writtenEntity(spec.permission);
  const audited = entity && { entity, action: spec.auditAction ?? missingAuditAction(spec.permission), read: spec.snapshot ?? missingSnapshot(entity) };
  return async (request: NextRequest, nextContext: NextContext): Promise<Response> => {
    const started = performance.now();
    const reqId = requestId(request.headers.get(requestIdHeader));
    const locale = apiLocale(request.headers.get('locale'));
    let userId: string | undefined;
    let response: Response;
    try {
      const session = await authenticate(request, spec);
      const actor = session && signedInUser(session);
      userId = actor?.id;
      const params = spec.params ? parse(spec.params, await nextContext.params, locale) : undefined;
      const body = spec.body ? parse(spec.body, await readJsonBody(request), locale) : undefined;
      const query = spec.query ? parse(spec.query, Object.fromEntries(request.nextUrl.searchParams), locale) : undefined;
      const run = () =>
        handler({
          request,
          locale,
          session: session as SessionOf<Perm>,
          body: body as Parsed<B>,
          params: params as Parsed<P>,
          query: query as Parsed<Q>,
        });
      if (!audited || !actor) {
        response = await run();
      } else {
        const scope = {
          ...audited,
          userId: actor.id,
          username: actor.username,
          keyName: session?.key?.name,
          method: request.method,
          endpoint: apiPath(request),
          ids: spec.audit?.own ? [actor.id] : requestIds(params, body),
          recorded: 0,
        };
        response = await runInAuditScope(scope, run);
        // A write that skipped writeTransaction (tests catch this; the answer is already committed).
        if (response.ok && scope.recorded !== 1) log.error({ reqId, endpoint: scope.endpoint, recorded: scope.recorded }, 'audit entries per write');
      }
    } catch (error) {
      response = errorResponse(error, locale, reqId);
    }
    response.headers.set(requestIdHeader, reqId);
    // Method, path, status and who: never the body, query values or headers, which may carry secrets.
    const ms = Math.round(performance.now() - started);
    log.info({ reqId, method: request.method, path: request.nextUrl.pathname, status: response.status, ms, userId }, 'api');
    return response;
  };
}

/**
 * Whether an endpoint answers a session viewing as someone, which may only read (issue 29): what it
 * declares (`viewAs`), a page's reads, and the public GETs. Every other endpoint, present and future, is
 * refused: the default is no.
 */
export function answersWhileViewing(spec: Pick<DeclaredSpec, 'permission' | 'audit' | 'viewAs'>, method: string): boolean {
  if (spec.viewAs) return true;
  if (typeof spec.permission === 'object') return !spec.permission.action && !spec.audit;
  return spec.permission !== 'signed-in' && !spec.audit && (method === 'GET' || method === 'HEAD');
}

/** The session of a request: its bearer token, else its cookie. */
export function requestSession(request: NextRequest): Promise<Session | null> {
  return sessionFromToken(tokenFromRequest(request.headers, request.cookies.get(tokenCookie)?.value));
}

// Every write must be audited: a write permission on a page with no audited entity, or an audited write
// without its action or its snapshot reader, fails at load.
function writtenEntity(permission: Permission): AuditEntity | undefined {
  if (typeof permission !== 'object' || !permission.action) return undefined;
  const entity = typeof permission.path === 'string' ? auditEntityOf(permission.path) : undefined;
  if (!entity) throw new Error(`no audit entity for the write permission on ${String(permission.path)}`);
  return entity;
}

function missingSnapshot(entity: AuditEntity): never {
  throw new Error(`no snapshot reader for the audit entity ${entity}`);
}

function missingAuditAction(permission: Permission): never {
  const path = typeof permission === 'object' ? String(permission.path) : permission;
  throw new Error(`no audit action declared for a write on ${path}`);
}

/** The request's path from `/api/` on (a base path, if any, left out). */
function apiPath(request: NextRequest): string {
  const path = request.nextUrl.pathname;
  return path.slice(Math.max(0, path.indexOf('/api/')));
}

async function authenticate(request: NextRequest, spec: DeclaredSpec): Promise<Session | null> {
  const { permission } = spec;
  if (permission === 'anonymous') return null;
  const token = tokenFromRequest(request.headers, request.cookies.get(tokenCookie)?.value);
  const session = isKeySecret(token) ? await keyRequestSession(request, token) : await requestSession(request);
  // Viewing as someone reads only (issue 29), whatever the permission would answer.
  if (session?.viewAs && !answersWhileViewing(spec, request.method)) throw new ApiError(403, 'api.error.readOnlyPreview');
  if (permission === 'public') return session;
  if (!session) throw await sessionRefusal(request);
  if (permission !== 'signed-in') {
    // The one access decision (lib/access.ts), which the access inspector's explainer calls too.
    const paths = typeof permission.path === 'string' ? [permission.path] : permission.path;
    const subject = sessionSubject(session);
    if (!paths.some((path) => decideAccess(subject, { path, action: permission.action }).allowed)) throw forbidden();
  }
  return session;
}

/**
 * The session of a request carrying an API key (lib/auth/api-keys/): 403 on the endpoints no key reaches,
 * 401 for a key that is unknown, expired, revoked or whose owner is disabled (a wrong one counted against
 * the address, as a failed sign-in; 429 past the address's limit).
 */
async function keyRequestSession(request: NextRequest, secret: string): Promise<Session> {
  if (!keyMayReach(apiPath(request))) throw new ApiError(403, 'api.error.keyNotAllowed');
  const address = requestAddress(request.headers);
  const session = await keySession(secret, address);
  if (session) return session;
  const wait = await countWrongKey(address);
  throw wait > 0 ? new ApiError(429, 'api.error.keyThrottled', { seconds: wait }) : unauthorized();
}

/**
 * The 401 of a request without a live session: a session that timed out says so (`data.reason` `idle` with
 * the minutes, or `expired` with the hours), for the console to tell the user on the sign-in page.
 */
async function sessionRefusal(request: NextRequest): Promise<ApiError> {
  const end = await sessionEndOf(tokenFromRequest(request.headers, request.cookies.get(tokenCookie)?.value));
  if (!end) return unauthorized();
  const { idleMinutes, maxHours } = await sessionPolicy();
  return end === 'idle'
    ? new ApiError(401, 'api.error.sessionIdle', { minutes: idleMinutes }, undefined, { reason: 'idle', minutes: idleMinutes })
    : new ApiError(401, 'api.error.sessionExpired', { hours: maxHours }, undefined, { reason: 'expired', hours: maxHours });
}

function parse<S extends z.ZodType>(schema: S, input: unknown, locale: Locale): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest('api.error.badRequest', fieldMessages(result.error, input, locale));
  return result.data;
}

function errorResponse(error: unknown, locale: Locale, reqId: string): Response {
  if (error instanceof ApiError) {
    const fields = error.fields;
    const first = fields ? Object.values(fields)[0] : undefined;
    const message = first ?? translate(locale, error.messageId, error.values);
    return error.data === undefined ? failure(error.status, message, fields) : failureWith(error.status, message, error.data);
  }
  log.error({ reqId, err: error }, 'unhandled API error');
  return failure(500, translate(locale, 'api.error.internal'));
}
