'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, Plus, Trash2 } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { AccountSection } from '@/components/account/account-section';
import { useDateTime } from '@/components/custom/date-time';
import { ConfirmDialog } from '@/components/resource/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/lib/client/notify';
import { keyApi, keyQueryKeys, type KeyItem } from './key-api';
import { KeyAddDialog, defaultExpiry } from './key-add-dialog';
import { KeySecretDialog } from './key-secret-dialog';

/** The account page's API keys: one's own, newest first; make one (its secret shown once), revoke one. */
export function OwnKeys() {
  const t = useTranslations('page.account.keys');
  const locale = useLocale();
  const when = useDateTime();
  const queryClient = useQueryClient();
  const keys = useQuery({ queryKey: keyQueryKeys.own(locale), queryFn: keyApi.own });
  const [adding, setAdding] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<KeyItem | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: keyQueryKeys.all });
  const revoke = async (row: KeyItem) => {
    await keyApi.revokeOwn([row.id]);
    notify.success(t('revoked'));
    setRevoking(null);
    await refresh();
  };
  const rows = keys.data ?? [];
  return (
    <AccountSection
      testId="own-keys"
      title={t('title')}
      description={t('description')}
      action={
        <Button variant="outline" size="sm" onClick={() => setAdding(defaultExpiry())} data-testid="key-new">
          <Plus aria-hidden />
          {t('add')}
        </Button>
      }
    >
      {keys.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : rows.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('empty')}</p>
      ) : (
        <ul className="divide-y">
          {rows.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center gap-3 py-3" data-testid="own-key">
              <KeyRound aria-hidden className="text-muted-foreground size-5 shrink-0" />
              <div className="flex min-w-0 flex-1 flex-col text-sm">
                <span className="flex flex-wrap items-center gap-2 font-medium break-all">
                  {row.name}
                  {row.expired && <Badge variant="secondary">{t('expired')}</Badge>}
                </span>
                <span className="text-muted-foreground flex flex-wrap gap-x-1 text-xs">
                  <span className="whitespace-nowrap tabular-nums">{t('expires', { when: when(row.expiresAt) })}</span>
                  <span aria-hidden>·</span>
                  <span>{row.lastUsedAt ? t('lastUsed', { when: when(row.lastUsedAt), address: row.lastUsedAddress ?? '' }) : t('neverUsed')}</span>
                </span>
              </div>
              <Button variant="ghost" size="sm" onClick={() => setRevoking(row)} data-testid="own-key-revoke">
                <Trash2 aria-hidden />
                {t('revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {adding && (
        <KeyAddDialog
          expiresAt={adding}
          onClose={() => setAdding(null)}
          onCreated={(key) => {
            setAdding(null);
            setSecret(key);
            void refresh();
          }}
        />
      )}
      {secret && <KeySecretDialog secret={secret} onClose={() => setSecret(null)} />}
      {revoking && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setRevoking(null)}
          title={t('revokeTitle', { name: revoking.name })}
          description={t('revokeDesc')}
          items={[revoking.name]}
          confirmLabel={t('revoke')}
          onConfirm={() => revoke(revoking)}
        />
      )}
    </AccountSection>
  );
}
