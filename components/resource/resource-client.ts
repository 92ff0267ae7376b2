import type { QueryKey } from '@tanstack/react-query';
import { apiRequest } from '@/lib/client/api';
import type { ResourceDefinition } from '@/lib/resource/definition';

/** A write's options: `toastError: false` when the caller shows the failure itself (a form's fields). */
export type WriteOptions = { toastError?: boolean };

/** One page of a flat list: `{list, total}`; `totalEstimated` when the total is an estimate (lib/db/counts.ts). */
export interface ResourcePageData<Row> {
  list: Row[];
  total: number;
  totalEstimated?: boolean;
}

/** A resource's query keys: everything under `all`, so one invalidation refreshes its lists, details and pickers. */
export function resourceKeys(definition: Pick<ResourceDefinition, 'api'>) {
  const all = [definition.api] as const;
  return {
    all,
    list: (filter: object, locale: string) => [...all, 'list', locale, filter] as const,
    detail: (id: string, locale: string) => [...all, 'detail', locale, id] as const,
    every: (locale: string) => [...all, 'every', locale] as const,
  };
}

export type ResourceKeys = ReturnType<typeof resourceKeys>;

/** The query string of a `GET` list: every defined, non-empty value. */
function queryString(filter: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/**
 * A resource's endpoints (the kit's URL tree under `/api/<api>`): `List` is what the list answers
 * (`ResourcePageData<Row>` for flat lists, `Row[]` for trees).
 */
export function resourceApi<Row, Filter extends object, List = ResourcePageData<Row>>(definition: ResourceDefinition, empty: List) {
  const api = definition.api;
  const write = (path: string) => (body: object, options: WriteOptions = {}) => apiRequest<unknown>(`${api}/${path}`, { body, ...options });
  return {
    // POST /api/<api> with the filter, or GET /api/<api>?<filter>
    list: async (filter: Filter): Promise<List> =>
      (definition.listMethod === 'GET'
        ? (await apiRequest<List>(`${api}?${queryString(filter)}`)).data
        : (await apiRequest<List>(api, { body: filter })).data) ?? empty,
    // GET /api/<api>: every row (the pickers of other pages)
    all: async (): Promise<Row[]> => (await apiRequest<Row[]>(api)).data ?? [],
    // GET /api/<api>/detail/{id}
    detail: async (id: string): Promise<Row | null> => (await apiRequest<Row>(`${api}/detail/${encodeURIComponent(id)}`)).data ?? null,
    add: write('add'),
    edit: write('edit'),
    addChild: write('addChild'),
    addBrother: write('addBrother'),
    // POST /api/<api>/move: `{id, action: top | up | down}`
    move: write('move'),
    // DELETE /api/<api> with the ids
    remove: (ids: string[]) => apiRequest<unknown>(api, { method: 'DELETE', body: ids }),
  };
}

export type ResourceApi<Row, Filter extends object, List = ResourcePageData<Row>> = ReturnType<typeof resourceApi<Row, Filter, List>>;

/** What a resource's page works with in the browser: its definition, endpoints, keys, and what a write refreshes. */
export interface ResourceClient<Row, Filter extends object, List = ResourcePageData<Row>> {
  definition: ResourceDefinition;
  api: ResourceApi<Row, Filter, List>;
  keys: ResourceKeys;
  /** Key prefixes a write refetches: its own, plus what shows its rows elsewhere (the user table shows role names). */
  writeKeys: readonly QueryKey[];
  /** A write also re-renders the server components (the sidebar menu reads permissions). */
  refreshServer?: boolean;
}

/** The browser side of a resource, from its definition. */
export function resourceClient<Row, Filter extends object, List = ResourcePageData<Row>>(
  definition: ResourceDefinition,
  options: { empty: List; alsoRefresh?: readonly QueryKey[]; refreshServer?: boolean },
): ResourceClient<Row, Filter, List> {
  const keys = resourceKeys(definition);
  return {
    definition,
    api: resourceApi<Row, Filter, List>(definition, options.empty),
    keys,
    writeKeys: [keys.all, ...(options.alsoRefresh ?? [])],
    refreshServer: options.refreshServer,
  };
}
