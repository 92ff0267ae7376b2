'use client';

import { ServerCog } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

export interface EnvironmentProvider {
  id: string;
  name: string;
  issuer: string;
  clientId: string;
  jit: boolean;
}

/** The providers the server's environment sets: shown, never edited here (the environment wins over the table). */
export function EnvironmentProviders({ providers }: { providers: EnvironmentProvider[] }) {
  const t = useTranslations('page.system.ssoprovider');
  return (
    <Card data-testid="environment-providers">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <ServerCog aria-hidden className="size-4" />
          <h2>{t('environment.title')}</h2>
        </CardTitle>
        <CardDescription>{t('environment.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {providers.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('environment.empty')}</p>
        ) : (
          <ul className="divide-y">
            {providers.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
                <span className="font-medium">{p.name}</span>
                <code className="text-muted-foreground text-xs">{p.id}</code>
                <span className="text-muted-foreground min-w-0 break-all">{p.issuer}</span>
                <span className="text-muted-foreground">
                  {t('header.clientId')}: {p.clientId}
                </span>
                {p.jit && <Badge variant="secondary">{t('header.jit')}</Badge>}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
