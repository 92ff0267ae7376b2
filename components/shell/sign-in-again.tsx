'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { CodeInput } from '@/components/account/code-input';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorText } from '@/lib/client/api';
import { http, HttpError } from '@/lib/client/http';
import { setSignInPrompt, type SignInAgainRequest } from '@/lib/client/sign-in-again';
import { storageKeys, writeLocal } from '@/lib/client/storage';

type Pending = { request: SignInAgainRequest; resolve: (signedIn: boolean) => void };
type Answer = { status: 'ok'; token: string } | { status: 'error'; msg?: string } | { status: 'mfa'; ticket: string; methods: string[] } | { status: string };

/**
 * The sign-in dialog a session that ended under unsaved input opens in place (lib/client/api.ts): the
 * same user signs in again (password, then an authenticator code if the account has one) and the refused
 * save is sent again, the form untouched. What only the sign-in page can do (a proof of work, enrolling
 * a factor, a passkey) leaves the page for it, as does closing the dialog.
 */
export function SignInAgain({ username }: { username: string }) {
  const t = useTranslations('signInAgain');
  const [pending, setPending] = useState<Pending | null>(null);
  const [password, setPassword] = useState('');
  const [ticket, setTicket] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setSignInPrompt(
      (request) =>
        new Promise<boolean>((resolve) => {
          setPassword('');
          setTicket(null);
          setCode('');
          setError(null);
          setPending({ request, resolve });
        }),
    );
    return () => setSignInPrompt(null);
  }, []);
  const close = (signedIn: boolean) => {
    pending?.resolve(signedIn);
    setPending(null);
  };
  const answered = (answer: Answer | undefined) => {
    if (answer && 'token' in answer) {
      writeLocal(storageKeys.token, answer.token);
      return close(true);
    }
    if (answer && 'ticket' in answer && answer.methods.includes('totp')) return setTicket(answer.ticket);
    setError(answer && 'msg' in answer && answer.msg ? answer.msg : t('elsewhere'));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const body = ticket ? { ticket, code } : { username, password };
      answered((await http<Answer>(ticket ? 'user/login/mfa' : 'user/login', { body })).data);
    } catch (caught) {
      setError(caught instanceof HttpError ? (caught.fields?.password ?? caught.fields?.code ?? errorText(caught)) : errorText(caught));
    }
    setBusy(false);
  };
  const reason = pending?.request.reason;
  return (
    <Dialog open={pending !== null} onOpenChange={(open) => !open && close(false)}>
      <DialogContent className="sm:max-w-md" data-testid="sign-in-again">
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{t('title')}</DialogTitle>
            <DialogDescription>{t(reason === 'idle' || reason === 'expired' ? reason : 'other')}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="sign-in-again-username">{t('username')}</Label>
            <Input id="sign-in-again-username" value={username} readOnly autoComplete="username" />
          </div>
          <div className="grid gap-2">
            {ticket ? (
              <>
                <Label htmlFor="sign-in-again-code">{t('code')}</Label>
                <CodeInput id="sign-in-again-code" label={t('code')} value={code} onChange={setCode} invalid={!!error} />
                <p className="text-muted-foreground text-xs">{t('codeHint')}</p>
              </>
            ) : (
              <>
                <Label htmlFor="sign-in-again-password">{t('password')}</Label>
                <Input id="sign-in-again-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} aria-invalid={!!error} autoFocus />
              </>
            )}
            {error && (
              <p role="alert" className="text-destructive-foreground text-sm">
                {error}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              {t('leave')}
            </Button>
            <Button type="submit" disabled={busy || (ticket ? code === '' : password === '')} data-testid="sign-in-again-confirm">
              {t('signIn')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
