import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { sessionFromToken, type Session } from '@/lib/auth/session';
import { tokenCookie, tokenFromRequest } from '@/lib/auth/token';
import { apiLocale, type Locale } from '@/lib/i18n/locales';
import { translate } from '@/lib/i18n/translate';
import { isAllowed, type Action } from '@/lib/rbac';
import { log, requestId, requestIdHeader } from '@/lib/server/log';
import { readJsonBody } from './body';
import { ApiError, badRequest, forbidden, unauthorized } from './errors';
import { failure } from './respond';
import { fieldMessages } from './validation';

/**
 * What a handler requires: `public` (anyone), `signed-in` (any valid session), or a menu path
 * (or any one of several) with an optional action, checked against the grants of the current role.
 */
export type Permission = 'public' | 'signed-in' | { path: string | readonly string[]; action?: Action };

type Schema = z.ZodType | undefined;
type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteSpec<B extends Schema, P extends Schema> {
  permission: Permission;
  body?: B;
  params?: P;
}

export interface RouteContext<B extends Schema, P extends Schema, S> {
  request: NextRequest;
  locale: Locale;
  session: S;
  body: Parsed<B>;
  params: Parsed<P>;
}

type SessionOf<Perm> = Perm extends 'public' ? Session | null : Session;
type NextContext = { params: Promise<Record<string, string | string[]>> };

/** Wraps a route handler: locale, authentication, permission, body and params validation, errors. */
export function route<B extends Schema = undefined, P extends Schema = undefined, Perm extends Permission = Permission>(
  spec: RouteSpec<B, P> & { permission: Perm },
  handler: (context: RouteContext<B, P, SessionOf<Perm>>) => Promise<Response>,
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
}

function wrap<B extends Schema, P extends Schema, Perm extends Permission>(
  spec: RouteSpec<B, P> & { permission: Perm },
  handler: (context: RouteContext<B, P, SessionOf<Perm>>) => Promise<Response>,
) {
  return async (request: NextRequest, nextContext: NextContext): Promise<Response> => {
    const started = performance.now();
    const reqId = requestId(request.headers.get(requestIdHeader));
    const locale = apiLocale(request.headers.get('locale'));
    let userId: string | undefined;
    let response: Response;
    try {
      const session = await authenticate(request, spec.permission);
      userId = session?.user.id;
      const params = spec.params ? parse(spec.params, await nextContext.params, locale) : undefined;
      const body = spec.body ? parse(spec.body, await readJsonBody(request), locale) : undefined;
      response = await handler({
        request,
        locale,
        session: session as SessionOf<Perm>,
        body: body as Parsed<B>,
        params: params as Parsed<P>,
      });
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

/** The session of a request: its bearer token, else its cookie. */
export function requestSession(request: NextRequest): Promise<Session | null> {
  return sessionFromToken(tokenFromRequest(request.headers, request.cookies.get(tokenCookie)?.value));
}

async function authenticate(request: NextRequest, permission: Permission): Promise<Session | null> {
  const session = await requestSession(request);
  if (permission === 'public') return session;
  if (!session) throw unauthorized();
  if (permission !== 'signed-in') {
    const paths = typeof permission.path === 'string' ? [permission.path] : permission.path;
    if (!paths.some((path) => isAllowed(session.effective, path, permission.action))) throw forbidden();
  }
  return session;
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
    return failure(error.status, first ?? translate(locale, error.messageId, error.values), fields);
  }
  log.error({ reqId, err: error }, 'unhandled API error');
  return failure(500, translate(locale, 'api.error.internal'));
}
