'use client';

import { useTranslations } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { fieldA11y, FormField } from './form-field';

type NameField = 'nameEn' | 'nameZh';

export interface BilingualNameFieldsProps {
  /** The form's id prefix: the controls are `<prefix>-name-en` and `<prefix>-name-zh`. */
  idPrefix: string;
  /** `form.register('nameEn')` and `form.register('nameZh')`. */
  fields: Record<NameField, UseFormRegisterReturn>;
  errors: Partial<Record<NameField, string | undefined>>;
}

/** The English and the Chinese name of a record stored in both languages, side by side from `sm` up. */
export function BilingualNameFields({ idPrefix, fields, errors }: BilingualNameFieldsProps) {
  const t = useTranslations('common');
  const field = (key: NameField, id: string, lang: string) => (
    <FormField id={id} label={t(key)} error={errors[key]}>
      <Input {...fieldA11y(id, errors[key])} lang={lang} autoComplete="off" {...fields[key]} />
    </FormField>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {field('nameEn', `${idPrefix}-name-en`, 'en')}
      {field('nameZh', `${idPrefix}-name-zh`, 'zh')}
    </div>
  );
}
