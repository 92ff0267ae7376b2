import { Clock } from 'lucide-react';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { LoginForm } from '@/components/login/login-form';
import { ConsoleMark } from '@/components/shell/console-mark';
import { secondStepTexts } from '@/components/login/login-texts';
import { SsoError } from '@/components/login/sso-error';
import { LoginSwitchers } from '@/components/login/login-switchers';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { loginReason, safeNextPath } from '@/lib/auth/login-return';
import { ssoLinks } from '@/lib/auth/oidc/links';
import { sessionPolicy } from '@/lib/auth/session-policy';
import { ssoErrorCode } from '@/lib/auth/sso-errors';
import { shellSettings } from '@/lib/settings/read';
import { config } from '@/lib/config';
import { isLocale } from '@/lib/i18n/locales';
import { logoFile } from '@/resources/settings/logo';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('page.login');
  return { title: t('login') };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

// Translated on the server and handed to two small client islands: no i18n runtime ships to /login.
// `?reason=idle|expired` says why the console sent the user here; `?next=/path` is where sign-in returns;
// `?error=<code>` why a single sign-on failed (lib/auth/sso-errors.ts: an unknown code reads as a generic failure).
export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const t = await getTranslations();
  const locale = await getLocale();
  const query = await searchParams;
  const reason = loginReason(one(query.reason));
  const policy = await sessionPolicy();
  const next = safeNextPath(one(query.next));
  const consoleName = (await shellSettings()).name || t('common.template');
  const logo = await logoFile();
  const ssoError = one(query.error) === undefined ? null : t(`ssoError.${ssoErrorCode(one(query.error))}`);
  const sso = (await ssoLinks(next)).map((link) => ({ ...link, label: t('page.login.sso.signIn', { name: link.name }) }));
  const notice = reason === 'idle' ? t('page.login.signedOutIdle', { minutes: policy.idleMinutes }) : reason === 'expired' ? t('page.login.signedOutExpired', { hours: policy.maxHours }) : null;
  // The form names the demo account only where it exists: the embedded database, or SEED_DEMO.
  const demo = !config.databaseUrl || config.seedDemo;
  const texts = {
    username: t('page.login.username.title'),
    password: t('page.login.password.title'),
    login: t('page.login.login'),
    signingIn: t('page.login.signingIn'),
    checking: t('page.login.checking'),
    usernameValid: t('page.login.username.valid'),
    passwordValid: t('page.login.password.valid'),
    requestError: t('http.requestError'),
    networkError: t('http.networkError'),
    demo: demo ? t('page.login.demo') : null,
    passkey: { signIn: t('page.login.passkey.signIn'), or: t('page.login.passkey.or'), cancelled: t('page.login.passkey.cancelled') },
    secondStep: secondStepTexts(t),
  };
  return (
    <main className="bg-muted/40 relative flex min-h-svh flex-col items-center justify-center p-6">
      <div className="absolute top-4 right-4">
        <LoginSwitchers
          locale={isLocale(locale) ? locale : 'en'}
          labels={{ language: t('a11y.language'), theme: t('a11y.theme'), light: t('theme.light'), dark: t('theme.dark'), system: t('theme.system') }}
        />
      </div>
      <div className="flex w-full max-w-sm flex-col gap-6">
        <div className="flex items-center justify-center gap-2 font-semibold">
          <ConsoleMark name={consoleName} logo={logo} className="size-7 rounded-md" letterClassName="bg-primary text-primary-foreground text-sm" />
          {consoleName}
        </div>
        <Card>
          <CardHeader className="text-center">
            <CardTitle className="text-xl">
              <h1>{t('page.login.title')}</h1>
            </CardTitle>
            <CardDescription>{t('page.login.desc')}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            {ssoError && <SsoError text={ssoError} />}
            {notice && <SignedOutNotice text={notice} />}
            <LoginForm texts={texts} demo={demo} next={next} sso={sso} />
          </CardContent>
        </Card>
      </div>
    </main>
  );
}

/** Why the user is here: read out once on arrival (a live region), and not by colour alone (an icon and text). */
function SignedOutNotice({ text }: { text: string }) {
  return (
    <p role="status" data-testid="signed-out-notice" className="bg-muted text-foreground flex items-start gap-2 rounded-md border px-3 py-2 text-sm">
      <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
      {text}
    </p>
  );
}
