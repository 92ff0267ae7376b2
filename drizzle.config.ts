import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // the console's tables, and each registered resource's own (resources/<name>/table.ts)
  schema: ['./lib/db/schema.ts', './resources/*/table.ts'],
  out: './drizzle',
});
