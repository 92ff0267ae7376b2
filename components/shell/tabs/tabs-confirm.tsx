'use client';

import { useTranslations } from 'next-intl';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { useWorkspaceTabs } from './tabs-context';
import { useTabTitle } from './use-tab-title';

/** Asks before closing tabs that hold unsaved input (a close, or the tab limit making room). */
export function TabsConfirm() {
  const t = useTranslations('tabs');
  const tabs = useWorkspaceTabs();
  const title = useTabTitle();
  const unsaved = tabs?.confirming?.filter((tab) => tabs.dirty.has(tab.path)) ?? [];
  return (
    <AlertDialog open={unsaved.length > 0} onOpenChange={(open) => !open && tabs?.answer(false)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('unsavedTitle')}</AlertDialogTitle>
          <AlertDialogDescription>{t('unsavedBody', { titles: unsaved.map((tab) => title(tab.path)).join(', ') })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('keep')}</AlertDialogCancel>
          <AlertDialogAction data-testid="tabs-discard" onClick={() => tabs?.answer(true)}>
            {t('discard')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
