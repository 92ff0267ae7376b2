'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { RotateCcw, Send } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { Separator } from '@/components/ui/separator';
import { notify } from '@/lib/client/notify';
import { DemoHeader } from '../demo-section';
import { ChoiceFields } from './choice-fields';
import { DateFields } from './date-fields';
import { ExtraFields } from './extra-fields';
import { emptyProfile, profileSchema, type ProfileValues } from './form-schema';
import { SubmittedDialog } from './submitted-dialog';
import { TextFields } from './text-fields';
import { ToggleFields } from './toggle-fields';

function Group({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 lg:grid-cols-[14rem_1fr] lg:gap-8">
      <legend className="sr-only">{title}</legend>
      <div className="grid content-start gap-1" aria-hidden>
        <h2 className="font-semibold">{title}</h2>
        <p className="text-muted-foreground text-sm">{description}</p>
      </div>
      <div className="min-w-0">{children}</div>
    </fieldset>
  );
}

/** /component/form: one validated form with every kind of field; submitting shows the values. */
export function FormDemo() {
  const t = useTranslations('page.component.form');
  const [submitted, setSubmitted] = useState<ProfileValues | null>(null);
  const form = useForm<ProfileValues>({ resolver: zodResolver(profileSchema), defaultValues: emptyProfile, mode: 'onTouched' });

  const groups = [
    { key: 'account', body: <TextFields /> },
    { key: 'choices', body: <ChoiceFields /> },
    { key: 'preferences', body: <ToggleFields /> },
    { key: 'schedule', body: <DateFields /> },
    { key: 'extras', body: <ExtraFields /> },
  ] as const;

  return (
    <div className="flex flex-col gap-6">
      <DemoHeader title={t('title')} description={t('description')} />
      <Form {...form}>
        <form
          noValidate
          onSubmit={form.handleSubmit(setSubmitted, () => notify.error(t('fixErrors')))}
          onReset={(e) => {
            e.preventDefault();
            form.reset(emptyProfile);
          }}
        >
          <Card>
            <CardContent className="grid gap-8">
              {groups.map((g, i) => (
                <div key={g.key} className="grid gap-8">
                  {i > 0 ? <Separator /> : null}
                  <Group title={t(`groups.${g.key}`)} description={t(`groups.${g.key}Hint`)}>
                    {g.body}
                  </Group>
                </div>
              ))}
            </CardContent>
            <CardFooter className="flex-col-reverse gap-2 border-t sm:flex-row sm:justify-end">
              <Button type="reset" variant="outline" className="w-full sm:w-auto">
                <RotateCcw /> {t('reset')}
              </Button>
              <Button type="submit" className="w-full sm:w-auto" data-testid="form-submit">
                <Send /> {t('submit')}
              </Button>
            </CardFooter>
          </Card>
        </form>
      </Form>
      <SubmittedDialog values={submitted} onClose={() => setSubmitted(null)} />
    </div>
  );
}
