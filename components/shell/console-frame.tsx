import type { ReactNode } from 'react';
import { SidebarInset, SidebarProvider } from '@/components/ui/sidebar';
import { AppSidebar } from './app-sidebar';
import { SiteHeader } from './site-header';

/** The console's frame around a page: the sidebar, and the header above the page's content. */
export function ConsoleFrame({ sidebarOpen, children }: { sidebarOpen: boolean; children: ReactNode }) {
  return (
    <SidebarProvider defaultOpen={sidebarOpen}>
      <AppSidebar />
      {/* min-w-0: a wide table scrolls inside the page instead of widening the page past the window */}
      <SidebarInset className="min-w-0">
        <SiteHeader />
        <div className="flex flex-1 flex-col gap-4 p-4 md:p-6">{children}</div>
      </SidebarInset>
    </SidebarProvider>
  );
}
