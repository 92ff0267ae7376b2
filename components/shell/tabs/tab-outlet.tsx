'use client';

import { Activity, Fragment } from 'react';
import { useSession } from '../session-context';
import { TabLocation } from './tab-location';
import { useWorkspaceTabs } from './tabs-context';

/**
 * The kept pages: each open tab's page tree, visible when it is the current page and hidden otherwise
 * under React's <Activity>, which keeps its state (filters, paging, selection, open dialogs, typed input)
 * and DOM (scroll), unmounts its effects while hidden and hides its portals (dialogs) too. Input in a tab
 * marks it as holding unsaved input until a form in it is submitted (events bubble through portals).
 * Each reads its own tab's address (TabLocation), not the shown page's.
 */
export function TabOutlet() {
  const tabs = useWorkspaceTabs();
  const role = useSession().user.currentRole;
  if (!tabs?.enabled) return null;
  // A role switch starts every kept page anew, as the layout does the current one: nothing read under the old role stays.
  return <Fragment key={role}>{[...tabs.nodes].map(([path, node]) => (
    <Activity key={path} mode={path === tabs.active ? 'visible' : 'hidden'}>
      <div className="flex flex-1 flex-col gap-4" data-tab-page={path} onInput={() => tabs.setDirty(path, true)} onSubmit={() => tabs.setDirty(path, false)}>
        <TabLocation href={tabs.tabs.find((tab) => tab.path === path)?.href ?? path}>{node}</TabLocation>
      </div>
    </Activity>
  ))}</Fragment>;
}
