import type { NextRequest } from 'next/server';
import { servedRoutes } from '@/resources/served';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

/**
 * A registered resource's endpoint by its URL path, as the registry serves it (resources/served.ts):
 * `const { POST: addUser } = endpoint('/api/system/users/add')`, called with tests/support/call.ts like a route file's exports.
 */
export function endpoint(path: string): Record<Method, Handler> {
  const handler =
    (method: Method): Handler =>
    async (request, context) => {
      const exports = (await servedRoutes())[path];
      if (!exports) throw new Error(`no registered resource serves ${path}`);
      return exports[method](request, context);
    };
  return { GET: handler('GET'), POST: handler('POST'), PUT: handler('PUT'), PATCH: handler('PATCH'), DELETE: handler('DELETE'), OPTIONS: handler('OPTIONS') };
}
