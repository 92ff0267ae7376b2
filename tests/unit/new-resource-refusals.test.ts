import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The generator refuses bad input before it writes anything (exit 2, the reason first, then the usage),
// so these run on the project itself. What it writes is tested in tests/generator (npm run test:generator).
const root = path.resolve(import.meta.dirname, '../..');
const generate = (...args: string[]) => {
  const { status, stderr } = spawnSync(process.execPath, ['scripts/new-resource.mjs', ...args], { cwd: root, encoding: 'utf8' });
  return { status, reason: stderr.split('\n')[0] ?? '' };
};

describe.concurrent('npm run new:resource refuses', () => {
  it.each([
    [['products', 'title:colour'], 'the field "title" has an unknown type "colour"'],
    [['Products', 'title:text'], 'the name "Products" is not a lowercase plural identifier'],
    [['product', 'title:text'], 'the name "product" is not a lowercase plural identifier'],
    [['my-products', 'title:text'], 'the name "my-products" is not a lowercase plural identifier'],
    [['notices', 'title:text'], 'resources/notices exists already'],
    [['products', 'title:text', 'title:i18n'], 'the field "title" is given twice'],
    [['products', 'title:i18n', 'titleEn:text'], 'the field "titleEn" is given twice'],
    [['products'], 'give the resource at least one field'],
    [['products', 'price:number'], 'give the resource a text or i18n field'],
    [['products', 'title:text', 'state:status'], 'a status field must be named status'],
    [['products', 'title:text', 'level:select'], 'the field "level" lists its values'],
    [['products', 'title:text', 'level:select=Low,high'], 'the values of "level" must be lowercase identifiers'],
    [['products', 'title:text', 'owner:ref=nothings'], 'the field "owner" refers to "nothings", which has no table'],
    [['products', 'title:text', 'grade:dict=nothings'], 'the field "grade" names the dictionary "nothings", which no migration seeds'],
    [['products', 'title:text', 'id:text'], 'the field name "id" is reserved'],
    [['products', 'Title:text'], 'the field name "Title" is not a camelCase identifier'],
    [['products', 'title'], 'the field "title" is not <field>:<type>'],
    [['users', 'title:text'], 'resources/users exists already'],
    [['products', 'title:text', '--force'], 'unknown option --force'],
    [['arguments', 'title:text'], '"arguments" is a word of JavaScript'],
  ])(
    '%j: %s',
    (args, reason) => {
      const refused = generate(...args);
      expect(refused.status).toBe(2);
      expect(refused.reason).toContain(reason);
    },
    // A node process each, all at once: a busy machine starts them slowly.
    30_000,
  );
});
