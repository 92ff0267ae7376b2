'use client';

import { Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { CodeInput } from '@/components/account/code-input';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { http, HttpError } from '@/lib/client/http';
import { useWebAuthn } from '@/hooks/use-webauthn';
import { passkeyAnswer, PasskeyButton } from './passkey-button';

export interface SecondStepTexts {
  title: string;
  hint: string;
  code: string;
  recoveryCode: string;
  recoveryHint: string;
  useRecovery: string;
  useCode: string;
  verify: string;
  back: string;
  /** "Use a passkey", the hint when it is the only method, and what a cancelled ceremony says */
  usePasskey: string;
  passkeyHint: string;
  passkeyCancelled: string;
  requestError: string;
}

type Answer = { status: 'ok'; token: string } | { status: 'error'; field: 'code' | 'recoveryCode' | 'passkey'; msg: string };

/**
 * The sign-in's second step: the authenticator's six digits, or a recovery code, with the ticket the
 * password step answered. An expired ticket (401) sends the user back to the password.
 */
export function SecondStepForm({
  ticket,
  methods,
  texts,
  onSignedIn,
  onBack,
}: {
  ticket: string;
  /** the ticket's methods (`totp`, `passkey`, `recovery`) */
  methods: string[];
  texts: SecondStepTexts;
  onSignedIn: (token: string) => void;
  onBack: (message?: string) => void;
}) {
  const webAuthn = useWebAuthn();
  const hasTotp = methods.includes('totp');
  const [method, setMethod] = useState<'code' | 'recoveryCode'>('code');
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const verify = async (value: string) => {
    setBusy(true);
    setError(null);
    try {
      const body = method === 'code' ? { ticket, code: value } : { ticket, recoveryCode: value };
      const answer = (await http<Answer>('user/login/mfa', { body })).data;
      if (answer?.status === 'ok') return onSignedIn(answer.token);
      setError(answer?.msg ?? texts.requestError);
      setCode('');
    } catch (caught) {
      if (caught instanceof HttpError && caught.status === 401) return onBack(caught.message);
      setError((caught instanceof Error && caught.message) || texts.requestError);
    }
    setBusy(false);
  };
  // A passkey's answer to a challenge bound to this ticket.
  const withPasskey = async () => {
    setError(null);
    try {
      const response = await passkeyAnswer(ticket);
      if (!response) return setError(texts.passkeyCancelled);
      const answer = (await http<Answer>('user/login/mfa', { body: { ticket, passkey: response } })).data;
      if (answer?.status === 'ok') return onSignedIn(answer.token);
      setError(answer?.msg ?? texts.requestError);
    } catch (caught) {
      if (caught instanceof HttpError && caught.status === 401) return onBack(caught.message);
      setError((caught instanceof Error && caught.message) || texts.requestError);
    }
  };
  const passkeyButton = methods.includes('passkey') && webAuthn && (
    <PasskeyButton label={texts.usePasskey} run={withPasskey} testId="second-step-passkey" variant={hasTotp ? 'outline' : 'default'} />
  );
  if (!hasTotp) {
    return (
      <div className="grid gap-5" data-testid="second-step">
        <div className="grid gap-1 text-center">
          <h2 className="font-medium">{texts.title}</h2>
          <p className="text-muted-foreground text-sm">{texts.passkeyHint}</p>
        </div>
        {passkeyButton}
        {error && (
          <p role="alert" className="text-destructive-foreground text-center text-sm">
            {error}
          </p>
        )}
        <Button type="button" variant="link" size="sm" className="justify-self-start px-0" onClick={() => onBack()}>
          {texts.back}
        </Button>
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void verify(method === 'code' ? code : recovery);
  };
  const switchTo = (next: 'code' | 'recoveryCode') => {
    setMethod(next);
    setError(null);
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-5" data-testid="second-step">
      <div className="grid gap-1 text-center">
        <h2 className="font-medium">{texts.title}</h2>
        <p className="text-muted-foreground text-sm">{method === 'code' ? texts.hint : texts.recoveryHint}</p>
      </div>
      <div className="grid justify-items-center gap-2">
        <Label htmlFor={method} className="sr-only">
          {method === 'code' ? texts.code : texts.recoveryCode}
        </Label>
        {method === 'code' ? (
          <CodeInput id="code" label={texts.code} value={code} onChange={setCode} invalid={!!error} onComplete={(value) => void verify(value)} />
        ) : (
          <Input id="recoveryCode" value={recovery} onChange={(e) => setRecovery(e.target.value)} autoComplete="off" spellCheck={false} placeholder="xxxx-xxxx-xxxx-xxxx" className="font-mono" aria-invalid={!!error} autoFocus />
        )}
        {error && (
          <p role="alert" className="text-destructive-foreground text-sm">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" className="w-full" disabled={busy || (method === 'code' ? code.length !== 6 : recovery.trim() === '')} data-testid="second-step-verify">
        {busy && <Loader2 className="animate-spin" aria-hidden />}
        {texts.verify}
      </Button>
      {passkeyButton}
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Button type="button" variant="link" size="sm" className="px-0" onClick={() => onBack()}>
          {texts.back}
        </Button>
        <Button type="button" variant="link" size="sm" className="px-0" onClick={() => switchTo(method === 'code' ? 'recoveryCode' : 'code')}>
          {method === 'code' ? texts.useRecovery : texts.useCode}
        </Button>
      </div>
    </form>
  );
}
