import type { ReactNode } from 'react';
import { SectionMessages } from '@/components/providers/section-messages';

// The dashboard's client components read `page.dashboard` and `dict.status` only (its cards render on the server).
const namespaces = ['dict'];

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <SectionMessages section="dashboard" namespaces={namespaces}>
      {children}
    </SectionMessages>
  );
}
