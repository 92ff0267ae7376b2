import { KeyRound, Network, ShieldCheck, Users } from 'lucide-react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DashboardCharts } from '@/components/demos/dashboard/dashboard-charts';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { requirePage } from '@/lib/auth/page-session';
import { summaryCounts } from '@/lib/dashboard/service';
import { DashboardWidgets } from './widgets';
import { KeptPage } from '@/components/shell/tabs/kept-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('menu'))('dashboard') };
}

export default async function DashboardPage() {
  const session = await requirePage('/dashboard');
  const t = await getTranslations('page.dashboard');
  const counts = await summaryCounts(session);
  const cards = [
    { key: 'users', value: counts.usersEstimated ? t('about', { count: counts.users }) : counts.users, icon: Users },
    { key: 'roles', value: counts.roles, icon: ShieldCheck },
    { key: 'groups', value: counts.groups, icon: Network },
    { key: 'permissions', value: counts.permissions, icon: KeyRound },
  ] as const;
  return (
    <KeptPage>
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t('welcome', { name: session.user.name })}</h1>
        <p className="text-muted-foreground text-sm">{t('subtitle')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map(({ key, value, icon: Icon }) => (
          <Card key={key} data-testid={`summary-${key}`}>
            <CardHeader>
              <CardDescription className="flex items-center justify-between">
                {t(key)}
                <Icon className="size-4" aria-hidden />
              </CardDescription>
              <CardTitle className="text-3xl tabular-nums">{value}</CardTitle>
            </CardHeader>
          </Card>
        ))}
      </div>
      <DashboardWidgets />
      <DashboardCharts />
    </KeptPage>
  );
}
