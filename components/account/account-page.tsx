'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Skeleton } from '@/components/ui/skeleton';
import { accountApi, accountKeys } from './account-api';
import { AccountSection } from './account-section';
import { LinkedSignins } from './linked-signins';
import { OwnAvatar } from './own-avatar';
import { OwnPreferences } from './own-preferences';
import { OwnSessions } from './own-sessions';
import { OwnSignins } from './own-signins';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { Passkeys } from './passkeys';
import { SecondFactor } from './second-factor';
import { OwnKeys } from '@/resources/keys/ui/own-keys';

/** /account: every signed-in user's own profile, password, second factor, passkeys, linked sign-ins, API keys, sessions and recent sign-ins. */
export function AccountPage() {
  const t = useTranslations('page.account');
  const profile = useQuery({ queryKey: accountKeys.profile, queryFn: accountApi.profile });
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-muted-foreground text-sm">{t('description')}</p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <AccountSection testId="profile" title={t('profile.title')} description={t('profile.description')}>
          {profile.data ? <ProfileForm key={JSON.stringify(profile.data)} profile={profile.data} /> : <Skeleton className="h-48 w-full" />}
        </AccountSection>
        <AccountSection testId="password" title={t('password.title')} description={t('password.description')}>
          <PasswordForm username={profile.data?.username} />
        </AccountSection>
      </div>
      <OwnAvatar />
      <OwnPreferences />
      <SecondFactor />
      <Passkeys />
      <LinkedSignins />
      <OwnKeys />
      <OwnSessions />
      <OwnSignins />
    </div>
  );
}
