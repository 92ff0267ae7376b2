import 'server-only';

/** A `json`/`json_agg` column's value: node-postgres and PGlite hand it over parsed; a string is parsed here just in case. */
export function jsonValue<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
