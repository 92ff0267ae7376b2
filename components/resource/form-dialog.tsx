'use client';

import { Loader2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/utils';

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The form's fields; the dialog renders the <form>, Cancel and Save. */
  children: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  testId?: string;
  /** Classes of the dialog box (e.g. a wider `sm:max-w-2xl` for a long form). */
  className?: string;
  /** The ids of the controls to focus on opening, in order: the first in the dialog is focused (else the first focusable element). */
  initialFocus?: readonly string[];
}

/** A dialog around a form: title, description, fields, Cancel and Save (spinner while saving). */
export function FormDialog({ open, onOpenChange, title, description, children, onSubmit, pending, testId, className, initialFocus }: FormDialogProps) {
  const t = useTranslations('button');
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent
        className={cn('max-h-[calc(100svh-2rem)] overflow-y-auto', className)}
        data-testid={testId}
        onOpenAutoFocus={(event) => {
          const target = initialFocus?.map((id) => document.getElementById(id)).find((element) => element !== null);
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={pending} data-testid="form-save">
              {pending && <Loader2 className="animate-spin" aria-hidden />}
              {t('save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
