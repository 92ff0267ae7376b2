/**
 * The layers of the code, lowest first: a file may import its own layer and the ones below it, never one
 * above (tests/unit/layers.test.ts). docs/architecture.md describes them.
 */
export const layerOrder = ['base', 'platform', 'domain', 'kit', 'resources', 'app'] as const;
export type Layer = (typeof layerOrder)[number];

/**
 * Where files lie. An entry ending in `/` is a folder (and everything under it), any other a file; `*`
 * stands for one name. The first matching entry wins: files before folders, deeper folders first.
 */
export const placement: readonly (readonly [string, Layer])[] = [
  // base: pure helpers and contracts, shared with the browser; no query, no session
  ...['errors', 'schemas', 'date-time', 'field-error', 'validation', 'bilingual-name', 'cross-field'].map((file) => [`lib/api/${file}.ts`, 'base'] as const),
  ['lib/resource/definition.ts', 'base'],
  ['lib/resource/registration.ts', 'base'],
  ['lib/resource/list-schema.ts', 'base'],
  // an area's values that the database schema and the browser share: the audit entities, the sign-in results
  ['lib/trail/entities.ts', 'base'],
  ['lib/auth/signin-results.ts', 'base'],
  ['lib/auth/factor-kinds.ts', 'base'],
  ['lib/notifications/kinds.ts', 'base'],
  ['lib/notifications/schema.ts', 'base'],
  ['lib/settings/definitions.ts', 'base'],
  // zod rules the contracts share (a password, a data scope, a tree parent): no query, no session
  ['lib/auth/password-rule.ts', 'base'],
  ['lib/scope/data-scope.ts', 'base'],
  ['lib/tree/parent-schema.ts', 'base'],
  // the registry is data: each resource's definition, contract and messages (resources/index.ts)
  ...['index.ts', '*/registration.ts', '*/resource.ts', '*/schema.ts', '*/messages.en.json', '*/messages.zh.json'].map(
    (file) => [`resources/${file}`, 'base'] as const,
  ),
  ['lib/i18n/', 'base'],
  ['lib/client/', 'base'],
  ['lib/geo/', 'base'],
  ['lib/time/', 'base'],
  ['messages/', 'base'],
  ['data/', 'base'],
  // platform: the server's plumbing, the log and the database
  ['lib/server/', 'platform'],
  ['lib/db/', 'platform'],
  // domain: the rules and services of each area, answering values and throwing ApiErrors
  ...['account', 'auth', 'dashboard', 'delegation', 'notifications', 'scope', 'settings', 'trail', 'tree'].map(
    (folder) => [`lib/${folder}/`, 'domain'] as const,
  ),
  // kit: the request wrapper, the responses, the generic resource routes and services
  ['lib/api/', 'kit'],
  ['lib/resource/', 'kit'],
  // the files directly in lib/ (lib/utils.ts, lib/rbac.ts, lib/menu.ts, ...) are base
  ['lib/', 'base'],
  // a resource's browser files and its page are the app's
  ['resources/*/ui/', 'app'],
  ['resources/*/page.tsx', 'app'],
  ['resources/', 'resources'],
  // app: pages, handlers, components, hooks and the process's entry points
  ['app/', 'app'],
  ['components/', 'app'],
  ['hooks/', 'app'],
  ['instrumentation.ts', 'app'],
  ['instrumentation-node.ts', 'app'],
  ['proxy.ts', 'app'],
];

function matches(pattern: string, file: string): boolean {
  const parts = pattern.split('/');
  const names = file.split('/');
  const folder = pattern.endsWith('/');
  if (folder ? names.length < parts.length : names.length !== parts.length) return false;
  return parts.every((part, i) => part === '' || part === '*' || part === names[i]);
}

/** The layer of a file (a path from the root), or undefined when no entry places it. */
export function layerOf(file: string): Layer | undefined {
  return placement.find(([pattern]) => matches(pattern, file))?.[1];
}

/** The rank of a layer: a file may import files of the same rank or lower. */
export function rank(layer: Layer): number {
  return layerOrder.indexOf(layer);
}
