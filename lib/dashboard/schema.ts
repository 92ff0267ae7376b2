import { z } from 'zod';
import { isTimeZone } from '@/lib/time/zone';

/** GET /api/dashboard/stats's query: the user's time zone (IANA, `Asia/Shanghai`), whose today ends the sign-ups; UTC without one. */
export const dashboardQuerySchema = z.object({
  timeZone: z.string().refine(isTimeZone, { error: 'validate.timeZone' }).optional(),
});
