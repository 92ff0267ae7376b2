'use client';

import { useState, type ReactNode } from 'react';
import { SidebarProvider } from '@/components/ui/sidebar';
import { savePreferences } from '@/lib/client/preferences';

/** The sidebar's provider, its open state saved with the user's preferences as well as in its cookie. */
export function ConsoleSidebarProvider({ defaultOpen, children }: { defaultOpen: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <SidebarProvider
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        savePreferences({ sidebarOpen: next });
      }}
    >
      {children}
    </SidebarProvider>
  );
}
