import 'server-only';
import type { NextRequest } from 'next/server';
import { apiLocale } from '@/lib/i18n/locales';
import { translate } from '@/lib/i18n/translate';
import { failure } from './respond';

/** The methods Next hands to a route's exports (HEAD follows GET; OPTIONS is answered here). */
const routeMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type RouteMethod = (typeof routeMethods)[number];
type Handler = (request: NextRequest) => Promise<Response>;
export type OtherMethods<Served> = Record<Exclude<RouteMethod, keyof Served> | 'OPTIONS', Handler>;

/**
 * The handlers of every method a route does not serve: 405 with the JSON envelope and `Allow`
 * (Next's own 405 has no body), and OPTIONS answering `Allow`. A route file exports them beside its
 * own: `export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });`
 */
export function otherMethods<Served extends Partial<Record<RouteMethod, unknown>>>(served: Served): OtherMethods<Served> {
  const methods = routeMethods.filter((method) => method in served);
  const allow = [...methods, ...(methods.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].sort().join(', ');
  const refuse: Handler = async (request) => {
    const response = failure(405, translate(apiLocale(request.headers.get('locale')), 'api.error.methodNotAllowed'));
    response.headers.set('allow', allow);
    return response;
  };
  const handlers: Partial<Record<RouteMethod | 'OPTIONS', Handler>> = {
    OPTIONS: async () => new Response(null, { status: 204, headers: { allow } }),
  };
  for (const method of routeMethods) if (!(method in served)) handlers[method] = refuse;
  return handlers as OtherMethods<Served>;
}
