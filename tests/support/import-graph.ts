import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** An import of a project file: who imports whom (paths from the root), and whether only types. */
export interface Edge {
  from: string;
  to: string;
  typeOnly: boolean;
}

/** The specifiers a module imports, static or dynamic, each with whether it imports types only. */
export function moduleImports(source: string): { specifier: string; typeOnly: boolean }[] {
  const found: { specifier: string; typeOnly: boolean }[] = [];
  for (const [, kind, names, specifier] of source.matchAll(/^(?:import|export)\s+(type\s+)?([^'";]*?\sfrom\s+)?'([^']+)'/gm)) {
    const list = names?.match(/\{([^}]*)\}/)?.[1];
    const allTypes = list !== undefined && !/^[^{]*\w[^{]*\{/.test(names ?? '') &&
      list.split(',').map((n) => n.trim()).filter(Boolean).every((n) => n.startsWith('type '));
    if (specifier) found.push({ specifier, typeOnly: Boolean(kind) || allTypes });
  }
  for (const [, specifier] of source.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)) if (specifier) found.push({ specifier, typeOnly: false });
  return found;
}

/** The project file a specifier names, from `from` (both from the root), or undefined for a package. */
export function resolveFile(root: string, from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/') ? specifier.slice(2) : specifier.startsWith('.') ? path.posix.join(path.posix.dirname(from), specifier) : undefined;
  if (base === undefined) return undefined;
  const candidates = /\.json$/.test(base) ? [base] : [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((file) => existsSync(path.join(root, file)));
}

/**
 * The imports of every .ts/.tsx module under lib/ and of every project file they reach outside it
 * (followed so, the registry's files are read too; JSON files import nothing).
 */
export function libImportGraph(root: string): Edge[] {
  const pending: string[] = [];
  for (const entry of readdirSync(path.join(root, 'lib'), { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
      pending.push(path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  }
  const seen = new Set(pending);
  const edges: Edge[] = [];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (file.endsWith('.json')) continue;
    for (const { specifier, typeOnly } of moduleImports(readFileSync(path.join(root, file), 'utf8'))) {
      const to = resolveFile(root, file, specifier);
      if (to === undefined) continue;
      edges.push({ from: file, to, typeOnly });
      if (!seen.has(to)) {
        seen.add(to);
        pending.push(to);
      }
    }
  }
  return edges;
}

/** The import cycles among `edges`: each strongly connected group of two or more files, sorted (Tarjan). */
export function importCycles(edges: readonly Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) ?? 0);
    stack.push(file);
    onStack.add(file);
    for (const to of next.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file) ?? 0, index.get(to) ?? 0));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    for (let top = stack.pop(); top !== undefined; top = top === file ? undefined : stack.pop()) {
      onStack.delete(top);
      group.push(top);
    }
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const file of next.keys()) if (!index.has(file)) visit(file);
  return cycles;
}
