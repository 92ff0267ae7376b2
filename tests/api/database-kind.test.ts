import { describe, expect, it } from 'vitest';
import { getDatabase } from '@/lib/db/client';

// Guards the test set-up itself: the api-postgres project must really run on PostgreSQL.
describe('test database', () => {
  it('is the kind the project asks for', async () => {
    expect((await getDatabase()).kind).toBe(process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite');
  });
});
