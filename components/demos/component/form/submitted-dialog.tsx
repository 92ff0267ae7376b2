'use client';

import { format } from 'date-fns';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { ProfileValues } from './form-schema';

/** The submitted values as JSON: dates as yyyy-MM-dd, files as their names and sizes. */
function toJson(values: ProfileValues): string {
  const plain = {
    ...values,
    birthday: format(values.birthday, 'yyyy-MM-dd'),
    stay: values.stay?.from && values.stay.to ? [format(values.stay.from, 'yyyy-MM-dd'), format(values.stay.to, 'yyyy-MM-dd')] : null,
    attachments: values.attachments.map((a) => ({ name: a.name, size: a.size })),
    password: '•'.repeat(values.password.length),
    confirm: '•'.repeat(values.confirm.length),
  };
  return JSON.stringify(plain, null, 2);
}

export function SubmittedDialog({ values, onClose }: { values: ProfileValues | null; onClose: () => void }) {
  const t = useTranslations('page.component.form');
  return (
    <Dialog open={values !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('submittedTitle')}</DialogTitle>
          <DialogDescription>{t('submittedHint')}</DialogDescription>
        </DialogHeader>
        <pre data-testid="submitted-values" className="bg-muted max-h-[60vh] overflow-auto rounded-lg p-4 font-mono text-xs leading-relaxed">
          {values ? toJson(values) : null}
        </pre>
        <DialogFooter>
          <DialogClose asChild>
            <Button>{t('close')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
