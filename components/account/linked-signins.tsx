'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link2, Unlink } from 'lucide-react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useDateTime } from '@/components/custom/date-time';
import { SsoError } from '@/components/login/sso-error';
import { ConfirmDialog } from '@/components/resource/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ssoErrorCode } from '@/lib/auth/sso-errors';
import { notify } from '@/lib/client/notify';
import { AccountSection } from './account-section';
import { ssoApi, ssoKeys, type LinkedIdentity } from './sso-api';

/**
 * The account page's linked sign-ins: identities at single sign-on providers that sign this user in.
 * Link one through the provider (the callback comes back here with `?linked=1` or `?ssoError=<code>`),
 * unlink one (the server asks for a recent re-authentication).
 */
export function LinkedSignins() {
  const t = useTranslations('page.account.sso');
  const tError = useTranslations('ssoError');
  const when = useDateTime();
  const queryClient = useQueryClient();
  const own = useQuery({ queryKey: ssoKeys.own, queryFn: ssoApi.own });
  const [unlinking, setUnlinking] = useState<LinkedIdentity | null>(null);
  const [starting, setStarting] = useState<string | null>(null);
  const outcome = useCallbackOutcome();

  useEffect(() => {
    if (outcome === 'linked') notify.success(t('linked'));
  }, [outcome, t]);

  const link = async (provider: string) => {
    setStarting(provider);
    try {
      const url = await ssoApi.link(provider);
      if (url) window.location.assign(url);
    } finally {
      setStarting(null);
    }
  };
  const unlink = async (identity: LinkedIdentity) => {
    await ssoApi.unlink(identity);
    notify.success(t('unlinked'));
    setUnlinking(null);
    await queryClient.invalidateQueries({ queryKey: ssoKeys.own });
  };
  const data = own.data;
  return (
    <AccountSection testId="linked-signins" title={t('title')} description={t('description')}>
      {outcome !== null && outcome !== 'linked' && (
        <SsoError text={tError(outcome)} className="mb-3" />
      )}
      {!data ? (
        <Skeleton className="h-16 w-full" />
      ) : (
        <div className="flex flex-col gap-3">
          {data.linked.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t('empty')}</p>
          ) : (
            <ul className="divide-y">
              {data.linked.map((row) => (
                <li key={`${row.issuer} ${row.subject}`} className="flex flex-wrap items-center gap-3 py-3" data-testid="linked-signin">
                  <Link2 aria-hidden className="text-muted-foreground size-5 shrink-0" />
                  <div className="flex min-w-0 flex-1 flex-col text-sm">
                    <span className="font-medium">{row.provider ?? t('unknownProvider')}</span>
                    <span className="text-muted-foreground text-xs break-all">{row.issuer}</span>
                    <span className="text-muted-foreground flex flex-wrap gap-x-1 text-xs">
                      <span className="break-all">{t('subject', { subject: row.subject })}</span>
                      <span aria-hidden>·</span>
                      <span className="whitespace-nowrap tabular-nums">{t('linkedAt', { when: when(row.createdAt) })}</span>
                      {row.lastSignedInAt && <span className="whitespace-nowrap tabular-nums">· {t('lastUsed', { when: when(row.lastSignedInAt) })}</span>}
                    </span>
                  </div>
                  <Button variant="ghost" size="sm" onClick={() => setUnlinking(row)} data-testid="linked-signin-unlink">
                    <Unlink aria-hidden />
                    {t('unlink')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {data.providers.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t('noProviders')}</p>
          ) : (
            <div className="flex flex-wrap gap-2">
              {data.providers.map((p) => (
                <Button key={p.id} variant="outline" size="sm" disabled={starting !== null} onClick={() => void link(p.id)} data-testid="sso-link">
                  <Link2 aria-hidden />
                  {t('link', { name: p.name })}
                </Button>
              ))}
            </div>
          )}
        </div>
      )}
      {unlinking && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setUnlinking(null)}
          title={t('unlinkTitle')}
          description={t('unlinkDesc')}
          items={[`${unlinking.provider ?? unlinking.issuer} · ${unlinking.subject}`]}
          confirmLabel={t('unlink')}
          onConfirm={() => unlink(unlinking)}
        />
      )}
    </AccountSection>
  );
}

/** What the link's callback said (`?linked=1`, `?ssoError=<code>`), read once; the query is then cleared. */
function useCallbackOutcome() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const linked = params.get('linked');
  const error = params.get('ssoError');
  const [outcome] = useState(() => (error !== null ? ssoErrorCode(error) : linked !== null ? 'linked' : null));
  useEffect(() => {
    if (linked !== null || error !== null) router.replace(pathname);
  }, [linked, error, router, pathname]);
  return outcome;
}
