'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useWorkspaceTabs } from '@/components/shell/tabs/tabs-context';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { apiRequest } from '@/lib/client/api';
import { applyPreferences } from '@/lib/client/apply-preferences';
import { AccountSection } from './account-section';

/** The account page's workspace preferences: tabs on or off, and a reset of every saved preference. */
export function OwnPreferences() {
  const t = useTranslations('page.account.preferences');
  const tabs = useWorkspaceTabs();
  const [busy, setBusy] = useState(false);
  const reset = async () => {
    setBusy(true);
    try {
      // POST /api/user/preferences {reset: true}
      await apiRequest('user/preferences', { body: { reset: true } });
      applyPreferences({ theme: 'system', color: 'default', sidebarOpen: true });
      for (const key of Object.keys(window.localStorage)) if (key.startsWith('table-columns:')) window.localStorage.removeItem(key);
      // A fresh page paints the defaults from the first frame, as any browser of the user's now will.
      window.location.reload();
    } catch {
      setBusy(false);
    }
  };
  return (
    <AccountSection testId="preferences" title={t('title')} description={t('description')}>
      <div className="flex flex-col gap-4">
        <div className="flex items-center justify-between gap-4">
          <Label htmlFor="tabs-enabled">{t('tabs')}</Label>
          <Switch id="tabs-enabled" checked={tabs?.enabled ?? false} disabled={!tabs} onCheckedChange={(on) => tabs?.setEnabled(on)} />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="text-muted-foreground text-sm">{t('resetHint')}</p>
          <Button variant="outline" disabled={busy} onClick={() => void reset()} data-testid="preferences-reset">
            {t('reset')}
          </Button>
        </div>
      </div>
    </AccountSection>
  );
}
