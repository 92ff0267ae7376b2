// After `next build`: the standalone server serves .next/static and public/ only from its own folder.
import { cpSync, existsSync } from 'node:fs';

// NEXT_DIST_DIR: the BASE_PATH test builds into its own folder (see next.config.ts).
const dist = process.env.NEXT_DIST_DIR || '.next';
const target = `${dist}/standalone`;
if (existsSync(target)) {
  cpSync(`${dist}/static`, `${target}/${dist}/static`, { recursive: true });
  if (existsSync('public')) cpSync('public', `${target}/public`, { recursive: true });
}
