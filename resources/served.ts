import 'server-only';
import type { RouteExports, RouteTable } from '@/lib/resource/routes';
import type { Served } from '@/lib/resource/serve';
import { registeredResources } from './index';

/**
 * The registry's server half. Each registered resource's `resources/<name>/server.ts` (its folder is its
 * definition's `name`) exports `served`: its endpoints by URL path. The API's catch-all route
 * (app/api/[[...rest]]/route.ts) answers from this table and /api/openapi.json describes it, so a
 * resource has no URL file: find an endpoint by its resource's `api` (`system/users` → resources/users).
 */
function isServed(value: unknown): value is { served: Served } {
  return typeof value === 'object' && value !== null && 'served' in value && typeof value.served === 'object' && value.served !== null && 'routes' in value.served;
}

async function serverOf(name: string): Promise<Served> {
  const loaded: unknown = await import(`./${name}/server.ts`);
  if (!isServed(loaded)) throw new Error(`resources/${name}/server.ts exports no served resource`);
  return loaded.served;
}

let table: Promise<RouteTable> | undefined;

/** Every registered resource's endpoints by URL path (loaded once: code, not data). */
export function servedRoutes(): Promise<RouteTable> {
  table ??= Promise.all(registeredResources.map((r) => serverOf(r.definition.name))).then((served) => {
    const routes: RouteTable = {};
    for (const { routes: own } of served) {
      for (const [path, exports] of Object.entries(own)) {
        if (Object.hasOwn(routes, path)) throw new Error(`two resources serve ${path}`);
        routes[path] = exports;
      }
    }
    return routes;
  });
  return table;
}

/** The endpoint a URL path names (`/api/system/users/detail/42`), with its path parameters, or undefined. */
export async function servedRoute(path: string): Promise<{ exports: RouteExports; params: Record<string, string> } | undefined> {
  const segments = path.split('/');
  for (const [pattern, exports] of Object.entries(await servedRoutes())) {
    const parts = pattern.split('/');
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, i) => {
      const segment = segments[i] ?? '';
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name) params[name] = segment;
      return name ? segment !== '' : part === segment;
    });
    if (matches) return { exports, params };
  }
  return undefined;
}
