'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from '@/components/ui/sonner';
import { TooltipProvider } from '@/components/ui/tooltip';
import { ReauthPrompt } from '@/components/account/reauth-prompt';
import { HttpTexts } from './http-texts';
import { TimeZoneSync } from './time-zone-sync';

/** What only the signed-in console needs (kept out of the root layout so /login stays light). */
export function ConsoleProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider delayDuration={200}>
        <HttpTexts />
        <TimeZoneSync />
        {children}
        <ReauthPrompt />
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
