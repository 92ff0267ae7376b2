'use client';

import { useWorkspaceTabs } from './tabs/tabs-context';
import { ConsoleName } from './console-settings-context';
import { HeaderBreadcrumbs } from './header-breadcrumbs';

/**
 * What the header names. At a desktop's width, the breadcrumb trail (the sidebar names the console). On a
 * phone, one name, whole: the console's when the tab menu above the page names the page (tabs on, the
 * page has a tab), else the page's title alone.
 */
export function HeaderTitle() {
  const tabs = useWorkspaceTabs();
  const tabNamesPage = tabs?.enabled === true && tabs.active !== undefined;
  return (
    <>
      {tabNamesPage && (
        <span className="min-w-0 truncate text-sm font-semibold md:hidden" data-testid="header-console-name">
          <ConsoleName />
        </span>
      )}
      <HeaderBreadcrumbs className={tabNamesPage ? 'max-md:hidden' : undefined} />
    </>
  );
}
