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
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { notify } from '@/lib/client/notify';
import { DemoSection } from '../demo-section';
import { GoalDrawer } from './goal-drawer';

export function OverlaysSection() {
  const t = useTranslations('page.component.general.overlays');
  const profileFields = (prefix: string) => (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${prefix}-name`}>{t('name')}</Label>
        <Input id={`${prefix}-name`} defaultValue="Pedro Duarte" />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${prefix}-username`}>{t('username')}</Label>
        <Input id={`${prefix}-username`} defaultValue="@peduarte" />
      </div>
    </div>
  );

  return (
    <DemoSection title={t('title')} description={t('description')}>
      <div className="flex flex-wrap gap-2">
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="outline">{t('openDialog')}</Button>
          </DialogTrigger>
          <DialogContent className="sm:max-w-md">
            <DialogHeader>
              <DialogTitle>{t('editProfile')}</DialogTitle>
              <DialogDescription>{t('editHint')}</DialogDescription>
            </DialogHeader>
            {profileFields('dialog')}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">{t('cancel')}</Button>
              </DialogClose>
              <DialogClose asChild>
                <Button onClick={() => notify.success(t('saved'))}>{t('save')}</Button>
              </DialogClose>
            </DialogFooter>
          </DialogContent>
        </Dialog>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button variant="destructive">{t('deleteAccount')}</Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{t('confirmTitle')}</AlertDialogTitle>
              <AlertDialogDescription>{t('confirmBody')}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>{t('cancel')}</AlertDialogCancel>
              <AlertDialogAction onClick={() => notify.error(t('deleted'))}>{t('continue')}</AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
        <Sheet>
          <SheetTrigger asChild>
            <Button variant="outline">{t('openSheet')}</Button>
          </SheetTrigger>
          <SheetContent>
            <SheetHeader>
              <SheetTitle>{t('editProfile')}</SheetTitle>
              <SheetDescription>{t('editHint')}</SheetDescription>
            </SheetHeader>
            <div className="px-4">{profileFields('sheet')}</div>
            <SheetFooter>
              <SheetClose asChild>
                <Button onClick={() => notify.success(t('saved'))}>{t('save')}</Button>
              </SheetClose>
            </SheetFooter>
          </SheetContent>
        </Sheet>
        <GoalDrawer />
      </div>
    </DemoSection>
  );
}
