/**
 * What a notification is about (the `kind` column); each has a message `notifications.kind.<kind>` in
 * both languages, which its `data` fills in. Shared with the browser.
 */
export const notificationKinds = ['notice', 'password', 'mfa', 'signin', 'signedOut', 'import'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** One notification as the API answers it (the list and the event stream). */
export interface NotificationItem {
  id: number;
  at: string;
  kind: NotificationKind;
  data: Record<string, string | number>;
  read: boolean;
}

/** The event stream's event name for a notification (`event: notification`). */
export const notificationEvent = 'notification';
