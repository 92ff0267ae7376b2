'use client';

import { useTranslations } from 'next-intl';
import type { ReactElement } from 'react';
import { useFormContext, type ControllerRenderProps, type FieldPath } from 'react-hook-form';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { cn } from '@/lib/utils';
import type { ProfileValues } from './form-schema';

interface DemoFieldProps<N extends FieldPath<ProfileValues>> {
  name: N;
  /** Message key under `page.component.form.fields` (label) and `…fields.<name>Hint` when `hint`. */
  hint?: boolean;
  className?: string;
  /** Renders the control; `invalid` is for controls that draw their own error state. */
  children: (field: ControllerRenderProps<ProfileValues, N>, invalid: boolean) => ReactElement;
}

/** One labelled form field with its hint and its translated validation message. */
export function DemoField<N extends FieldPath<ProfileValues>>({ name, hint, className, children }: DemoFieldProps<N>) {
  const t = useTranslations('page.component.form');
  const { control } = useFormContext<ProfileValues>();
  const label: string = `fields.${name}`;
  return (
    <FormField
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormItem className={cn('content-start', className)} data-testid={`field-${name}`}>
          <FormLabel>{t(label)}</FormLabel>
          <FormControl>{children(field, !!fieldState.error)}</FormControl>
          {hint ? <FormDescription>{t(`${label}Hint`)}</FormDescription> : null}
          <FormMessage formatMessage={(id) => t(`validation.${id}`)} />
        </FormItem>
      )}
    />
  );
}
