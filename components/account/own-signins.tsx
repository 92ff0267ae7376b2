'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { DateTime } from '@/components/custom/date-time';
import { signinApi, signinKeys } from '@/resources/signins/ui/signin-api';
import { SigninResultBadge } from '@/resources/signins/ui/signin-result-badge';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { AccountSection } from './account-section';

/** One's own last 20 sign-in attempts: one not made by oneself means someone tried the username. */
export function OwnSignins() {
  const t = useTranslations();
  const signins = useQuery({ queryKey: signinKeys.own(), queryFn: signinApi.own });
  const h = (key: string) => t(`page.account.signins.header.${key}`);
  return (
    <AccountSection testId="own-signins" title={t('page.account.signins.title')} description={t('page.account.signins.description')}>
      {signins.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : (
        <Table aria-label={t('page.account.signins.title')}>
          <TableHeader>
            <TableRow>
              {['at', 'result', 'address', 'browser'].map((key) => (
                <TableHead key={key}>{h(key)}</TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {(signins.data ?? []).map((row) => (
              <TableRow key={row.id} data-testid="own-signin">
                <TableCell>
                  <DateTime value={row.at} />
                </TableCell>
                <TableCell>
                  <SigninResultBadge result={row.result} />
                </TableCell>
                <TableCell className="font-mono text-xs">{row.address}</TableCell>
                <TableCell className="text-sm">{[row.browser, row.os].filter(Boolean).join(' · ')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </AccountSection>
  );
}
