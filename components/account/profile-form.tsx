'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useUnsavedInput } from '@/hooks/use-unsaved-input';
import { useForm } from 'react-hook-form';
import { userInfoKey } from '@/components/shell/session-context';
import { contractResolver } from '@/components/resource/form-errors';
import { FormField, RequiredNote, fieldA11y } from '@/components/resource/form-field';
import { contractRequires } from '@/components/resource/required-fields';
import { apiFormSubmit } from '@/components/resource/use-api-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { Profile } from '@/lib/account/profile';
import { profileSchema } from '@/lib/account/schema';
import { notify } from '@/lib/client/notify';
import { accountApi, accountKeys } from './account-api';

type Values = Omit<Profile, 'username'>;
const keys = ['name', 'nameZh', 'email', 'phone'] as const;

/** One's own names, email and phone, checked by the API's contract before sending. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const t = useTranslations('page.account.profile');
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    defaultValues: { name: profile.name, nameZh: profile.nameZh, email: profile.email, phone: profile.phone },
    resolver: contractResolver(profileSchema, (v: Values) => v),
  });
  useUnsavedInput(form.formState.isDirty);
  const errors = form.formState.errors;
  const submit = apiFormSubmit(
    form,
    (values) => accountApi.saveProfile(values, { toastError: false }),
    () => {
      notify.success(t('saved'));
      void queryClient.invalidateQueries({ queryKey: accountKeys.profile });
      void queryClient.invalidateQueries({ queryKey: userInfoKey });
    },
  );
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate data-testid="profile-form">
      <RequiredNote />
      <FormField id="profile-username" label={t('username')}>
        <Input id="profile-username" value={profile.username} readOnly disabled />
      </FormField>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {keys.map((key) => (
          <FormField
            key={key}
            id={`profile-${key}`}
            label={t(key)}
            error={errors[key]?.message}
            hint={key === 'nameZh' ? t('nameZhHint') : undefined}
            required={contractRequires(profileSchema, key)}
          >
            <Input
              {...fieldA11y(`profile-${key}`, errors[key]?.message, contractRequires(profileSchema, key))}
              type={key === 'email' ? 'email' : 'text'}
              {...form.register(key)}
            />
          </FormField>
        ))}
      </div>
      <div>
        <Button type="submit" size="sm" disabled={form.formState.isSubmitting} data-testid="profile-save">
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
