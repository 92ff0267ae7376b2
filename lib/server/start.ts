import { authSecret } from '@/lib/auth/token';
import { getDatabase } from '@/lib/db/client';

/** Start-up of a server process: refuse to run without a signing key in production, open the database. */
export async function startServer(): Promise<void> {
  try {
    authSecret();
  } catch (error) {
    console.error(`\n  ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
  await getDatabase();
}
