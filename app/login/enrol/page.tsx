import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { EnrolForm } from '@/components/login/enrol-form';
import { enrolTexts } from '@/components/login/login-texts';
import { LoginSwitchers } from '@/components/login/login-switchers';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { isLocale } from '@/lib/i18n/locales';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('page.login.enrol');
  return { title: t('title') };
}

// Public, as /login: it holds no data. The ticket the password step left in this tab reaches only the
// enrolment endpoints (lib/auth/mfa/enrol.ts); enabling the factor answers the session.
export default async function EnrolPage() {
  const t = await getTranslations();
  const locale = await getLocale();
  return (
    <main className="bg-muted/40 relative flex min-h-svh flex-col items-center justify-center p-6">
      <div className="absolute top-4 right-4">
        <LoginSwitchers
          locale={isLocale(locale) ? locale : 'en'}
          labels={{ language: t('a11y.language'), theme: t('a11y.theme'), light: t('theme.light'), dark: t('theme.dark'), system: t('theme.system') }}
        />
      </div>
      <div className="flex w-full max-w-md flex-col gap-6 pt-12 sm:pt-0">
        <Card>
          <CardHeader className="text-center">
            <CardTitle className="text-xl">
              <h1>{t('page.login.enrol.title')}</h1>
            </CardTitle>
            <CardDescription>{t('page.login.enrol.description')}</CardDescription>
          </CardHeader>
          <CardContent>
            <EnrolForm texts={enrolTexts(t)} />
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
