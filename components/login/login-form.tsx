'use client';

import { Loader2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useCallback, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useHydrated } from '@/hooks/use-hydrated';
import { validateLoginForm, type LoginFormErrors, type LoginFormValues } from '@/lib/auth/login-form';
import { applyPreferences } from '@/lib/client/apply-preferences';
import { http, HttpError } from '@/lib/client/http';
import { asksForChallenge, solveLoginChallenge } from '@/lib/client/login-challenge';
import { storageKeys, writeLocal } from '@/lib/client/storage';
import { rememberTimeZone } from '@/lib/client/time-zone';
import type { Preferences } from '@/lib/preferences/schema';
import { enrolPath, enrolTicketKey } from '@/lib/auth/factor-kinds';
import { useWebAuthn } from '@/hooks/use-webauthn';
import { passkeyAnswer, PasskeyButton } from './passkey-button';
import { SecondStepForm, type SecondStepTexts } from './second-step-form';
import { SsoButtons, useSsoTicket, type SsoLink } from './sso-buttons';

export interface LoginTexts {
  username: string;
  password: string;
  login: string;
  signingIn: string;
  /** shown while the browser solves the account's proof-of-work challenge */
  checking: string;
  usernameValid: string;
  passwordValid: string;
  requestError: string;
  networkError: string;
  demo: string | null;
  /** "Sign in with a passkey", the divider's "or", and what a cancelled ceremony says */
  passkey: { signIn: string; or: string; cancelled: string };
  secondStep: SecondStepTexts;
}

type LoginAnswer =
  | { status: 'ok'; token: string }
  | { status: 'error'; field: 'username' | 'password' | 'passkey'; msg: string }
  | { status: 'mfa'; ticket: string; methods: string[] }
  | { status: 'mfa-enrol'; ticket: string };
type Field = keyof LoginFormValues;

/**
 * The sign-in form: the spec's client rule, the server's error on the field it names, progress while
 * signing in; then the console's first page, or `next` (a checked path of the console: lib/auth/login-return.ts).
 */
