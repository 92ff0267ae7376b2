'use client';

import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useRouter } from 'next/navigation';
import { useEffect, useState, type FormEvent } from 'react';
import { CodeInput } from '@/components/account/code-input';
import { QrCode } from '@/components/account/qr-code';
import { RecoveryCodes } from '@/components/account/recovery-codes';
import { PasskeyButton } from '@/components/login/passkey-button';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { useWebAuthn } from '@/hooks/use-webauthn';
import { enrolTicketKey } from '@/lib/auth/factor-kinds';
import { withBasePath } from '@/lib/base-path';
import { storageKeys, writeLocal } from '@/lib/client/storage';

export interface EnrolTexts {
  title: string;
  description: string;
  expired: string;
  backToLogin: string;
  step1: string;
  step2: string;
  qrLabel: string;
  secretLabel: string;
  codeLabel: string;
  enable: string;
  codesIntro: string;
  copy: string;
  copied: string;
  download: string;
  continue: string;
  usePasskey: string;
  passkeyName: string;
  passkeyCancelled: string;
  or: string;
  requestError: string;
}

type Envelope<T> = { code: number; message?: string; data?: T; fields?: Record<string, string> };

/** A call with the enrolment ticket as the bearer (never the console's token: there is none yet). */
async function withTicket<T>(ticket: string, path: string, body: unknown): Promise<Envelope<T>> {
  const response = await fetch(withBasePath(`/api/${path}`), {
    method: 'POST',
    headers: { Authorization: `Bearer ${ticket}`, 'Content-Type': 'application/json', Locale: document.documentElement.lang || 'en' },
    body: JSON.stringify(body),
  });
  return (await response.json().catch(() => ({ code: response.status }))) as Envelope<T>;
}

/**
 * /login/enrol: a role of the user requires a second factor and they have none. With the ticket the
 * password step left in this tab, set up an authenticator app or add a passkey; either signs in.
 */
export function EnrolForm({ texts }: { texts: EnrolTexts }) {
  const router = useRouter();
  const [ticket, setTicket] = useState<string | null>(null);
  const [setup, setSetup] = useState<{ secret: string; uri: string } | null>(null);
  const [expired, setExpired] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ codes: string[]; token: string } | null>(null);
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const webAuthn = useWebAuthn();

  useEffect(() => {
    const stored = window.sessionStorage.getItem(enrolTicketKey);
    const asked = stored ? withTicket<{ secret: string; uri: string }>(stored, 'user/mfa/totp/setup', {}).catch(() => null) : Promise.resolve(null);
    void asked.then((answer) => {
      if (stored && answer?.code === 200 && answer.data) {
        setTicket(stored);
        setSetup(answer.data);
      } else {
        setExpired(true);
      }
    });
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ticket) return;
    setBusy(true);
    setError(null);
    const answer = await withTicket<{ recoveryCodes: string[]; token: string }>(ticket, 'user/mfa/totp/enable', { code }).catch(() => null);
    setBusy(false);
    if (answer?.code === 200 && answer.data) {
      window.sessionStorage.removeItem(enrolTicketKey);
      writeLocal(storageKeys.token, answer.data.token);
      setDone({ codes: answer.data.recoveryCodes, token: answer.data.token });
      return;
    }
    if (answer?.code === 401) return setExpired(true);
    setError(answer?.fields?.code ?? answer?.message ?? texts.requestError);
    setCode('');
  };

  const enterConsole = () => {
    router.replace('/');
    router.refresh();
  };

  const addPasskey = async () => {
    if (!ticket) return;
    setPasskeyError(null);
    const options = await withTicket<PublicKeyCredentialCreationOptionsJSON>(ticket, 'user/mfa/passkeys/options', {}).catch(() => null);
    if (options?.code === 401) return setExpired(true);
    if (!options?.data) return setPasskeyError(options?.message ?? texts.requestError);
    const response = await startRegistration({ optionsJSON: options.data }).catch(() => null);
    if (!response) return setPasskeyError(texts.passkeyCancelled);
    const answer = await withTicket<{ token: string }>(ticket, 'user/mfa/passkeys', { name: texts.passkeyName, response }).catch(() => null);
    if (answer?.code === 200 && answer.data) {
      window.sessionStorage.removeItem(enrolTicketKey);
      writeLocal(storageKeys.token, answer.data.token);
      return enterConsole();
    }
    if (answer?.code === 401) return setExpired(true);
    setPasskeyError(answer?.fields?.response ?? answer?.message ?? texts.requestError);
  };

  if (expired) {
    return (
      <div className="grid gap-4 text-center" data-testid="enrol-expired">
        <p role="alert" className="text-sm">
          {texts.expired}
        </p>
        <Button onClick={() => router.replace('/login')}>{texts.backToLogin}</Button>
      </div>
    );
  }
  if (done) {
    return (
      <div className="grid gap-4">
        <RecoveryCodes codes={done.codes} texts={{ intro: texts.codesIntro, copy: texts.copy, copied: texts.copied, download: texts.download }} />
        <Button onClick={enterConsole} data-testid="enrol-continue">
          {texts.continue}
        </Button>
      </div>
    );
  }
  return (
    <form className="grid gap-4" onSubmit={submit} noValidate data-testid="enrol-form">
      <ol className="text-muted-foreground list-decimal space-y-1 ps-5 text-sm">
        <li>{texts.step1}</li>
        <li>{texts.step2}</li>
      </ol>
      {setup && (
        <div className="grid justify-items-center gap-3">
          <QrCode value={setup.uri} label={texts.qrLabel} />
          <div className="grid w-full gap-1">
            <span className="text-sm font-medium">{texts.secretLabel}</span>
            <code className="bg-muted rounded-md p-2 text-center font-mono text-sm break-words select-all" data-testid="totp-secret">
              {setup.secret.match(/.{1,4}/g)?.join(' ')}
            </code>
          </div>
        </div>
      )}
      <div className="grid justify-items-center gap-2">
        <Label htmlFor="enrol-code">{texts.codeLabel}</Label>
        <CodeInput id="enrol-code" label={texts.codeLabel} value={code} onChange={setCode} invalid={!!error} />
        {error && (
          <p role="alert" className="text-destructive-foreground text-sm">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" disabled={busy || !setup || code.length !== 6} data-testid="enrol-enable">
        {texts.enable}
      </Button>
      {webAuthn && setup && (
        <>
          <div className="text-muted-foreground flex items-center gap-3 text-xs uppercase" aria-hidden>
            <span className="bg-border h-px flex-1" />
            {texts.or}
            <span className="bg-border h-px flex-1" />
          </div>
          <PasskeyButton label={texts.usePasskey} run={addPasskey} testId="enrol-passkey" />
          {passkeyError && (
            <p role="alert" className="text-destructive-foreground text-center text-sm">
              {passkeyError}
            </p>
          )}
        </>
      )}
    </form>
  );
}
