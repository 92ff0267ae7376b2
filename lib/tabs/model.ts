import { tabLimit, type SavedTab } from '@/lib/preferences/schema';

/**
 * The workspace tabs as values (pure, unit-tested): an open tab per page path, pinned ones first, the
 * least recently used unpinned one closing past the limit. Which tabs hold unsaved input the caller
 * says (`dirty`): such a tab is never closed here without the caller asking the user first.
 */
export interface Tab extends SavedTab {
  /** when it was last the current tab (a counter, not a clock) */
  used: number;
}

export interface OpenResult {
  tabs: Tab[];
  /** the least recently used tab with unsaved input, when only such a tab could make room: ask before closing it */
  ask?: Tab;
}

const byPinned = (tabs: Tab[]) => [...tabs.filter((t) => t.pinned), ...tabs.filter((t) => !t.pinned)];

/** Opens or focuses the tab of `path` (its address becomes `href`), then makes room past the limit. */
export function openTab(tabs: readonly Tab[], path: string, href: string, used: number, dirty: ReadonlySet<string>, limit = tabLimit): OpenResult {
  const existing = tabs.find((t) => t.path === path);
  const next = existing ? tabs.map((t) => (t.path === path ? { ...t, href, used } : t)) : [...tabs, { path, href, pinned: false, used }];
  if (next.length <= limit) return { tabs: next };
  const candidates = next.filter((t) => !t.pinned && t.path !== path).sort((a, b) => a.used - b.used);
  const clean = candidates.find((t) => !dirty.has(t.path));
  if (clean) return { tabs: next.filter((t) => t.path !== clean.path) };
  return { tabs: next, ask: candidates[0] };
}

export const closeTab = (tabs: readonly Tab[], path: string): Tab[] => tabs.filter((t) => t.path !== path);

/** Keeps `path` and the pinned tabs. */
export const othersOf = (tabs: readonly Tab[], path: string): Tab[] => tabs.filter((t) => t.path !== path && !t.pinned);

/** The unpinned tabs right of `path`. */
export function rightOf(tabs: readonly Tab[], path: string): Tab[] {
  const index = tabs.findIndex((t) => t.path === path);
  return index < 0 ? [] : tabs.slice(index + 1).filter((t) => !t.pinned);
}

export const closeMany = (tabs: readonly Tab[], closing: readonly Tab[]): Tab[] => tabs.filter((t) => !closing.some((c) => c.path === t.path));

export const togglePin = (tabs: readonly Tab[], path: string): Tab[] => byPinned(tabs.map((t) => (t.path === path ? { ...t, pinned: !t.pinned } : t)));

/** Moves the tab of `path` to `to` (an index), kept within its group: pinned tabs stay before the others. */
export function moveTab(tabs: readonly Tab[], path: string, to: number): Tab[] {
  const moving = tabs.find((t) => t.path === path);
  if (!moving) return [...tabs];
  const pinnedCount = tabs.filter((t) => t.pinned).length;
  const [min, max] = moving.pinned ? [0, pinnedCount - 1] : [pinnedCount, tabs.length - 1];
  const target = Math.min(Math.max(to, min), max);
  const rest = tabs.filter((t) => t.path !== path);
  return [...rest.slice(0, target), moving, ...rest.slice(target)];
}

/** The tab to show when the current one (`path`) closes with `gone`: the nearest on its right, else on its left. */
export function neighbourOf(tabs: readonly Tab[], path: string, gone: ReadonlySet<string>): Tab | undefined {
  const index = tabs.findIndex((t) => t.path === path);
  const open = (t: Tab) => !gone.has(t.path);
  return tabs.slice(index + 1).find(open) ?? tabs.slice(0, Math.max(index, 0)).reverse().find(open);
}

export const savedTabs = (tabs: readonly Tab[]): SavedTab[] => tabs.map(({ path, href, pinned }) => ({ path, href, pinned }));
export const restoredTabs = (saved: readonly SavedTab[]): Tab[] => byPinned(saved.map((t, i) => ({ ...t, used: i - saved.length })));
