import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { LoginForm } from '@/components/login/login-form';
import { secondStepTexts } from '@/components/login/login-texts';
import { LoginSwitchers } from '@/components/login/login-switchers';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { config } from '@/lib/config';
import { isLocale } from '@/lib/i18n/locales';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('page.login');
  return { title: t('login') };
}

// Translated on the server and handed to two small client islands: no i18n runtime ships to /login.
export default async function LoginPage() {
  const t = await getTranslations();
  const locale = await getLocale();
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
          <span className="bg-primary text-primary-foreground flex size-7 items-center justify-center rounded-md text-sm">A</span>
          {t('common.template')}
        </div>
        <Card>
          <CardHeader className="text-center">
            <CardTitle className="text-xl">
              <h1>{t('page.login.title')}</h1>
            </CardTitle>
            <CardDescription>{t('page.login.desc')}</CardDescription>
          </CardHeader>
          <CardContent>
            <LoginForm texts={texts} demo={demo} />
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
