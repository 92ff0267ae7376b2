'use client';

import { useQuery } from '@tanstack/react-query';
import { ShieldX } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { PageAccess } from '@/lib/auth/page-access';
import { apiRequest } from '@/lib/client/api';
import { allRoles } from '@/lib/rbac';
import { RefusedPage } from './refused-page';
import { useSession } from './session-context';

/**
 * The 403 page in the shell (app/(console)/forbidden.tsx): which menu permission the page needs and
 * how to get it: a switch to a role the user holds that has it, or whom to ask and for which roles.
 */
export function PageForbidden() {
  const t = useTranslations('error');
  const tUser = useTranslations('sidebar.user');
  const locale = useLocale();
  const path = usePathname();
  const { user, switchRole } = useSession();
  const [switching, setSwitching] = useState<string | null>(null);
  const { data: access } = useQuery({
    queryKey: ['user', 'pageAccess', path],
    queryFn: async () => (await apiRequest<PageAccess>(`user/pageAccess?path=${encodeURIComponent(path)}`, { toastError: false })).data ?? null,
  });
  const roleName = (role: string, name?: string | null) =>
    role === allRoles ? tUser('all') : (name ?? user.roles.find((r) => r.role === role)?.name ?? role);
  const needs = access?.needs.length ? access.needs : [{ path, title: null }];
  const switchTo = async (role: string) => {
    setSwitching(role);
    try {
      await switchRole(role);
    } finally {
      setSwitching(null);
    }
  };

  return (
    <RefusedPage testId="page-forbidden" icon={ShieldX} title={t('forbiddenTitle')}>
      <p className="text-muted-foreground max-w-md text-sm">{user.currentRole === allRoles ? t('forbiddenDescAll') : t('forbiddenDesc', { role: roleName(user.currentRole) })}</p>
      <div className="flex max-w-md flex-col items-center gap-2 text-sm">
        <p>{t('forbiddenNeeds')}</p>
        <ul className="flex flex-wrap justify-center gap-2" aria-label={t('forbiddenNeeds')}>
          {needs.map((need) => (
            <li key={need.path} className="bg-muted rounded px-2 py-1">
              {need.title && <span className="mr-1.5 font-medium">{need.title}</span>}
              <code className="text-xs">{need.path}</code>
            </li>
          ))}
        </ul>
      </div>
      {access && access.status === 'forbidden' && (
        access.switchTo.length > 0 ? (
          <div className="flex max-w-md flex-col items-center gap-2 text-sm">
            <p>{t('forbiddenSwitch')}</p>
            <div className="flex flex-wrap justify-center gap-2">
              {access.switchTo.map((option) => (
                <Button key={option.role} size="sm" disabled={switching !== null} onClick={() => void switchTo(option.role)}>
                  {t('forbiddenSwitchTo', { role: roleName(option.role, option.name) })}
                </Button>
              ))}
            </div>
          </div>
        ) : (
          <div className="flex max-w-md flex-col items-center gap-1 text-sm">
            <p>{t('forbiddenAsk')}</p>
            <p className="text-muted-foreground" data-testid="granted-by">
              {access.grantedBy.length > 0
                ? t('forbiddenGrantedBy', { roles: access.grantedBy.map((r) => r.name).join(locale === 'zh' ? '、' : ', ') })
                : t('forbiddenNoRole')}
            </p>
          </div>
        )
      )}
    </RefusedPage>
  );
}
