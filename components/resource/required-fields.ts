import { z } from 'zod';

type Schema = z.core.$ZodType;

/** A contract's fields, through a pipe (a transform) to the object it starts from. */
function shapeOf(schema: Schema): Readonly<Record<string, Schema>> | undefined {
  if (schema instanceof z.ZodObject) return schema.shape;
  if (schema instanceof z.ZodPipe) return shapeOf(schema.in);
  return undefined;
}

const refuses = (schema: Schema, value: unknown) => !z.safeParse(schema, value).success;

/**
 * Whether a form must fill `name` for the contract: it refuses the field left out, empty (`''`) and an
 * empty list alike. An edit's contract is partial (a status switch sends only the status), so there the
 * field's own schema decides: a name one may leave unchanged may still not be emptied.
 */
export function contractRequires(schema: Schema, name: string, partial: boolean): boolean {
  const field = shapeOf(schema)?.[name];
  if (!field) return false;
  const own = partial && field instanceof z.ZodOptional ? field.unwrap() : field;
  return refuses(own, undefined) && refuses(own, '') && refuses(own, []);
}
