'use client';

import { useTranslations } from 'next-intl';
import { useFormContext } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Slider } from '@/components/ui/slider';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/utils';
import { DemoField } from './form-field';
import { useFormOptions } from './form-options';
import type { ProfileValues } from './form-schema';

/** Radio group (as cards), range slider, switch and checkbox. */
export function ToggleFields() {
  const t = useTranslations('page.component.form');
  const { control } = useFormContext<ProfileValues>();
  const { plans } = useFormOptions();
  return (
    <div className="grid gap-4">
      <DemoField name="plan">
        {({ value, onChange, ref, disabled }, invalid) => (
          <RadioGroup ref={ref} value={value ?? ''} onValueChange={onChange} disabled={disabled} className="grid gap-3 sm:grid-cols-3">
            {plans.map((p) => (
              <Label
                key={p.value}
                className={cn(
                  'hover:bg-muted/40 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5 flex cursor-pointer items-start gap-3 rounded-lg border p-3 font-normal',
                  invalid && 'border-destructive',
                )}
              >
                <RadioGroupItem value={p.value} aria-label={p.label} className="mt-0.5" />
                <span className="grid gap-1">
                  <span className="font-medium">{p.label}</span>
                  <span className="text-muted-foreground text-xs">{p.hint}</span>
                </span>
              </Label>
            ))}
          </RadioGroup>
        )}
      </DemoField>
      <DemoField name="budget" hint>
        {({ value, onChange, ref, disabled }) => (
          <div className="grid gap-2 pt-1">
            <Slider ref={ref} value={value} onValueChange={(v) => onChange([v[0] ?? 0, v[1] ?? 0])} min={0} max={100} step={5} minStepsBetweenThumbs={1} disabled={disabled} aria-label={t('fields.budget')} />
            <div className="text-muted-foreground flex justify-between text-xs tabular-nums">
              <span>{t('budgetValue', { value: value?.[0] ?? 0 })}</span>
              <span>{t('budgetValue', { value: value?.[1] ?? 0 })}</span>
            </div>
          </div>
        )}
      </DemoField>
      <FormField
        control={control}
        name="newsletter"
        render={({ field }) => (
          <FormItem className="flex flex-row items-center justify-between gap-4 rounded-lg border p-3" data-testid="field-newsletter">
            <div className="grid gap-1">
              <FormLabel>{t('fields.newsletter')}</FormLabel>
              <p className="text-muted-foreground text-sm">{t('fields.newsletterHint')}</p>
            </div>
            <FormControl>
              <Switch checked={field.value} onCheckedChange={field.onChange} ref={field.ref} onBlur={field.onBlur} />
            </FormControl>
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="terms"
        render={({ field }) => (
          <FormItem className="gap-1.5" data-testid="field-terms">
            <div className="flex items-center gap-3">
              <FormControl>
                <Checkbox checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} ref={field.ref} onBlur={field.onBlur} />
              </FormControl>
              <FormLabel className="font-normal">{t('fields.terms')}</FormLabel>
            </div>
            <FormMessage formatMessage={(id) => t(`validation.${id}`)} />
          </FormItem>
        )}
      />
    </div>
  );
}
