'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LogOut, Monitor } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useDateTime } from '@/components/custom/date-time';
import { useSession } from '@/components/shell/session-context';
import { sessionApi, sessionKeys, type SessionItem } from '@/resources/sessions/ui/session-api';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/lib/client/notify';
import { AccountSection } from './account-section';

/** One's own sessions, this device first and marked; sign out one, or every other. */
export function OwnSessions() {
  const t = useTranslations('page.account.sessions');
  const locale = useLocale();
  const when = useDateTime();
  const queryClient = useQueryClient();
  const { logout } = useSession();
  const sessions = useQuery({ queryKey: sessionKeys.own(locale), queryFn: sessionApi.own });
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionKeys.all });
  const signOut = async (row: SessionItem) => {
    const answer = await sessionApi.signOutOwn([row.id]);
    if (answer.data?.signedOutSelf) return logout();
    notify.success(t('signedOut'));
    await refresh();
  };
  const signOutOthers = async () => {
    const answer = await sessionApi.signOutOthers();
    if (answer.message) notify.success(answer.message);
    await refresh();
  };
  const rows = [...(sessions.data ?? [])].sort((a, b) => Number(b.current) - Number(a.current));
  const others = rows.some((row) => !row.current);
  return (
    <AccountSection
      testId="own-sessions"
      title={t('title')}
      description={t('description')}
      action={
        others && (
          <Button variant="outline" size="sm" onClick={() => void signOutOthers().catch(() => undefined)} data-testid="sign-out-others">
            {t('signOutOthers')}
          </Button>
        )
      }
    >
      {sessions.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : (
        <ul className="divide-y">
          {rows.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center gap-3 py-3" data-testid="own-session" data-current={row.current}>
              <Monitor aria-hidden className="text-muted-foreground size-5 shrink-0" />
              <div className="flex min-w-0 flex-1 flex-col text-sm">
                <span className="flex flex-wrap items-center gap-2 font-medium">
                  {[row.browser, row.os].filter(Boolean).join(' · ') || t('unknownAgent')}
                  {row.current && <Badge variant="secondary">{t('thisDevice')}</Badge>}
                </span>
                {/* Lines break between the parts, never inside a date (a CJK one has no space to break at). */}
                <span className="text-muted-foreground flex flex-wrap gap-x-1 text-xs" data-testid="own-session-times">
                  <span className="break-all">{row.address}</span>
                  <span aria-hidden>·</span>
                  <span className="whitespace-nowrap tabular-nums">{t('since', { time: when(row.signedInAt) })}</span>
                  <span aria-hidden>·</span>
                  <span className="whitespace-nowrap tabular-nums">{t('active', { time: when(row.lastActiveAt) })}</span>
                </span>
              </div>
              {!row.current && (
                <Button variant="ghost" size="sm" onClick={() => void signOut(row).catch(() => undefined)} data-testid="own-session-sign-out">
                  <LogOut aria-hidden />
                  {t('signOut')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </AccountSection>
  );
}
