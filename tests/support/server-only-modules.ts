import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The marker every server-only module starts with (Next refuses to bundle it into the browser). */
export const marker = "import 'server-only';";

// Packages that mean the server: Node built-ins, the database drivers, the log, the token signer, request
// headers. A lib module importing one of them as a value, or a module that does, is server-only.
const serverPackages = /^(node:|drizzle-orm|pg$|@electric-sql\/pglite|pino$|jose$|next\/headers$|next\/server$)/;

// lib/db and lib/server are server code throughout. Two files are loaded outside Next's bundler, where
// `server-only` does not resolve: the schema by drizzle-kit (drizzle.config.ts), the security headers by
// next.config.ts. Both are declarations without a connection, secret or socket.
const serverFolders = ['lib/db/', 'lib/server/'];
const notMarkable = new Set(['lib/db/schema.ts', 'lib/server/security-headers.ts']);

/** The specifiers a module imports as values (`import type` and all-type `{ type A }` lists are erased). */
export function valueImports(source: string): string[] {
  const found: string[] = [];
  for (const [, kind, names, specifier] of source.matchAll(/^(?:import|export)\s+(type\s+)?([^'";]*?\sfrom\s+)?'([^']+)'/gm)) {
    const list = names?.match(/\{([^}]*)\}/)?.[1];
    const allTypes = list !== undefined && !/^[^{]*\w[^{]*\{/.test(names ?? '') &&
      list.split(',').map((n) => n.trim()).filter(Boolean).every((n) => n.startsWith('type '));
    if (!kind && !allTypes && specifier) found.push(specifier);
  }
  return found;
}

function resolveLocal(from: string, specifier: string, files: Set<string>): string | undefined {
  const base = specifier.startsWith('@/') ? specifier.slice(2) : specifier.startsWith('.') ? path.posix.join(path.posix.dirname(from), specifier) : undefined;
  if (base === undefined) return undefined;
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((file) => files.has(file));
}

/** The server-only modules among `sources` (path → text, paths relative to the root). */
export function serverOnlyModules(sources: Map<string, string>): Set<string> {
  const files = new Set(sources.keys());
  const server = new Set([...files].filter((file) => serverFolders.some((folder) => file.startsWith(folder))));
  // Until nothing changes: a module importing a server-only one is server-only too.
  for (let grew = true; grew; ) {
    grew = false;
    for (const [file, source] of sources) {
      if (server.has(file)) continue;
      const imports = valueImports(source);
      if (imports.some((s) => serverPackages.test(s) || server.has(resolveLocal(file, s, files) ?? ''))) {
        server.add(file);
        grew = true;
      }
    }
  }
  for (const file of server) if (notMarkable.has(file) || /^resources\/[^/]+\/table\.ts$/.test(file)) server.delete(file);
  return server;
}

/** Every .ts module under lib/ and resources/, read from disk. */
export function libSources(root: string): Map<string, string> {
  const sources = new Map<string, string>();
  const entries = ['lib', 'resources'].flatMap((folder) => readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true }));
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.d.ts')) continue;
    const file = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    sources.set(file, readFileSync(path.join(root, file), 'utf8'));
  }
  return sources;
}
