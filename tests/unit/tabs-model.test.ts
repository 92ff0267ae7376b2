import { describe, expect, it } from 'vitest';
import { closeMany, moveTab, neighbourOf, openTab, othersOf, rightOf, togglePin, type Tab } from '@/lib/tabs/model';

const tab = (path: string, used: number, pinned = false): Tab => ({ path, href: path, pinned, used });
const paths = (tabs: readonly Tab[]) => tabs.map((t) => t.path);
const none = new Set<string>();

describe('workspace tabs', () => {
  it('opens a tab once per path and focuses it again with its new address', () => {
    const { tabs } = openTab([tab('/a', 1)], '/a', '/a?q=1', 5, none);
    expect(tabs).toEqual([{ path: '/a', href: '/a?q=1', pinned: false, used: 5 }]);
    expect(paths(openTab(tabs, '/b', '/b', 6, none).tabs)).toEqual(['/a', '/b']);
  });

  it('closes the least recently used unpinned tab past the limit, skipping one with unsaved input', () => {
    const tabs = [tab('/p', 0, true), tab('/a', 3), tab('/b', 1), tab('/c', 2)];
    expect(paths(openTab(tabs, '/d', '/d', 9, none, 4).tabs)).toEqual(['/p', '/a', '/c', '/d']);
    expect(paths(openTab(tabs, '/d', '/d', 9, new Set(['/b']), 4).tabs)).toEqual(['/p', '/a', '/b', '/d']);
  });

  it('asks instead of closing when only tabs with unsaved input could make room', () => {
    const tabs = [tab('/p', 0, true), tab('/a', 3), tab('/b', 1)];
    const result = openTab(tabs, '/d', '/d', 9, new Set(['/a', '/b']), 3);
    expect(paths(result.tabs)).toEqual(['/p', '/a', '/b', '/d']);
    expect(result.ask?.path).toBe('/b');
  });

  it('closes others and to the right, keeping pinned tabs', () => {
    const tabs = [tab('/p', 0, true), tab('/a', 1), tab('/b', 2), tab('/c', 3)];
    expect(paths(closeMany(tabs, othersOf(tabs, '/b')))).toEqual(['/p', '/b']);
    expect(paths(closeMany(tabs, rightOf(tabs, '/a')))).toEqual(['/p', '/a']);
    expect(neighbourOf(tabs, '/c', new Set(['/c']))?.path).toBe('/b');
    expect(neighbourOf(tabs, '/a', new Set(['/a', '/b']))?.path).toBe('/c');
  });

  it('pins to the front and reorders within the group', () => {
    const tabs = [tab('/a', 1), tab('/b', 2), tab('/c', 3)];
    const pinned = togglePin(tabs, '/c');
    expect(paths(pinned)).toEqual(['/c', '/a', '/b']);
    expect(paths(moveTab(pinned, '/b', 0))).toEqual(['/c', '/b', '/a']);
    expect(paths(moveTab(pinned, '/c', 2))).toEqual(['/c', '/a', '/b']);
    expect(paths(moveTab(tabs, '/a', 2))).toEqual(['/b', '/c', '/a']);
  });
});
