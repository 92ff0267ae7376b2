import { z } from 'zod';
import { orderValueSchema, pageSchema, sizeSchema } from '@/lib/api/schemas';

/**
 * A paged list's request (shared with the browser): the resource's filters, then `page`, `size`, and,
 * when it names the fields it sorts by, `orderField` (absent: the list's own default order) and
 * `orderValue` (`asc` unless given). A strict object: a key it does not name is a 400.
 */
export function listSchema<const Filters extends z.ZodRawShape, const Order extends readonly [string, ...string[]]>(options: {
  filters: Filters;
  order: Order;
}) {
  return z.strictObject({
    ...options.filters,
    page: pageSchema,
    size: sizeSchema,
    orderField: z.enum(options.order).optional(),
    orderValue: orderValueSchema,
  });
}
