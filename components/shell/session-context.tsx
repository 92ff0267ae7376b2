'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { loginPath, loginReason } from '@/lib/auth/login-return';
import { shellUser, type ShellUser } from '@/lib/auth/shell-user';
import type { UserInfo } from '@/lib/auth/user-info';
import { apiRequest, setSignedOutHandler } from '@/lib/client/api';
import type { HttpError } from '@/lib/client/http';
import { storageKeys, writeLocal } from '@/lib/client/storage';
import { SignInAgain } from './sign-in-again';

interface SessionValue {
  user: ShellUser;
  switchRole: (role: string) => Promise<void>;
  logout: () => Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);
export const userInfoKey = ['user', 'info'] as const;

/** The signed-in user, rendered by the server and kept by TanStack Query on the client. */
export function SessionProvider({ initial, children }: { initial: ShellUser; children: ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const queryClient = useQueryClient();
  const { data, isError, isFetching } = useQuery({
    queryKey: userInfoKey,
    // The cache holds one shape, whether the server rendered it or the API answered it: equal data keeps its reference.
    queryFn: async () => {
      const info = (await apiRequest<UserInfo>('user/userInfo', { toastError: false })).data;
      return info ? shellUser(info) : null;
    },
    initialData: initial,
  });

  // A 401 from any call: the session ended (timed out, revoked) while the page was open. Off to the
  // sign-in page, which says why and comes back here (path and query) after sign-in.
  const leaving = useRef(false);
  useEffect(() => {
    setSignedOutHandler((error: HttpError) => {
      if (leaving.current) return;
      leaving.current = true;
      writeLocal(storageKeys.token, null);
      queryClient.clear();
      router.replace(loginPath(pathname + window.location.search, loginReason(reasonOf(error.data))));
    });
    return () => setSignedOutHandler(undefined);
  }, [queryClient, router, pathname]);

  const logout = useCallback(async () => {
    // Leaving on purpose: a call still in flight (the bell, a preference) that now answers 401 must not
    // send the user to a sign-in that returns here.
    setSignedOutHandler(undefined);
    await apiRequest('user/logout', { method: 'POST', toastError: false }).catch(() => undefined);
    writeLocal(storageKeys.token, null);
    queryClient.clear();
    router.replace('/login');
    router.refresh();
  }, [queryClient, router]);

  const switchRole = useCallback(
    async (role: string) => {
      const before = queryClient.getQueryData<ShellUser | null>(userInfoKey);
      const { data: next } = await apiRequest<UserInfo>('user/currentRole', { body: { role } });
      if (next) queryClient.setQueryData(userInfoKey, shellUser(next));
      // A menu page the new role may not open sends the user on to its first page (no 403 for a
      // deliberate switch); anywhere else (the account, a 403 page) the server renders the page again.
      const lost = before?.currentMenuPermission.includes(pathname) && next && !next.currentMenuPermission.includes(pathname);
      if (lost) router.replace('/');
      router.refresh();
    },
    [queryClient, router, pathname],
  );

  // The spec: a failed or empty user-info refresh logs the user out (token and user cleared).
  // The layout renders the user info again on router.refresh() (a language switch, a role switch):
  // role and group names come back in the new language, so the cache takes them without a reload.
  useEffect(() => {
    queryClient.setQueryData(userInfoKey, initial);
  }, [queryClient, initial]);

  const lost = isError || (!data && !isFetching);
  useEffect(() => {
    if (lost && !leaving.current) void logout();
  }, [lost, logout]);

  const value = useMemo(() => (data ? { user: data, switchRole, logout } : null), [data, switchRole, logout]);
  if (!value) return <ShellLoading />;
  return (
    <SessionContext.Provider value={value}>
      {children}
      <SignInAgain username={value.user.username} />
    </SessionContext.Provider>
  );
}

/** The `reason` of a 401's `data` (`{reason: 'idle', minutes}`), if it has one. */
function reasonOf(data: unknown): string | undefined {
  return typeof data === 'object' && data !== null && 'reason' in data && typeof data.reason === 'string' ? data.reason : undefined;
}

function ShellLoading() {
  const t = useTranslations('common');
  return (
    <div role="status" aria-live="polite" className="text-muted-foreground flex min-h-svh items-center justify-center text-sm">
      <Loader2 className="mr-2 size-4 animate-spin" aria-hidden />
      {t('loading')}
    </div>
  );
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