export function LoginForm({ texts, demo, next, sso = [] }: { texts: LoginTexts; demo: boolean; next?: string; sso?: SsoLink[] }) {
  const router = useRouter();
  // Until React has hydrated, a click would submit the form natively (credentials in the URL).
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [checking, setChecking] = useState(false);
  // After the password, for an account with a second factor: its ticket and the methods it takes.
  const [ticket, setTicket] = useState<{ ticket: string; methods: string[] } | null>(null);
  const webAuthn = useWebAuthn();
  useSsoTicket(useCallback((answer: { ticket: string; methods: string[] }) => setTicket(answer), []));

  const signedIn = async (token: string) => {
    writeLocal(storageKeys.token, token);
    // The user's saved preferences (language, theme, colour, sidebar) are this browser's before the console's first paint.
    const saved = await http<Preferences>('user/preferences').catch(() => undefined);
    if (saved?.data) applyPreferences(saved.data);
    router.replace(next ?? '/');
    router.refresh();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The console's first page then renders its dates in the user's time zone already.
    rememberTimeZone();
    const data = new FormData(event.currentTarget);
    const values = { username: String(data.get('username') ?? ''), password: String(data.get('password') ?? '') };
    const invalid: LoginFormErrors = validateLoginForm(values);
    setErrors(Object.fromEntries(Object.entries(invalid).map(([field, id]) => [field, texts[id]])));
    setFormError(null);
    if (Object.keys(invalid).length) return focus(Object.keys(invalid)[0]);
    setBusy(true);
    try {
      const answer = await signIn(values);
      if (answer?.status === 'ok') return signedIn(answer.token);
      if (answer?.status === 'mfa') {
        setTicket({ ticket: answer.ticket, methods: answer.methods });
        setBusy(false);
        return;
      }
      if (answer?.status === 'mfa-enrol') {
        // The enrolment page reads the ticket from this tab's storage: it never reaches a URL or a cookie.
        window.sessionStorage.setItem(enrolTicketKey, answer.ticket);
        router.push(enrolPath);
        return;
      }
      if (answer && answer.field !== 'passkey') {
        setErrors({ [answer.field]: answer.msg });
        focus(answer.field);
      }
    } catch (error) {
      const network = error instanceof HttpError && error.kind !== 'response';
      setFormError((error instanceof Error && error.message) || (network ? texts.networkError : texts.requestError));
    }
    setChecking(false);
    setBusy(false);
  };

  // After many failures of the account the server asks for a solved challenge: solved here, then sent once.
  const signIn = async (values: LoginFormValues): Promise<LoginAnswer | undefined> => {
    try {
      return (await http<LoginAnswer>('user/login', { body: values })).data;
    } catch (error) {
      if (!asksForChallenge(error)) throw error;
      setChecking(true);
      const altcha = await solveLoginChallenge();
      setChecking(false);
      if (!altcha) throw error;
      return (await http<LoginAnswer>('user/login', { body: { ...values, altcha } })).data;
    }
  };

  // Passwordless: a discoverable passkey names the user and is both factors.
  const withPasskey = async () => {
    setFormError(null);
    rememberTimeZone();
    try {
      const response = await passkeyAnswer();
      if (!response) return setFormError(texts.passkey.cancelled);
      const answer = (await http<LoginAnswer>('user/login/passkey', { body: { response } })).data;
      if (answer?.status === 'ok') return signedIn(answer.token);
      if (answer?.status === 'error') setFormError(answer.msg);
    } catch (error) {
      setFormError((error instanceof Error && error.message) || texts.requestError);
    }
  };

  if (ticket) {
    return (
      <SecondStepForm
        ticket={ticket.ticket}
        methods={ticket.methods}
        texts={texts.secondStep}
        onSignedIn={signedIn}
        onBack={(message) => {
          setTicket(null);
          setFormError(message ?? null);
        }}
      />
    );
  }

  return (
    <form onSubmit={submit} method="post" noValidate className="grid gap-5">
      <FormField name="username" label={texts.username} error={errors.username} autoComplete="username" defaultValue={demo ? 'super' : ''} autoFocus />
      <FormField name="password" label={texts.password} error={errors.password} autoComplete="current-password" defaultValue={demo ? 'super' : ''} type="password" />
      {formError && (
        <p role="alert" className="text-destructive-foreground text-sm">
          {formError}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={busy || !hydrated}>
        {busy && <Loader2 className="animate-spin" aria-hidden />}
        {busy ? texts.signingIn : texts.login}
      </Button>
      <p role="status" className="text-muted-foreground text-center text-sm empty:hidden">
        {checking ? texts.checking : ''}
      </p>
      {(webAuthn || sso.length > 0) && (
        <div className="text-muted-foreground flex items-center gap-3 text-xs uppercase">
          <span className="bg-border h-px flex-1" />
          {texts.passkey.or}
          <span className="bg-border h-px flex-1" />
        </div>
      )}
      {webAuthn && <PasskeyButton label={texts.passkey.signIn} run={withPasskey} testId="passkey-signin" />}
      {sso.length > 0 && <SsoButtons links={sso} />}
      {texts.demo && <p className="text-muted-foreground text-center text-sm">{texts.demo}</p>}
    </form>
  );
}

function focus(field: string | undefined) {
  if (field) document.getElementById(field)?.focus();
}

function FormField({ name, label, error, ...input }: { name: Field; label: string; error?: string } & React.ComponentProps<'input'>) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={name}>{label}</Label>
      <Input id={name} name={name} aria-invalid={!!error} aria-describedby={error ? `${name}-error` : undefined} {...input} />
      {error && (
        <p id={`${name}-error`} role="alert" className="text-destructive-foreground text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
