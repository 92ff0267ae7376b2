'use client';

import { BellRing, Check, TrendingUp } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { DemoSection } from '../demo-section';

const notices = ['notice1', 'notice2', 'notice3'] as const;
const frameworks = ['next', 'remix', 'astro', 'nuxt'] as const;

export function CardsSection() {
  const t = useTranslations('page.component.general.cards');
  return (
    <DemoSection
      title={t('title')}
      description={t('description')}
      className="xl:col-span-2"
      contentClassName="grid items-start gap-4 md:grid-cols-2 2xl:grid-cols-3"
    >
      <div className="grid gap-4">
        {(['revenue', 'customers'] as const).map((key) => (
          <Card key={key} className="gap-3 py-5">
            <CardHeader className="px-5">
              <CardDescription>{t(`${key}.label`)}</CardDescription>
              <CardTitle className="text-2xl font-semibold tabular-nums">{t(`${key}.value`)}</CardTitle>
              <CardAction>
                <Badge variant="outline">
                  <TrendingUp /> {t(`${key}.change`)}
                </Badge>
              </CardAction>
            </CardHeader>
            <CardFooter className="text-muted-foreground px-5 text-sm">{t(`${key}.note`)}</CardFooter>
          </Card>
        ))}
      </div>
      <Card className="gap-4 py-5">
        <CardHeader className="px-5">
          <CardTitle>{t('notifications')}</CardTitle>
          <CardDescription>{t('unread', { count: notices.length })}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3 px-5">
          <div className="flex items-center gap-3 rounded-md border p-3">
            <BellRing className="size-4 shrink-0" />
            <span className="flex-1 text-sm font-medium">{t('push')}</span>
            <Switch aria-label={t('push')} defaultChecked />
          </div>
          {notices.map((n) => (
            <div key={n} className="grid grid-cols-[8px_1fr] items-start gap-2 text-sm">
              <span className="mt-1.5 size-2 rounded-full bg-sky-500" />
              {t(n)}
            </div>
          ))}
        </CardContent>
        <CardFooter className="px-5">
          <Button className="w-full">
            <Check /> {t('markRead')}
          </Button>
        </CardFooter>
      </Card>
      <Card className="gap-4 py-5 md:col-span-2 2xl:col-span-1">
        <CardHeader className="px-5">
          <CardTitle>{t('project.title')}</CardTitle>
          <CardDescription>{t('project.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 px-5">
          <div className="grid gap-2">
            <Label htmlFor="card-project-name">{t('project.name')}</Label>
            <Input id="card-project-name" placeholder={t('project.namePlaceholder')} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="card-project-framework">{t('project.framework')}</Label>
            <Select>
              <SelectTrigger id="card-project-framework" className="w-full">
                <SelectValue placeholder={t('project.select')} />
              </SelectTrigger>
              <SelectContent>
                {frameworks.map((f) => (
                  <SelectItem key={f} value={f}>
                    {t(`project.${f}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </CardContent>
        <CardFooter className="justify-between gap-2 px-5">
          <Button variant="outline">{t('project.cancel')}</Button>
          <Button>{t('project.deploy')}</Button>
        </CardFooter>
      </Card>
    </DemoSection>
  );
}
