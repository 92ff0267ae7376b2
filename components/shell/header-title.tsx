'use client';

import { useWorkspaceTabs } from './tabs/tabs-context';
import { ConsoleMark } from './console-mark';
import { ConsoleName, useConsoleSettings } from './console-settings-context';
import { HeaderBreadcrumbs } from './header-breadcrumbs';

/**
 * What the header names. At a desktop's width, the breadcrumb trail (the sidebar names the console). On a
 * phone, one name, whole: the console's when the tab menu above the page names the page (tabs on, the
 * page has a tab), with the logo when one is set, else the page's title alone.
 */
export function HeaderTitle() {
  const tabs = useWorkspaceTabs();
  const { logo } = useConsoleSettings();
  const tabNamesPage = tabs?.enabled === true && tabs.active !== undefined;
  return (
    <>
      {tabNamesPage && (
        <span className="flex min-w-0 items-center gap-1.5 md:hidden">
          {logo && <ConsoleMark name="" logo={logo} className="size-5 rounded" />}
          <span className="min-w-0 truncate text-sm font-semibold" data-testid="header-console-name">
            <ConsoleName />
          </span>
        </span>
      )}
      <HeaderBreadcrumbs className={tabNamesPage ? 'max-md:hidden' : undefined} />
    </>
  );
}
