import type { ResourceDefinition } from './definition';

/** A catalogue fragment: nested message ids, merged into messages/{en,zh}.json (lib/i18n/translate.ts). */
export type MessageTree = { readonly [key: string]: string | MessageTree };

type MenuAction = 'add' | 'edit' | 'delete';

/** When the system's own menu items were made: the reference fixtures' date for groups and permissions. */
export const fixturesDate = '2023-01-01 00:00:00';

/**
 * The menu item a registered resource brings, with its actions: seeded once per database
 * (lib/db/resource-seeds.ts) and granted to `grantTo`, so an administrator's later changes stand.
 * Its titles are the resource's own `menu.*` messages; the actions' are `dict.permissionAction.*`.
 */
export interface MenuSeed {
  /** the parent menu item's path (`/system`) */
  parent: string;
  /** the menu item's id; its actions get `<id>00`, `<id>01`, … in their order */
  id: string;
  /** its place among the parent's items; without one, after those there are when it is seeded */
  order?: number;
  /** its actions in order: each by name, or with the id it had before (the system's first seed) */
  actions: readonly (MenuAction | { action: MenuAction; id: string })[];
  /** role codes that receive the item and its actions (`super` always does: it holds everything) */
  grantTo: readonly string[];
  /** the rows' creation time (`YYYY-MM-DD HH:mm:ss`, the system's items: the fixtures' date); else when seeded */
  created?: string;
}

/**
 * How the audit trail shows a resource's snapshots (its `snapshot.ts`, the service's `snapshot`). Every
 * part is optional: without any, a record is named by its name columns and each snapshot field is
 * labelled by the page header of the same id (`<messages>.header.<field>`).
 */
export interface AuditFields {
  /**
   * snapshot field → the page header labelling it (`<messages>.header.<header>`); once given, a field
   * without one is labelled by the audit page's own words (`page.system.audit.field.<field>`), if any
   */
  headers?: Readonly<Record<string, string>>;
  /** snapshot field → the registered resource (its name) whose records the field's ids refer to */
  references?: Readonly<Record<string, string>>;
  /** the snapshot field other resources' references hold (a role's code), when it is not the id */
  referredBy?: string;
  /** snapshot field → value → the message id of its words (a permission's type) */
  values?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** the snapshot field naming a record (a user's username), when its name columns do not */
  name?: string;
  /**
   * whose a record is, deciding who may read the entries (data scope): `id` when each record is a user,
   * else the snapshot field holding its user's id (a session's `userId`, also its heading in the diff)
   */
  owner?: string;
  /** the message id labelling a record without a name in an entry's row (`{id}`: its short id) */
  record?: string;
}

/** A resource of the registry (resources/index.ts): everything the console derives from it. */
export interface ResourceRegistration<D extends ResourceDefinition = ResourceDefinition> {
  /** the shared definition: its `path` is a page path, its `name` an audit entity */
  definition: D;
  messages: { en: MessageTree; zh: MessageTree };
  /** its menu item, seeded once per database */
  menu?: MenuSeed;
  /** how the audit trail names and labels its records (its snapshot reader is on the server: its service's `snapshot`) */
  audit?: AuditFields;
  /** it shows a card on the dashboard: the default export of resources/<name>/dashboard.tsx (a server component) */
  dashboard?: boolean;
}

/** Registers a resource (keeps its definition's literal path and name). */
export function registerResource<const D extends ResourceDefinition>(registration: ResourceRegistration<D>): ResourceRegistration<D> {
  return registration;
}
