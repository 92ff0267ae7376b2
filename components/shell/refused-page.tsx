import type { LucideIcon } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** The frame of the shell's 403 and 404 pages: a centred column, its icon and title, the body, and the way home. */
export function RefusedPage({ testId, icon: Icon, title, children }: { testId: string; icon: LucideIcon; title: string; children: ReactNode }) {
  const t = useTranslations('error');
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center" data-testid={testId}>
      <Icon className="text-muted-foreground size-12" aria-hidden />
      <h1 className="text-2xl font-semibold">{title}</h1>
      {children}
      <Button variant="outline" size="sm" asChild>
        <Link href="/">{t('backHome')}</Link>
      </Button>
    </div>
  );
}
