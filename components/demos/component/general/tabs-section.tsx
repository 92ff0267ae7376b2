'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { DemoSection } from '../demo-section';

export function TabsSection() {
  const t = useTranslations('page.component.general.tabs');
  return (
    <DemoSection title={t('title')} description={t('description')}>
      <Tabs defaultValue="account" className="w-full">
        <TabsList>
          <TabsTrigger value="account">{t('account')}</TabsTrigger>
          <TabsTrigger value="password">{t('password')}</TabsTrigger>
          <TabsTrigger value="disabled" disabled>
            {t('disabled')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="account" className="grid gap-3 rounded-lg border p-4">
          <p className="text-muted-foreground text-sm">{t('accountHint')}</p>
          <div className="grid gap-2">
            <Label htmlFor="tabs-name">{t('name')}</Label>
            <Input id="tabs-name" defaultValue="Pedro Duarte" />
          </div>
          <Button className="w-fit">{t('save')}</Button>
        </TabsContent>
        <TabsContent value="password" className="grid gap-3 rounded-lg border p-4">
          <p className="text-muted-foreground text-sm">{t('passwordHint')}</p>
          <div className="grid gap-2">
            <Label htmlFor="tabs-current">{t('current')}</Label>
            <Input id="tabs-current" type="password" />
          </div>
          <Button className="w-fit">{t('change')}</Button>
        </TabsContent>
      </Tabs>
    </DemoSection>
  );
}
