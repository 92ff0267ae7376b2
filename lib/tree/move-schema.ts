import { z } from 'zod';
import { idSchema } from '@/lib/api/schemas';

/** POST .../move: `{id, action}`, the reference client's shape (`action` is the direction). */
export const moveSchema = z.strictObject({ id: idSchema, action: z.enum(['top', 'up', 'down']) });
export type MoveInput = z.infer<typeof moveSchema>;
