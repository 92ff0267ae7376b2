import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, libImportGraph, moduleImports, type Edge } from '@/tests/support/import-graph';
import { layerOf, rank } from '@/tests/support/layers';

const root = path.resolve(__dirname, '../..');
const edges = libImportGraph(root);

/** The imports that point up the layers (type imports too: a contract naming a service's type depends on it). */
function againstTheOrder(graph: readonly Edge[]): string[] {
  return graph.flatMap(({ from, to }) => {
    const [lower, upper] = [layerOf(from), layerOf(to)];
    return lower && upper && rank(upper) > rank(lower) ? [`${from} (${lower}) → ${to} (${upper})`] : [];
  });
}

describe('the layers of lib/ (tests/support/layers.ts)', () => {
  it('place every file lib/ reaches', () => {
    const files = new Set(edges.flatMap(({ from, to }) => [from, to]));
    expect([...files].filter((file) => layerOf(file) === undefined)).toEqual([]);
  });

  it('have no import pointing up', () => {
    expect(againstTheOrder(edges)).toEqual([]);
  });

  it('have no import cycle between files', () => {
    expect(importCycles(edges.filter(({ from, to }) => from.startsWith('lib/') && to.startsWith('lib/')))).toEqual([]);
  });

  it('load the registry before any resource reads it: no value import leads from a registered module back to resources/index.ts', () => {
    // A cycle through the registry breaks in the bundle: a page entering it at a resource's contract
    // reads that contract before it is defined ("Cannot access … before initialization").
    const cycles = importCycles(edges.filter(({ typeOnly }) => !typeOnly));
    expect(cycles.filter((cycle) => cycle.includes('resources/index.ts'))).toEqual([]);
  });

  it('are checked: an upward import and a cycle are found', () => {
    const probe = [
      { from: 'lib/db/probe.ts', to: 'resources/users/list.ts', typeOnly: true },
      { from: 'resources/users/list.ts', to: 'resources/users/view.ts', typeOnly: false },
      { from: 'resources/users/view.ts', to: 'resources/users/list.ts', typeOnly: false },
    ];
    expect(againstTheOrder(probe)).toEqual(['lib/db/probe.ts (platform) → resources/users/list.ts (resources)']);
    expect(importCycles(probe)).toEqual([['resources/users/list.ts', 'resources/users/view.ts']]);
    expect(layerOf('resources/users/server.ts')).toBe('resources');
    expect(layerOf('resources/notices/schema.ts')).toBe('base');
    expect(moduleImports("import type { A } from './a';\nexport { b } from '@/b';\nawait import('./c');")).toEqual([
      { specifier: './a', typeOnly: true },
      { specifier: '@/b', typeOnly: false },
      { specifier: './c', typeOnly: false },
    ]);
  });
});
