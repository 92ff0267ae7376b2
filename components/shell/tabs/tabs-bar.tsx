'use client';

import { Pin, X } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { ContextMenu, ContextMenuContent, ContextMenuItem, ContextMenuTrigger } from '@/components/ui/context-menu';
import { notify } from '@/lib/client/notify';
import { moveTab, type Tab } from '@/lib/tabs/model';
import { cn } from '@/lib/utils';
import { TabMenuItems } from './tab-menu-items';
import { TabsConfirm } from './tabs-confirm';
import { TabsPhoneList } from './tabs-phone-list';
import { useWorkspaceTabs } from './tabs-context';
import { useTabTitle } from './use-tab-title';

const dragType = 'application/x-workspace-tab';

/**
 * The workspace's tabs above the page: a tablist named by the page titles (on a phone, a list in a
 * menu). Click or Enter opens, middle-click or Delete closes, right-click or the menu key offers close
 * others, close to the right and pin; drag or Ctrl+Shift+Arrow reorders; Arrow, Home and End move the focus;
 * Alt+PageUp and Alt+PageDown switch tabs from anywhere.
 */
export function TabsBar() {
  const t = useTranslations('tabs');
  const tabs = useWorkspaceTabs();
  const title = useTabTitle();
  const router = useRouter();
  const list = useRef<HTMLDivElement>(null);
  const lost = tabs?.lost;
  // The titles as the tabs showed them: a page no longer permitted has left the menu its title came from.
  const shown = useRef(new Map<string, string>());

  useEffect(() => {
    if (lost && lost.length > 0) notify.info(t('closedNotPermitted', { titles: lost.map((tab) => shown.current.get(tab.path) ?? tab.path).join(', ') }));
    // Said once per permission change (a new list of lost tabs), not again when the texts change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lost]);
  useEffect(() => {
    for (const tab of tabs?.tabs ?? []) shown.current.set(tab.path, title(tab.path));
  });

  // Alt+PageUp / Alt+PageDown: the previous or next tab, from anywhere, an open dialog included (a modal
  // hides the bar from the mouse; once its tab is hidden, the dialog's locks are released until it shows again).
  useEffect(() => {
    if (!tabs?.enabled) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!event.altKey || (event.key !== 'PageUp' && event.key !== 'PageDown')) return;
      const index = tabs.tabs.findIndex((tab) => tab.path === tabs.active);
      const target = tabs.tabs[index + (event.key === 'PageUp' ? -1 : 1)];
      if (!target) return;
      event.preventDefault();
      router.push(target.href);
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [tabs, router]);

  if (!tabs?.enabled || tabs.tabs.length === 0) return null;
  const focusTab = (index: number) => list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[index]?.focus();

  const onKeyDown = (event: KeyboardEvent, tab: Tab, index: number) => {
    const last = tabs.tabs.length - 1;
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step !== 0 && event.ctrlKey && event.shiftKey) {
      event.preventDefault();
      const moved = moveTab(tabs.tabs, tab.path, index + step);
      tabs.setTabs(() => moved);
      requestAnimationFrame(() => focusTab(moved.findIndex((m) => m.path === tab.path)));
    } else if (step !== 0) {
      event.preventDefault();
      focusTab((index + step + last + 1) % (last + 1));
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      focusTab(event.key === 'Home' ? 0 : last);
    } else if (event.key === 'Delete') {
      event.preventDefault();
      tabs.requestClose([tab]);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      router.push(tab.href);
    }
  };

  return (
    <div className="-mx-4 -mt-4 mb-0 flex items-center gap-2 border-b px-4 py-1.5 md:-mx-6 md:-mt-6 md:px-6" data-testid="tabs-bar">
      <div ref={list} role="tablist" aria-label={t('label')} className="hidden min-w-0 flex-1 gap-1 overflow-x-auto md:flex">
        {tabs.tabs.map((tab, index) => {
          const selected = tab.path === tabs.active;
          const name = title(tab.path);
          return (
            <ContextMenu key={tab.path}>
              <ContextMenuTrigger asChild>
                <div
                  role="tab"
                  aria-selected={selected}
                  tabIndex={selected || (!tabs.active && index === 0) ? 0 : -1}
                  draggable
                  data-path={tab.path}
                  data-dirty={tabs.dirty.has(tab.path) || undefined}
                  className={cn(
                    'group hover:bg-accent focus-visible:ring-ring/50 flex h-8 shrink-0 cursor-pointer items-center gap-1.5 rounded-md border px-2.5 text-sm outline-none select-none focus-visible:ring-[3px]',
                    selected ? 'bg-accent text-accent-foreground border-border font-medium' : 'text-muted-foreground border-transparent',
                  )}
                  onClick={() => router.push(tab.href)}
                  onMouseDown={(event) => event.button === 1 && event.preventDefault()}
                  onAuxClick={(event) => {
                    if (event.button !== 1) return;
                    event.preventDefault();
                    tabs.requestClose([tab]);
                  }}
                  onKeyDown={(event) => onKeyDown(event, tab, index)}
                  onDragStart={(event) => event.dataTransfer.setData(dragType, tab.path)}
                  onDragOver={(event) => event.dataTransfer.types.includes(dragType) && event.preventDefault()}
                  onDrop={(event) => {
                    const dragged = event.dataTransfer.getData(dragType);
                    if (!dragged) return;
                    event.preventDefault();
                    tabs.setTabs((current) => moveTab(current, dragged, index));
                  }}
                >
                  {tab.pinned && <Pin className="size-3" aria-label={t('pinned')} />}
                  <span className="max-w-40 truncate">{name}</span>
                  {tabs.dirty.has(tab.path) && <span className="bg-primary size-1.5 rounded-full" aria-label={t('unsaved')} />}
                  {!tab.pinned && (
                    // Not a control of its own (a tab holds none): the mouse's close; the keyboard's is Delete.
                    <span
                      aria-hidden
                      data-testid="tab-close-x"
                      className="hover:bg-muted-foreground/20 -mr-1 rounded p-0.5 opacity-60 group-hover:opacity-100"
                      onClick={(event) => {
                        event.stopPropagation();
                        tabs.requestClose([tab]);
                      }}
                    >
                      <X className="size-3" />
                    </span>
                  )}
                </div>
              </ContextMenuTrigger>
              <ContextMenuContent>
                <TabMenuItems tab={tab} Item={ContextMenuItem} />
              </ContextMenuContent>
            </ContextMenu>
          );
        })}
      </div>
      <TabsPhoneList />
      <TabsConfirm />
    </div>
  );
}
