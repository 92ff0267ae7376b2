'use client';

import { Eye } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { withBasePath } from '@/lib/base-path';
import { accessApi } from './access-api';

/**
 * "View as" (issue 29): opens the console as the user would see it under the role, read-only. The
 * console loads anew at its first page, with the view's menu and the banner that leads back.
 */
export function ViewAsButton({ userId, role, disabled = false }: { userId: string; role: string; disabled?: boolean }) {
  const t = useTranslations('page.system.access');
  const [starting, setStarting] = useState(false);
  const start = async () => {
    setStarting(true);
    try {
      await accessApi.viewAs(userId, role);
      window.location.assign(withBasePath('/'));
    } catch {
      setStarting(false);
    }
  };
  return (
    <Button variant="outline" onClick={start} disabled={disabled || starting} title={t('viewAsHint')} data-testid="access-view-as">
      <Eye aria-hidden />
      {t('viewAs')}
    </Button>
  );
}
