'use client';

import { Minus, Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Drawer,
  DrawerClose,
  DrawerContent,
  DrawerDescription,
  DrawerFooter,
  DrawerHeader,
  DrawerTitle,
  DrawerTrigger,
} from '@/components/ui/drawer';
import { notify } from '@/lib/client/notify';

const week = [4, 3, 2, 3, 2, 2, 3] as const;

/** A bottom drawer (vaul) with a small stepper: the shadcn "move goal" example. */
export function GoalDrawer() {
  const t = useTranslations('page.component.general.overlays');
  const [goal, setGoal] = useState(350);
  const change = (delta: number) => setGoal((g) => Math.max(200, Math.min(400, g + delta)));

  return (
    <Drawer>
      <DrawerTrigger asChild>
        <Button variant="outline">{t('openDrawer')}</Button>
      </DrawerTrigger>
      <DrawerContent>
        <div className="mx-auto w-full max-w-sm">
          <DrawerHeader>
            <DrawerTitle>{t('goalTitle')}</DrawerTitle>
            <DrawerDescription>{t('goalHint')}</DrawerDescription>
          </DrawerHeader>
          <div className="p-4 pb-0">
            <div className="flex items-center justify-center gap-2">
              <Button variant="outline" size="icon" className="size-8 rounded-full" onClick={() => change(-10)} disabled={goal <= 200} aria-label={t('decrease')}>
                <Minus />
              </Button>
              <div className="flex-1 text-center">
                <div className="text-7xl font-bold tracking-tighter tabular-nums">{goal}</div>
                <div className="text-muted-foreground text-[0.70rem] uppercase">{t('caloriesPerDay')}</div>
              </div>
              <Button variant="outline" size="icon" className="size-8 rounded-full" onClick={() => change(10)} disabled={goal >= 400} aria-label={t('increase')}>
                <Plus />
              </Button>
            </div>
            <div className="mt-4 flex h-24 items-end gap-2" aria-hidden>
              {week.map((v, i) => (
                <div key={i} className="bg-primary/80 flex-1 rounded-t" style={{ height: `${(v / 4) * 100}%` }} />
              ))}
            </div>
          </div>
          <DrawerFooter>
            <DrawerClose asChild>
              <Button onClick={() => notify.success(t('goalSaved', { goal }))}>{t('submit')}</Button>
            </DrawerClose>
            <DrawerClose asChild>
              <Button variant="outline">{t('cancel')}</Button>
            </DrawerClose>
          </DrawerFooter>
        </div>
      </DrawerContent>
    </Drawer>
  );
}
