'use client';

import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { PasskeyButton } from '@/components/login/passkey-button';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useWebAuthn } from '@/hooks/use-webauthn';
import { errorText } from '@/lib/client/api';
import { http, HttpError } from '@/lib/client/http';
import { setReauthPrompt, type ReauthRequest } from '@/lib/client/reauth';
import { CodeInput } from './code-input';

type Pending = { request: ReauthRequest; resolve: (proved: boolean) => void };

/**
 * The re-authentication prompt: a sensitive call the server refused for want of a recent proof opens
 * it (lib/client/api.ts); the password, an authenticator code or a passkey's answer goes to POST
 * /api/user/reauth, and the refused call is then sent again. Closing it answers the refusal as it came.
 */
export function ReauthPrompt() {
  const t = useTranslations('reauth');
  const [pending, setPending] = useState<Pending | null>(null);
  const [method, setMethod] = useState<'password' | 'totp'>('password');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const webAuthn = useWebAuthn();
  useEffect(() => {
    setReauthPrompt(
      (request) =>
        new Promise<boolean>((resolve) => {
          setMethod('password');
          setValue('');
          setError(null);
          setPending({ request, resolve });
        }),
    );
    return () => setReauthPrompt(null);
  }, []);
  const close = (proved: boolean) => {
    pending?.resolve(proved);
    setPending(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await http('user/reauth', { body: method === 'password' ? { password: value } : { code: value } });
      close(true);
    } catch (caught) {
      setError(caught instanceof HttpError ? (caught.fields?.password ?? caught.fields?.code ?? errorText(caught)) : errorText(caught));
    }
    setBusy(false);
  };
  const usePasskey = async () => {
    setError(null);
    try {
      const optionsJSON = (await http<PublicKeyCredentialRequestOptionsJSON>('user/reauth/passkey/options', { body: {} })).data;
      const passkey = optionsJSON ? await startAuthentication({ optionsJSON }).catch(() => null) : null;
      if (!passkey) return setError(t('passkeyCancelled'));
      await http('user/reauth', { body: { passkey } });
      close(true);
    } catch (caught) {
      setError(caught instanceof HttpError ? (caught.fields?.passkey ?? errorText(caught)) : errorText(caught));
    }
  };
  const withTotp = pending?.request.methods.includes('totp') ?? false;
  const withPasskey = webAuthn && (pending?.request.methods.includes('passkey') ?? false);
  return (
    <Dialog open={pending !== null} onOpenChange={(open) => !open && close(false)}>
      <DialogContent className="sm:max-w-md" data-testid="reauth-dialog">
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{t('title')}</DialogTitle>
            <DialogDescription>{pending?.request.message}</DialogDescription>
          </DialogHeader>
          {withTotp && (
            <div className="flex gap-2" role="group" aria-label={t('method')}>
              {(['password', 'totp'] as const).map((m) => (
                <Button key={m} type="button" size="sm" variant={method === m ? 'secondary' : 'ghost'} aria-pressed={method === m} onClick={() => { setMethod(m); setValue(''); setError(null); }}>
                  {t(m)}
                </Button>
              ))}
            </div>
          )}
          <div className="grid gap-2">
            <Label htmlFor="reauth-value">{method === 'password' ? t('password') : t('code')}</Label>
            {method === 'password' ? (
              <Input id="reauth-value" type="password" autoComplete="current-password" value={value} onChange={(e) => setValue(e.target.value)} aria-invalid={!!error} autoFocus />
            ) : (
              <CodeInput id="reauth-value" label={t('code')} value={value} onChange={setValue} invalid={!!error} />
            )}
            {error && (
              <p role="alert" className="text-destructive-foreground text-sm">
                {error}
              </p>
            )}
          </div>
          {withPasskey && <PasskeyButton label={t('passkey')} run={usePasskey} testId="reauth-passkey" />}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={busy || value === ''} data-testid="reauth-confirm">
              {t('confirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
