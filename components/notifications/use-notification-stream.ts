'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { withBasePath } from '@/lib/base-path';
import { notificationEvent } from '@/lib/notifications/kinds';
import { notificationKeys } from './notifications-api';

/**
 * Keeps the notifications live: one EventSource on the stream (the session cookie signs it in), which
 * the browser reconnects by itself, sending the last id it saw (Last-Event-ID). Each notification
 * refreshes the bell's and the inbox's queries; a stream the server ends for a signed-out session stays closed.
 */
export function useNotificationStream(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(withBasePath('/api/user/notifications/stream'));
    const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    source.addEventListener(notificationEvent, refresh);
    source.addEventListener('signedOut', () => source.close());
    return () => source.close();
  }, [queryClient]);
}
