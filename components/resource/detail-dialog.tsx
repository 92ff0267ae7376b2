'use client';

import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';

export interface DetailField {
  label: string;
  value: ReactNode;
}

export interface DetailDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Under the title (e.g. the record's id). */
  description?: string;
  /** `undefined` while loading (skeleton lines). */
  fields: readonly DetailField[] | undefined;
}

/** A read-only record: label/value pairs. */
export function DetailDialog({ open, onOpenChange, title, description, fields }: DetailDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="detail-dialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className={description ? undefined : 'sr-only'}>{description ?? title}</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
          {fields
            ? fields.map((field) => (
                <div key={field.label} className="contents">
                  <dt className="text-muted-foreground">{field.label}</dt>
                  <dd className="min-w-0 break-words">{field.value}</dd>
                </div>
              ))
            : Array.from({ length: 5 }, (_, i) => <Skeleton key={i} className="col-span-2 h-5" />)}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
