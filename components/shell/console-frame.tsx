import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { SidebarInset } from '@/components/ui/sidebar';
import type { SavedTab } from '@/lib/preferences/schema';
import { ConsoleSidebarProvider } from './console-sidebar-provider';
import { TabOutlet } from './tabs/tab-outlet';
import { TabsBar } from './tabs/tabs-bar';
import { WorkspaceTabs } from './tabs/workspace-tabs';
import { AppSidebar } from './app-sidebar';
import { SiteHeader } from './site-header';
import { ViewAsBanner } from './view-as-banner';

const mainId = 'main-content';

/**
 * The console's frame around a page: a skip link to the page (the first stop of the keyboard, above the
 * window until focused), the sidebar, the header, and the workspace's tabs above the page's content
 * (the current page in place, or kept with the other open tabs' pages in the tab outlet).
 */
export function ConsoleFrame({ sidebarOpen, tabs, children }: { sidebarOpen: boolean; tabs: { enabled: boolean; initial: readonly SavedTab[] }; children: ReactNode }) {
  const t = useTranslations('a11y');
  return (
    <ConsoleSidebarProvider defaultOpen={sidebarOpen}>
      <a
        href={`#${mainId}`}
        className="bg-background focus-visible:ring-ring/50 fixed top-2 left-2 z-50 -translate-y-[200%] rounded-md px-3 py-2 text-sm font-medium shadow-md outline-none focus:translate-y-0 focus-visible:ring-[3px]"
      >
        {t('skipToContent')}
      </a>
      <AppSidebar />
      {/* min-w-0: a wide table scrolls inside the page instead of widening the page past the window;
          tabIndex -1: the skip link's target takes the focus (no ring: it is not a control) */}
      <SidebarInset id={mainId} tabIndex={-1} className="min-w-0 outline-none">
        <ViewAsBanner />
        <WorkspaceTabs enabled={tabs.enabled} initial={tabs.initial}>
          {/* inside the tabs: on a phone the header leaves the page's name to the tab menu */}
          <SiteHeader />
          <div className="flex flex-1 flex-col gap-4 p-4 md:p-6">
            <TabsBar />
            {children}
            <TabOutlet />
          </div>
        </WorkspaceTabs>
      </SidebarInset>
    </ConsoleSidebarProvider>
  );
}
