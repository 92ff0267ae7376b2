'use client';

import { startRegistration, WebAuthnError } from '@simplewebauthn/browser';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, Plus, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { DateTime } from '@/components/custom/date-time';
import { ConfirmDialog } from '@/components/resource/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useWebAuthn } from '@/hooks/use-webauthn';
import { notify } from '@/lib/client/notify';
import { mfaApi, mfaKeys, type PasskeyItem } from './mfa-api';
import { AccountSection } from './account-section';

/** The account page's passkeys: each one's name, when it was added and last used; add one (named), remove one. */
export function Passkeys() {
  const t = useTranslations('page.account.passkeys');
  const status = useQuery({ queryKey: mfaKeys.status, queryFn: mfaApi.status });
  const supported = useWebAuthn();
  const [removing, setRemoving] = useState<PasskeyItem | null>(null);
  const queryClient = useQueryClient();
  const passkeys = status.data?.passkeys ?? [];
  const remove = async (item: PasskeyItem) => {
    await mfaApi.removePasskey(item.id);
    notify.success(t('removed', { name: item.name }));
    await queryClient.invalidateQueries({ queryKey: mfaKeys.status });
  };
  return (
    <AccountSection testId="passkeys" title={t('title')} description={t('description')}>
      {status.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : (
        <div className="grid gap-4">
          {passkeys.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t('none')}</p>
          ) : (
            <ul className="divide-y rounded-md border" data-testid="passkey-list">
              {passkeys.map((item) => (
                <li key={item.id} className="flex items-center gap-3 px-3 py-2" data-testid="passkey-item">
                  <KeyRound className="text-muted-foreground size-4 shrink-0" aria-hidden />
                  <div className="grid min-w-0 flex-1 gap-0.5">
                    <span className="truncate text-sm font-medium">{item.name}</span>
                    <span className="text-muted-foreground text-xs">
                      {t('added')} <DateTime value={item.createdAt} /> · {item.lastUsedAt ? <>{t('lastUsed')} <DateTime value={item.lastUsedAt} /></> : t('neverUsed')}
                    </span>
                  </div>
                  <Button variant="ghost" size="icon" aria-label={t('remove', { name: item.name })} onClick={() => setRemoving(item)} data-testid="passkey-remove">
                    <Trash2 aria-hidden />
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {supported ? <AddPasskey /> : <p className="text-muted-foreground text-sm">{t('unsupported')}</p>}
        </div>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('removeTitle')}
        description={t('removeDescription', { name: removing?.name ?? '' })}
        confirmLabel={t('removeConfirm')}
        onConfirm={async () => removing && remove(removing)}
      />
    </AccountSection>
  );
}

function AddPasskey() {
  const t = useTranslations('page.account.passkeys');
  const queryClient = useQueryClient();
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return setError(t('nameRequired'));
    setBusy(true);
    setError(null);
    try {
      const optionsJSON = await mfaApi.passkeyOptions();
      if (optionsJSON) {
        const response = await startRegistration({ optionsJSON });
        await mfaApi.addPasskey({ name: name.trim(), response });
        notify.success(t('addedToast', { name: name.trim() }));
        setNaming(false);
        setName('');
        await queryClient.invalidateQueries({ queryKey: mfaKeys.status });
      }
    } catch (caught) {
      // The API client toasts its own errors; the browser's ceremony (cancelled, timed out) is said here.
      if (caught instanceof WebAuthnError || (caught instanceof Error && caught.name === 'NotAllowedError')) setError(t('cancelled'));
    }
    setBusy(false);
  };
  if (!naming) {
    return (
      <div>
        <Button size="sm" variant="outline" onClick={() => setNaming(true)} data-testid="passkey-add">
          <Plus aria-hidden /> {t('add')}
        </Button>
      </div>
    );
  }
  return (
    <form className="grid gap-3 sm:max-w-sm" onSubmit={add} noValidate data-testid="passkey-add-form">
      <div className="grid gap-2">
        <Label htmlFor="passkey-name">{t('name')}</Label>
        <Input id="passkey-name" value={name} maxLength={64} onChange={(e) => setName(e.target.value)} placeholder={t('namePlaceholder')} aria-invalid={!!error} autoFocus />
        {error && (
          <p role="alert" className="text-destructive-foreground text-sm">
            {error}
          </p>
        )}
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={busy} data-testid="passkey-create">
          {t('create')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setNaming(false)}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
