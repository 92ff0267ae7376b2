'use client';

import { Eye } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { withBasePath } from '@/lib/base-path';
import { apiRequest } from '@/lib/client/api';
import { allRoles } from '@/lib/rbac';
import { useSession } from './session-context';

/**
 * While the session views the console as another user (issue 29): whose view it is, that it is
 * read-only, and the way out. Exit ends the view and loads the console anew as the viewer (menu, tabs
 * and preferences are the viewer's again), on the inspector.
 */
export function ViewAsBanner() {
  const { user } = useSession();
  const t = useTranslations('header.viewAs');
  const [leaving, setLeaving] = useState(false);
  const view = user.viewAs;
  if (!view) return null;
  const role = view.role === allRoles ? t('allRoles') : (user.roles.find((r) => r.role === view.role)?.name ?? view.role);
  const exit = async () => {
    setLeaving(true);
    await apiRequest('system/access/view-as', { method: 'DELETE', toastError: false }).catch(() => undefined);
    window.location.assign(withBasePath('/system/access'));
  };
  return (
    <div
      role="status"
      data-testid="view-as-banner"
      className="flex items-center gap-3 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
    >
      <Eye className="size-4 shrink-0" aria-hidden />
      <span className="min-w-0 flex-1">{t('banner', { name: user.name, role })}</span>
      <Button size="sm" variant="outline" className="shrink-0" onClick={exit} disabled={leaving}>
        {leaving ? t('exiting') : t('exit')}
      </Button>
    </div>
  );
}
