import { z } from 'zod';

/** Whether the contract, given `body`, finds fault with the field `name` itself. */
function faults(schema: z.core.$ZodType, body: Record<string, unknown>, name: string): boolean {
  const result = z.safeParse(schema, body);
  return !result.success && result.error.issues.some((issue) => issue.path[0] === name);
}

/**
 * Whether a record must have `name` by its contract (an add's): the contract refuses it left out, empty
 * (`''`) and as an empty list alike. The whole contract is asked, so a rule across fields counts (a
 * group's two names, required together unless the spec's single `name` is sent); a field with a default
 * (a status, a notice's level) or one that may be left out (a password generated when empty) does not.
 */
export function contractRequires(schema: z.core.$ZodType, name: string): boolean {
  return faults(schema, {}, name) && faults(schema, { [name]: '' }, name) && faults(schema, { [name]: [] }, name);
}
