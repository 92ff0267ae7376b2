'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { DateTime } from '@/components/custom/date-time';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { errorText } from '@/lib/client/api';
import { HttpError } from '@/lib/client/http';
import { notify } from '@/lib/client/notify';
import { AccountSection } from './account-section';
import { CodeInput } from './code-input';
import { mfaApi, mfaKeys } from './mfa-api';
import { QrCode } from './qr-code';
import { RecoveryCodes } from './recovery-codes';

/** The account page's second factor: set up an authenticator app (QR code, first code, recovery codes once), or turn it off. */
export function SecondFactor() {
  const t = useTranslations('page.account.mfa');
  const status = useQuery({ queryKey: mfaKeys.status, queryFn: mfaApi.status });
  const [codes, setCodes] = useState<string[] | null>(null);
  const totp = status.data?.factors.find((f) => f.kind === 'totp');
  const action = totp ? <Badge data-testid="mfa-on"><ShieldCheck aria-hidden /> {t('on')}</Badge> : status.data?.required ? <Badge variant="destructive">{t('requiredBadge')}</Badge> : null;
  return (
    <AccountSection testId="second-factor" title={t('title')} description={t('description')} action={action}>
      {codes ? (
        <div className="grid gap-4">
          <RecoveryCodes codes={codes} texts={{ intro: t('codesIntro'), copy: t('copy'), copied: t('copied'), download: t('download') }} />
          <div>
            <Button size="sm" onClick={() => setCodes(null)} data-testid="recovery-done">
              {t('done')}
            </Button>
          </div>
        </div>
      ) : status.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : totp ? (
        <div className="grid gap-4">
          <p className="text-sm">
            {t('enabledSince')} <DateTime value={totp.enabledAt} /> · {t('codesLeft', { count: status.data?.recoveryCodesLeft ?? 0 })}
          </p>
          <DisableForm />
        </div>
      ) : (
        <SetupFlow onEnabled={setCodes} hasPasskey={(status.data?.passkeys.length ?? 0) > 0} />
      )}
    </AccountSection>
  );
}

function SetupFlow({ onEnabled, hasPasskey }: { onEnabled: (codes: string[]) => void; hasPasskey: boolean }) {
  const t = useTranslations('page.account.mfa');
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<{ secret: string; uri: string } | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      setSetup((await mfaApi.setup()) ?? null);
    } catch {
      // The client's toast said why.
    }
    setBusy(false);
  };
  const confirm = async (event?: FormEvent) => {
    event?.preventDefault();
    setBusy(true);
    try {
      const answer = await mfaApi.enable(code);
      await queryClient.invalidateQueries({ queryKey: mfaKeys.status });
      onEnabled(answer?.recoveryCodes ?? []);
    } catch (caught) {
      setError(caught instanceof HttpError ? (caught.fields?.code ?? errorText(caught)) : errorText(caught));
      setCode('');
    }
    setBusy(false);
  };
  if (!setup) {
    return (
      <div className="grid gap-3">
        <p className="text-muted-foreground text-sm">{t(hasPasskey ? 'noneWithPasskey' : 'none')}</p>
        <div>
          <Button size="sm" onClick={() => void start()} disabled={busy} data-testid="mfa-setup">
            {t('setUp')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <form className="grid gap-4" onSubmit={confirm} noValidate data-testid="mfa-setup-form">
      <ol className="text-muted-foreground list-decimal space-y-1 ps-5 text-sm">
        <li>{t('step1')}</li>
        <li>{t('step2')}</li>
      </ol>
      <div className="flex flex-col items-start gap-4 sm:flex-row">
        <QrCode value={setup.uri} label={t('qrLabel')} />
        <div className="grid min-w-0 gap-1">
          <span className="text-sm font-medium">{t('secretLabel')}</span>
          <code className="bg-muted rounded-md p-2 font-mono text-sm break-words select-all" data-testid="totp-secret">
            {setup.secret.match(/.{1,4}/g)?.join(' ')}
          </code>
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="mfa-code">{t('codeLabel')}</Label>
        <CodeInput id="mfa-code" label={t('codeLabel')} value={code} onChange={setCode} invalid={!!error} />
        {error && (
          <p role="alert" className="text-destructive-foreground text-sm">
            {error}
          </p>
        )}
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={busy || code.length !== 6} data-testid="mfa-enable">
          {t('enable')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setSetup(null)}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}

function DisableForm() {
  const t = useTranslations('page.account.mfa');
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body = { password: String(data.get('password') ?? ''), code: String(data.get('code') ?? '').trim() };
    setBusy(true);
    try {
      const answer = await mfaApi.disable(body);
      if (answer.message) notify.success(answer.message);
      setErrors({});
      await queryClient.invalidateQueries({ queryKey: mfaKeys.status });
    } catch (caught) {
      setErrors(caught instanceof HttpError && caught.fields ? caught.fields : { form: errorText(caught) });
    }
    setBusy(false);
  };
  const field = (name: 'password' | 'code', label: string, type: string, autoComplete: string) => (
    <div className="grid gap-2">
      <Label htmlFor={`mfa-off-${name}`}>{label}</Label>
      <Input id={`mfa-off-${name}`} name={name} type={type} autoComplete={autoComplete} aria-invalid={!!errors[name]} aria-describedby={errors[name] ? `mfa-off-${name}-error` : undefined} />
      {errors[name] && (
        <p id={`mfa-off-${name}-error`} role="alert" className="text-destructive-foreground text-sm">
          {errors[name]}
        </p>
      )}
    </div>
  );
  return (
    <form className="grid gap-4 border-t pt-4" onSubmit={submit} noValidate data-testid="mfa-disable-form">
      <p className="text-sm font-medium">{t('turnOffTitle')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('password', t('password'), 'password', 'current-password')}
        {field('code', t('codeOrRecovery'), 'text', 'one-time-code')}
      </div>
      {errors.form && (
        <p role="alert" className="text-destructive-foreground text-sm">
          {errors.form}
        </p>
      )}
      <div>
        <Button type="submit" size="sm" variant="destructive" disabled={busy} data-testid="mfa-disable">
          {t('turnOff')}
        </Button>
      </div>
    </form>
  );
}
