'use client';

import { Loader2, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What happens, in a sentence ("These 3 groups will be deleted."). */
  description: string;
  /** What will be removed, one line each (names with ids); listed in a scrolling box. */
  items?: readonly string[];
  /** Label of the confirm button (default: Delete). */
  confirmLabel?: string;
  /** Runs the action; the dialog stays open (buttons disabled) until it settles, and closes when it succeeds. */
  onConfirm: () => Promise<unknown>;
}

/** Asks before a destructive action and names what it removes. */
export function ConfirmDialog({ open, onOpenChange, title, description, items, confirmLabel, onConfirm }: ConfirmDialogProps) {
  const t = useTranslations('button');
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // The client already showed the error; keep the dialog so the user can cancel or retry.
    } finally {
      setPending(false);
    }
  };
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialogContent data-testid="confirm-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {items && items.length > 0 && (
          <ul className="bg-muted/50 max-h-48 overflow-y-auto rounded-md border px-4 py-2 text-sm" data-testid="confirm-items">
            {items.map((item) => (
              <li key={item} className="list-disc py-0.5 ml-2 break-words">
                {item}
              </li>
            ))}
          </ul>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t('cancel')}</AlertDialogCancel>
          <Button variant="destructive" disabled={pending} onClick={() => void confirm()} data-testid="confirm">
            {pending ? <Loader2 className="animate-spin" aria-hidden /> : confirmLabel ? null : <Trash2 aria-hidden />}
            {confirmLabel ?? t('delete')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
