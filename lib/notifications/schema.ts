import { z } from 'zod';

const notificationId = z.number().int().min(1).max(2_147_483_647);

/** `POST /api/user/notifications`: newest first, `pageSize` at a time, older than `before` (the last page's `next`). */
export const notificationListSchema = z.strictObject({
  before: notificationId.optional(),
  pageSize: z.number().int().min(1).max(100).default(20),
  unreadOnly: z.boolean().default(false),
});

/** `POST /api/user/notifications/read`: the ids to mark read (all of them one's own), or all. */
export const notificationReadSchema = z.union([
  z.strictObject({ ids: z.array(notificationId).min(1).max(1000) }),
  z.strictObject({ all: z.literal(true) }),
]);

export type NotificationListInput = z.output<typeof notificationListSchema>;
export type NotificationReadInput = z.output<typeof notificationReadSchema>;

/** The stream's `?after=` (and the Last-Event-ID header, read alike): the last id the client saw. */
export const streamQuerySchema = z.strictObject({
  after: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
});
