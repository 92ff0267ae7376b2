import type { z } from 'zod';

/** The zod contracts of a resource's endpoints (the server validates with them, the forms resolve with them). */
export interface ResourceContract {
  /** the list's body (or its query string, with `listMethod: 'GET'`) */
  list: z.ZodType;
  add?: z.ZodType;
  edit?: z.ZodType;
  /** tree resources: a new node under `parent`, or beside `brother` */
  addChild?: z.ZodType;
  addBrother?: z.ZodType;
}

/** An endpoint of the contract (`list`, or a write). */
export type ContractKey = keyof ResourceContract;
/** The writes a form may make. */
export type WriteKey = 'add' | 'edit' | 'addChild' | 'addBrother';

/** The contract's schema of an endpoint; never when it has none. */
type SchemaAt<C, K extends ContractKey> = K extends keyof C ? Extract<C[K], z.ZodType> : never;

/** What a client sends to an endpoint (`z.input`: before defaults and transforms); never when the contract has no such endpoint. */
export type ContractInput<D extends ResourceDefinition, K extends ContractKey> = z.input<SchemaAt<D['contract'], K>>;
/** What the endpoint's service gets (`z.output`: validated, defaults filled in). */
export type ContractOutput<D extends ResourceDefinition, K extends ContractKey> = z.output<SchemaAt<D['contract'], K>>;

type KeysOf<T> = T extends unknown ? keyof T : never;
/** Every field some write of the contract takes: the names a form of the resource may hold. */
export type ContractField<D extends ResourceDefinition> = KeysOf<ContractInput<D, WriteKey>> & string;

/**
 * A resource, declared once and shared by the server (routes, permissions, audit, OpenAPI) and the
 * browser (query keys, API calls, the page). It imports nothing that runs queries.
 */
export interface ResourceDefinition<C extends ResourceContract = ResourceContract> {
  /** The API folder under `/api/`: `system/roles` answers `POST /api/system/roles`, `.../add`, `.../detail/{id}`... */
  api: string;
  /** The menu path: the page, and the permission (with its actions) of every endpoint. */
  path: string;
  /** The message namespace of the page (`page.system.role`): titles, headers, dialogs, toasts. */
  messages: string;
  /** A plain name: the CSV file's name and the audit entity (`roles`). */
  name: string;
  contract: C;
  /** The fields the list sorts by (`orderField`). */
  orderFields?: readonly string[];
  /** `GET` lists read the query string (the audit trail); the default is a POSTed body. */
  listMethod?: 'GET' | 'POST';
  /** Other menu paths whose holders may read every row too (`GET`, the pickers of other pages). */
  readers?: readonly string[];
  /** It has `POST .../export` (a CSV of every matching row). */
  exports?: boolean;
  /** It has no writes, so no audit entity (the audit trail, the sign-in history). */
  readOnly?: boolean;
}

/** Declares a resource (keeps the literal types of its contract, path and name: the registry's page paths and audit entities). */
export function defineResource<const D extends ResourceDefinition>(definition: D): D {
  return definition;
}

/** The message of a menu path's title (`/system/user` → `menu.system.user`): its permission item's, its page's and its tab's. */
export const menuTitleKey = (path: string) => `menu${path.replaceAll('/', '.')}`;
