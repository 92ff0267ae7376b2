import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { files } from '@/resources/files/table';

// No `server-only` marker: drizzle-kit loads this file (drizzle.config.ts), as it does lib/db/schema.ts.

/**
 * The console's logo (issue 31; the settings page sets it): one file, a raster image, at most one row
 * (`key` is always `consoleLogo`). Deleting the file removes the logo; replacing or removing the logo
 * deletes its file. In the database, so every instance shows the same one at its next request.
 */
export const consoleLogo = pgTable(
  'console_logo',
  {
    key: text('key').primaryKey().default('consoleLogo'),
    fileId: text('file_id')
      .notNull()
      .unique()
      .references(() => files.id, { onDelete: 'cascade' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('console_logo_key_check', sql`${t.key} = 'consoleLogo'`)],
);
