import { apiRequest } from '@/lib/client/api';
import type { NotificationItem } from '@/lib/notifications/kinds';
import type { NotificationReadInput } from '@/lib/notifications/schema';

export interface NotificationPage {
  list: NotificationItem[];
  unread: number;
  next: number | null;
}

export const notificationKeys = {
  all: ['notifications'] as const,
  latest: ['notifications', 'latest'] as const,
  inbox: (unreadOnly: boolean) => ['notifications', 'inbox', unreadOnly] as const,
};

/** The bell's cap (lib/notifications/inbox.ts counts up to 1000). */
export const unreadShown = (count: number) => (count >= 1000 ? '999+' : String(count));

export const notificationsApi = {
  // POST /api/user/notifications
  page: async (body: { before?: number; pageSize?: number; unreadOnly?: boolean }) =>
    (await apiRequest<NotificationPage>('user/notifications', { body })).data ?? { list: [], unread: 0, next: null },
  // POST /api/user/notifications/read
  read: async (body: NotificationReadInput) => (await apiRequest<{ unread: number }>('user/notifications/read', { body })).data,
};
