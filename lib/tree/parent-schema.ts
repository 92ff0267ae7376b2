import { z } from 'zod';

/**
 * A parent as the reference client sends it: an id, or `''` for the top level. One string schema
 * rather than a union, so a missing parent answers "Required." like any other missing field.
 */
export const parentIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{0,64}$/, { error: 'validate.invalid' })
  .describe("A parent id, or '' for the top level.");
