import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { libSources, marker, serverOnlyModules, valueImports } from '@/tests/support/server-only-modules';

const root = path.resolve(__dirname, '../..');
const sources = libSources(root);
const server = serverOnlyModules(sources);

describe('server-only modules', () => {
  it('start with the server-only marker', () => {
    const unmarked = [...server].filter((file) => !sources.get(file)?.startsWith(`${marker}\n`));
    expect(unmarked).toEqual([]);
  });

  it('include the database, the services, the session and its secret', () => {
    for (const file of ['lib/db/client.ts', 'resources/users/service.ts', 'resources/users/view.ts', 'lib/auth/token.ts', 'lib/api/route.ts', 'lib/tree/tree-tables.ts'])
      expect(server).toContain(file);
  });

  it('leave out what the browser shares: contracts, pure rules, the menu', () => {
    for (const file of ['resources/users/schema.ts', 'lib/delegation/rules.ts', 'lib/menu.ts', 'lib/auth/user-info.ts', 'lib/i18n/translate.ts', 'lib/server/security-headers.ts'])
      expect(server).not.toContain(file);
  });

  it('follow value imports, not type imports', () => {
    const files = new Map([
      ['lib/a/store.ts', "import { sql } from 'drizzle-orm';"],
      ['lib/a/service.ts', "import { read } from './store';"],
      ['lib/a/view.ts', "import type { Row } from './store';\nimport { type Db } from '@/lib/a/store';"],
      ['lib/a/mixed.ts', "import { type Row, read } from '@/lib/a/store';"],
    ]);
    expect([...serverOnlyModules(files)].sort()).toEqual(['lib/a/mixed.ts', 'lib/a/service.ts', 'lib/a/store.ts']);
    expect(valueImports("import 'server-only';\nimport type { A } from 'x';\nexport { b } from './b';")).toEqual(['server-only', './b']);
  });
});
