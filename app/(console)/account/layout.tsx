import type { ReactNode } from 'react';
import { SectionMessages } from '@/components/providers/section-messages';

export default function Layout({ children }: { children: ReactNode }) {
  return <SectionMessages section="account">{children}</SectionMessages>;
}
