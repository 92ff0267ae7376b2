import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The import boundaries of eslint/boundaries.mjs, run through ESLint on snippets placed where they would live.
const root = path.resolve(__dirname, '../..');
let eslint: ESLint;
// The first lint loads the plugins and the TypeScript resolver: seconds on a busy machine.
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.lintText('export {};', { filePath: path.join(root, 'components/warm-up.ts') });
}, 60_000);

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.line}`);
}

describe('import boundaries', { timeout: 30_000 }, () => {
  it('keep the database and the services out of the UI', async () => {
    const code = [
      "import { getDb } from '@/lib/db/client';",
      "import { listUsers } from '@/resources/users/list';",
      "import { getDb as db } from '../../lib/db/client';",
      "import { readMenu } from '@/lib/auth/menu-read';",
      'export const used = [getDb, listUsers, db, readMenu];',
    ].join('\n');
    expect(await problems('components/shell/probe.tsx', code)).toEqual([
      'import/no-restricted-paths: 1',
      '@typescript-eslint/no-restricted-imports: 2',
      'import/no-restricted-paths: 3',
      'import/no-restricted-paths: 4',
    ]);
    // The relative path is two folders deep in these too; error.tsx, a page file, meets the pages' zone as well.
    const lines = async (file: string, source = code) => new Set((await problems(file, source)).map((p) => p.split(': ')[1]));
    expect(await lines('hooks/use-probe/probe.ts')).toEqual(new Set(['1', '2', '3', '4']));
    expect(await lines('app/(console)/error.tsx')).toEqual(new Set(['1', '2', '3', '4']));
    // A resource's browser files (its ui/ folder), and its services in the UI.
    expect(await lines('resources/probe/ui/probe-view.tsx', code.replace('../../lib', '../../../lib'))).toEqual(new Set(['1', '2', '3', '4']));
    expect(await problems('components/shell/probe.tsx', "import { listNotices } from '@/resources/notices/list';\nexport const used = listNotices;")).toEqual([
      '@typescript-eslint/no-restricted-imports: 1',
    ]);
  });

  it('let the UI import the contracts and the services\' types', async () => {
    const code = [
      "import type { UserView } from '@/resources/users/view';",
      "import { addUserSchema } from '@/resources/users/schema';",
      'export const used: [typeof addUserSchema, UserView | undefined] = [addUserSchema, undefined];',
    ].join('\n');
    expect(await problems('resources/users/ui/probe.tsx', code)).toEqual([]);
  });

  it('keep the database out of pages and handlers, and the services in', async () => {
    const code = "import { getDb } from '@/lib/db/client';\nimport { listUsers } from '@/resources/users/list';\nexport const used = [getDb, listUsers];";
    expect(await problems('app/api/system/users/probe/route.ts', code)).toEqual(['import/no-restricted-paths: 1']);
  });

  it('keep the system pages out of the demos and the shared pickers', async () => {
    const code = "import { useGrantable } from '@/components/delegation/use-grantable';\nexport const used = useGrantable;";
    expect(await problems('components/demos/component/form/probe.tsx', code)).toEqual(['import/no-restricted-paths: 1']);
    expect(await problems('components/pickers/probe.tsx', code)).toEqual(['import/no-restricted-paths: 1']);
    expect(await problems('resources/users/ui/probe.tsx', code)).toEqual([]);
  });

  it('keep HTTP responses out of the domain', async () => {
    const code = [
      "import { NextResponse } from 'next/server';",
      "import { ok } from '@/lib/api/respond';",
      'export const a = () => NextResponse.json({});',
      "export const b = () => new Response('');",
      'export const c = ok;',
    ].join('\n');
    const expected = [
      '@typescript-eslint/no-restricted-imports: 1',
      '@typescript-eslint/no-restricted-imports: 2',
      'no-restricted-syntax: 3',
      'no-restricted-syntax: 4',
    ];
    expect(await problems('resources/users/probe.ts', code)).toEqual(expected);
    expect(await problems('lib/trail/probe.ts', code)).toEqual(expected);
    expect(await problems('lib/api/probe.ts', code)).toEqual([]);
  });
});
