import 'server-only';
import type { ResourceContract, ResourceDefinition } from './definition';
import { kitRoutes, type RouteExports, type RouteTable } from './routes';
import type { ResourceServices } from './service';

/** A resource as the registry serves it: its kit endpoints and its own, by URL path. */
export interface Served {
  definition: ResourceDefinition;
  routes: RouteTable;
}

/**
 * Binds a resource's definition to its services: its `server.ts` exports the result as `served`, and
 * the registry serves its endpoints (resources/served.ts). `own` adds endpoints beyond the kit's, by
 * path under the resource's `api` (`reset/{id}`) or from the root (`/api/notices/published`).
 */
export function serveResource<C extends ResourceContract>(
  definition: ResourceDefinition<C>,
  services: ResourceServices<C>,
  own: Record<string, RouteExports> = {},
): Served {
  const routes = kitRoutes({ definition, services });
  for (const [path, exports] of Object.entries(own)) routes[path.startsWith('/') ? path : `/api/${definition.api}/${path}`] = exports;
  return { definition, routes };
}
