import type { QueryKey } from '@tanstack/react-query';
import { apiRequest } from '@/lib/client/api';
import type { ContractInput, ResourceDefinition, WriteKey } from '@/lib/resource/definition';
import type { MoveInput } from '@/lib/tree/move-schema';

/** A write's options: `toastError: false` when the caller shows the failure itself (a form's fields). */
export type WriteOptions = { toastError?: boolean };

/** One page of a flat list: `{list, total}`; `totalEstimated` when the total is an estimate (lib/db/counts.ts). */
export interface ResourcePageData<Row> {
  list: Row[];
  total: number;
  totalEstimated?: boolean;
}

/** A value as the API answers it: JSON turns its dates into ISO strings (a row type from the server's own view). */
export type Answered<T> = T extends Date
  ? string
  : T extends readonly (infer E)[]
    ? Answered<E>[]
    : T extends object
      ? { [K in keyof T]: Answered<T[K]> }
      : T;

/**
 * A list query read from the page's URL: text (and the page's numbers) the API validates with the
 * contract, as the user may have edited it (a bad one answers 400 and an empty table).
 */
export type ListQuery = Readonly<Record<string, string | number | undefined>>;

/** The status switch's edit: every resource with a status edits it alone. */
export type StatusBody = { id: string; status: '0' | '1' };

/** A resource's query keys: everything under `all`, so one invalidation refreshes its lists, details and pickers. */
export function resourceKeys(definition: Pick<ResourceDefinition, 'api'>) {
  const all = [definition.api] as const;
  return {
    all,
    list: (filter: unknown, locale: string) => [...all, 'list', locale, filter] as const,
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
 * (`ResourcePageData<Row>` for flat lists, `Row[]` for trees). The list and the writes take what their
 * contract takes (`z.input`): a misspelled or missing field does not compile.
 */
export function resourceApi<Row, D extends ResourceDefinition, List = ResourcePageData<Row>>(definition: D, empty: List) {
  const api = definition.api;
  // POST /api/<api> with the filter, or GET /api/<api>?<filter>
  const list = async (filter: object): Promise<List> =>
    (definition.listMethod === 'GET'
      ? (await apiRequest<List>(`${api}?${queryString(filter)}`)).data
      : (await apiRequest<List>(api, { body: filter })).data) ?? empty;
  const post = (path: string, body: unknown, options: WriteOptions = {}) => apiRequest<unknown>(`${api}/${path}`, { body, ...options });
  const write =
    <K extends WriteKey>(mode: K) =>
    (body: ContractInput<D, K>, options?: WriteOptions) =>
      post(mode, body, options);
  return {
    list: (filter: ContractInput<D, 'list'> & object) => list(filter),
    /** The list for the page's URL state (the API validates it). */
    search: (query: ListQuery) => list(query),
    // GET /api/<api>: every row (the pickers of other pages)
    all: async (): Promise<Row[]> => (await apiRequest<Row[]>(api)).data ?? [],
    // GET /api/<api>/detail/{id}
    detail: async (id: string): Promise<Row | null> => (await apiRequest<Row>(`${api}/detail/${encodeURIComponent(id)}`)).data ?? null,
    add: write('add'),
    edit: write('edit'),
    addChild: write('addChild'),
    addBrother: write('addBrother'),
    /**
     * A form's write: the body its `toBody` made for `mode`, which the contract resolver has just
     * validated with the mode's schema (components/resource/form-errors.ts); the server validates again.
     */
    submit: (mode: WriteKey, body: unknown, options?: WriteOptions) => post(mode, body, options),
    /** The status switch: `{id, status}` alone (POST .../edit). */
    setStatus: (body: StatusBody, options?: WriteOptions) => post('edit', body, options),
    // POST /api/<api>/move: `{id, action: top | up | down}`
    move: (body: MoveInput, options?: WriteOptions) => post('move', body, options),
    // DELETE /api/<api> with the ids
    remove: (ids: string[]) => apiRequest<unknown>(api, { method: 'DELETE', body: ids }),
  };
}

export type ResourceApi<Row, D extends ResourceDefinition, List = ResourcePageData<Row>> = ReturnType<typeof resourceApi<Row, D, List>>;

/** What a resource's page works with in the browser: its definition, endpoints, keys, and what a write refreshes. */
export interface ResourceClient<Row, D extends ResourceDefinition = ResourceDefinition, List = ResourcePageData<Row>> {
  definition: D;
  api: ResourceApi<Row, D, List>;
  keys: ResourceKeys;
  /** Key prefixes a write refetches: its own, plus what shows its rows elsewhere (the user table shows role names). */
  writeKeys: readonly QueryKey[];
  /** A write also re-renders the server components (the sidebar menu reads permissions). */
  refreshServer?: boolean;
}

/**
 * The browser side of a resource, from its definition: `resourceClient<Row, typeof definition>(definition, ...)`.
 * `Row` is what the API answers for a row; the filter and the bodies come from the definition's contract.
 */
export function resourceClient<Row, D extends ResourceDefinition, List = ResourcePageData<Row>>(
  definition: D,
  options: { empty: List; alsoRefresh?: readonly QueryKey[]; refreshServer?: boolean },
): ResourceClient<Row, D, List> {
  const keys = resourceKeys(definition);
  return {
    definition,
    api: resourceApi<Row, D, List>(definition, options.empty),
    keys,
    writeKeys: [keys.all, ...(options.alsoRefresh ?? [])],
    refreshServer: options.refreshServer,
  };
}
