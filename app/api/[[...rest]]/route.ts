import type { NextRequest } from 'next/server';
import { notFound } from '@/lib/api/errors';
import { route } from '@/lib/api/route';
import { isMethod } from '@/lib/resource/routes';
import { servedRoute } from '@/resources/served';

// Every registered resource's endpoints (resources/served.ts: `/api/system/users/...` is served by
// resources/users/server.ts, the folder named by the URL's last resource segment). Any other path under
// /api that no route file serves, for every method, signed in or not: 404 with the JSON envelope
// (without it the console's own catch-all page would answer, a redirect to /login).
const notServed = route({ permission: 'anonymous' }, async () => {
  throw notFound();
});

type Context = { params: Promise<{ rest?: string[] }> };

async function answer(request: NextRequest, context: Context): Promise<Response> {
  const { rest = [] } = await context.params;
  const found = await servedRoute(['/api', ...rest].join('/'));
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const handler = found && isMethod(method) ? found.exports[method] : undefined;
  if (!found || !handler) return notServed(request, { params: Promise.resolve({}) });
  return handler(request, { params: Promise.resolve(found.params) });
}

export const GET = answer;
export const POST = answer;
export const PUT = answer;
export const PATCH = answer;
export const DELETE = answer;
export const OPTIONS = answer;
