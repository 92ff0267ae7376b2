import type { ResourceDefinition } from './definition';

/** A catalogue fragment: nested message ids, merged into messages/{en,zh}.json (lib/i18n/translate.ts). */
export type MessageTree = { readonly [key: string]: string | MessageTree };

/**
 * The menu item a registered resource brings, with its actions: seeded once per database
 * (lib/db/resource-seeds.ts) and granted to `grantTo`, so an administrator's later changes stand.
 * Its titles are the resource's own `menu.*` messages; the actions' are `dict.permissionAction.*`.
 */
export interface MenuSeed {
  /** the parent menu item's path (`/system`) */
  parent: string;
  /** the menu item's id; its actions get `<id>00`, `<id>01`, … */
  id: string;
  actions: readonly ('add' | 'edit' | 'delete')[];
  /** role codes that receive the item and its actions (`super` always does: it holds everything) */
  grantTo: readonly string[];
}

/** A resource of the registry (resources/index.ts): everything the console derives from it. */
export interface ResourceRegistration<D extends ResourceDefinition = ResourceDefinition> {
  /** the shared definition: its `path` is a page path, its `name` an audit entity */
  definition: D;
  messages: { en: MessageTree; zh: MessageTree };
  /** its menu item, seeded once per database; none when the seed (data/) brings it */
  menu?: MenuSeed;
  /** it shows a card on the dashboard: the default export of resources/<name>/dashboard.tsx (a server component) */
  dashboard?: boolean;
}

/** Registers a resource (keeps its definition's literal path and name). */
export function registerResource<const D extends ResourceDefinition>(registration: ResourceRegistration<D>): ResourceRegistration<D> {
  return registration;
}
