'use client';

import { Rows3, Rows4 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { TableDensity } from '@/lib/preferences/schema';

/** The table toolbar's row density switch: a toggle button, pressed for compact rows. */
export function DensityToggle({ density, onChange }: { density: TableDensity; onChange: (density: TableDensity) => void }) {
  const t = useTranslations('table');
  const compact = density === 'compact';
  return (
    <Button variant="outline" size="sm" aria-pressed={compact} data-testid="density" onClick={() => onChange(compact ? 'comfortable' : 'compact')} className="aria-pressed:bg-accent">
      {compact ? <Rows4 aria-hidden /> : <Rows3 aria-hidden />}
      <span className="hidden lg:inline">{t('compact')}</span>
      <span className="sr-only lg:hidden">{t('compact')}</span>
    </Button>
  );
}
