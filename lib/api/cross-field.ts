import type { z } from 'zod';

/**
 * The options of a cross-field check (`.superRefine(check, whenValid('start', 'end'))`): the check runs
 * once the value is an object and none of the fields it reads has failed its own checks, whatever
 * other field failed. A check never sees a value its field refused (`start: "1"` is no time to compare);
 * a body that fails elsewhere still hears about the rule together with the other fields' errors.
 */
export function whenValid(...fields: readonly string[]): { when: (payload: z.core.ParsePayload) => boolean } {
  return {
    when: ({ value, issues }) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      !issues.some(({ path }) => typeof path?.[0] === 'string' && fields.includes(path[0])),
  };
}

/** The options of a check that reads what the earlier checks of the same value vouched for: it runs only when they all passed. */
export const whenPassed = { when: ({ issues }: z.core.ParsePayload): boolean => issues.length === 0 };
