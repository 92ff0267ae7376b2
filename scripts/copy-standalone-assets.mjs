// After `next build`: the standalone server serves .next/static and public/ only from its own folder.
import { cpSync, existsSync } from 'node:fs';

const target = '.next/standalone';
if (existsSync(target)) {
  cpSync('.next/static', `${target}/.next/static`, { recursive: true });
  if (existsSync('public')) cpSync('public', `${target}/public`, { recursive: true });
}
