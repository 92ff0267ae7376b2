import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import coreEn from '@/messages/en.json';
import { catalogues } from '@/lib/i18n/catalogues';

// The API's and the forms' message ids (`api.*`, `validate.*`) that the code names as whole literals
// ('validate.groupId', `validate.tooLong?max=…`): each must be in both catalogues as they are merged,
// and one that only one resource's folder names is that resource's own (resources/<name>/messages.*.json).
const root = path.resolve(__dirname, '../..');
const folders = ['app', 'components', 'hooks', 'lib', 'resources'];

function sources(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')));
}

const uses = new Map<string, Set<string>>();
for (const file of folders.flatMap(sources)) {
  for (const [, id = ''] of readFileSync(path.join(root, file), 'utf8').matchAll(/['"`]((?:api|validate)\.[\w.]*\w)(?=['"`?])/g)) {
    uses.set(id, (uses.get(id) ?? new Set()).add(file));
  }
}

function lookup(messages: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' && Object.hasOwn(node, part) ? (node as Record<string, unknown>)[part] : undefined), messages);
}

describe('api and validate message ids', () => {
  it('are found in the code', () => {
    expect(uses.size).toBeGreaterThan(50);
    expect(uses.get('validate.groupId')).toContain('resources/groups/schema.ts');
  });

  it('that the code names are in both catalogues', () => {
    for (const id of uses.keys()) {
      expect(typeof lookup(catalogues.en, id), `en ${id}`).toBe('string');
      expect(typeof lookup(catalogues.zh, id), `zh ${id}`).toBe('string');
    }
  });

  it("that only one resource's folder names are in its own messages, not the core's", () => {
    for (const [id, files] of uses) {
      const owners = new Set([...files].map((file) => /^resources\/([^/]+)\//.exec(file)?.[1]));
      const [owner] = owners;
      if (owners.size !== 1 || owner === undefined) continue;
      expect(lookup(coreEn, id), `${id} (only resources/${owner} names it) is in messages/en.json`).toBeUndefined();
      const own: unknown = JSON.parse(readFileSync(path.join(root, 'resources', owner, 'messages.en.json'), 'utf8'));
      expect(typeof lookup(own, id), `${id} in resources/${owner}/messages.en.json`).toBe('string');
    }
  });
});
