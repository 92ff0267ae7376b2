'use client';

import { Activity, Fragment, useState } from 'react';
import { useSession } from '../session-context';
import { RevisitedTabContext } from './revisited-tab';
import { TabLocation } from './tab-location';
import { useWorkspaceTabs } from './tabs-context';

/**
 * The kept pages: each open tab's page tree, visible when it is the current page and hidden otherwise
 * under React's <Activity>, which keeps its state (filters, paging, selection, open dialogs, typed input)
 * and DOM (scroll), unmounts its effects while hidden and hides its portals (dialogs) too. Input in a tab
 * marks it as holding unsaved input until a form in it is submitted (events bubble through portals).
 * Each reads its own tab's address (TabLocation), not the shown page's, and knows whether it was hidden
 * since it opened (RevisitedTabContext: a list shown again is not refetched unless a write invalidated it).
 */
export function TabOutlet() {
  const tabs = useWorkspaceTabs();
  const role = useSession().user.currentRole;
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  // The open pages hidden at least once since they opened (a closed page forgets it): kept from render to
  // render, updated while rendering when it changes (React's pattern for state derived from earlier renders).
  const paths = [...(tabs?.nodes.keys() ?? [])];
  const nextHidden = paths.filter((path) => hidden.has(path) || path !== tabs?.active);
  if (nextHidden.length !== hidden.size || nextHidden.some((path) => !hidden.has(path))) setHidden(new Set(nextHidden));
  if (!tabs?.enabled) return null;
  // A role switch starts every kept page anew, as the layout does the current one: nothing read under the old role stays.
  return <Fragment key={role}>{[...tabs.nodes].map(([path, node]) => (
    <Activity key={path} mode={path === tabs.active ? 'visible' : 'hidden'}>
      <div className="flex flex-1 flex-col gap-4" data-tab-page={path} onInput={() => tabs.setDirty(path, true)} onSubmit={() => tabs.setDirty(path, false)}>
        <RevisitedTabContext.Provider value={hidden.has(path)}>
          <TabLocation href={tabs.tabs.find((tab) => tab.path === path)?.href ?? path}>{node}</TabLocation>
        </RevisitedTabContext.Provider>
      </div>
    </Activity>
  ))}</Fragment>;
}
