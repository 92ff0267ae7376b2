'use client';

import { Eye, EyeOff } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, type ComponentProps } from 'react';
import { PasswordStrength } from '@/components/password/password-strength';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { DemoField } from './form-field';

/** A password input with a reveal button; `strength` adds the strength meter under it (a new password). */
function PasswordInput({ strength, ...props }: ComponentProps<typeof Input> & { strength?: boolean }) {
  const t = useTranslations('page.component.form');
  const [shown, setShown] = useState(false);
  const input = (
    <div className="relative">
      <Input {...props} type={shown ? 'text' : 'password'} className="pr-10" />
      <Button
        type="button"
        variant="ghost"
        size="icon-sm"
        className="absolute top-1/2 right-0.5 -translate-y-1/2"
        aria-label={shown ? t('hidePassword') : t('showPassword')}
        onClick={() => setShown((v) => !v)}
      >
        {shown ? <EyeOff /> : <Eye />}
      </Button>
    </div>
  );
  if (!strength) return input;
  return (
    <div className="grid gap-1.5">
      {input}
      <PasswordStrength id={`${props.id ?? 'password'}-strength`} password={typeof props.value === 'string' ? props.value : ''} userInputs={[]} />
    </div>
  );
}

/** Input, email, password (with reveal), number and textarea. */
export function TextFields() {
  const t = useTranslations('page.component.form.placeholders');
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <DemoField name="username" hint>
        {(field) => <Input {...field} placeholder={t('username')} autoComplete="username" />}
      </DemoField>
      <DemoField name="email">
        {(field) => <Input {...field} type="email" placeholder={t('email')} autoComplete="email" />}
      </DemoField>
      <DemoField name="password" hint>
        {(field) => <PasswordInput {...field} autoComplete="new-password" strength />}
      </DemoField>
      <DemoField name="confirm">
        {(field) => <PasswordInput {...field} autoComplete="new-password" />}
      </DemoField>
      <DemoField name="age">
        {({ value, onChange, ...field }) => (
          <Input
            {...field}
            type="number"
            inputMode="numeric"
            min={18}
            max={120}
            placeholder={t('age')}
            value={value ?? ''}
            onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.valueAsNumber)}
          />
        )}
      </DemoField>
      <DemoField name="bio" className="md:row-span-2">
        {(field) => <Textarea {...field} rows={4} placeholder={t('bio')} className="min-h-24" />}
      </DemoField>
    </div>
  );
}
