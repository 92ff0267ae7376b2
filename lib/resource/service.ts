import 'server-only';
import type { z } from 'zod';
import { csvResponse } from '@/lib/api/csv-response';
import { xlsxResponse } from '@/lib/api/xlsx-response';
import type { Parsed } from '@/lib/api/route';
import type { SnapshotReader } from '@/lib/trail/snapshots';
import type { Session } from '@/lib/auth/session';
import type { CsvExport, ExportFormat } from '@/lib/csv-export';
import type { Locale } from '@/lib/i18n/locales';
import type { MoveInput } from '@/lib/tree/move-schema';
import type { ResourceContract, ResourceDefinition } from './definition';

/** What every service call gets: who asks, and in which language it answers. */
export interface ResourceContext {
  session: Session;
  locale: Locale;
}

type Call<I, O = unknown> = (input: I, context: ResourceContext) => Promise<O>;
/** The writes of a contract; each service takes what route() hands its handler for the write's schema. */
type Write = 'add' | 'edit' | 'addChild' | 'addBrother';
type WriteServices<C extends ResourceContract> = { [K in Write]?: Call<Parsed<NonNullable<C[K]>>> };

/**
 * A resource's services. They return values and throw `ApiError`s; the kit's routes make the answers.
 * A write answers the spec's `{code: 200, message}`, or `{code, message, data}` when it returns a value
 * (the password of a new user).
 */
export interface ResourceServices<C extends ResourceContract> extends WriteServices<C> {
  /** the contract's list, as validated (`z.output`) */
  list: Call<Parsed<C['list']>>;
  detail?: Call<string>;
  move?: Call<MoveInput, void>;
  remove?: Call<string[], Removed | void>;
  /** every row at once, unpaged (`GET` on the list path: the pickers of other pages) */
  all?: Call<undefined>;
  /** the CSV export (`csvExport(body, rows)`) */
  export?: ResourceExport;
  /**
   * The resource's audit snapshot (`resources/<name>/snapshot.ts`): its rows by id as the audit trail
   * records them before and after a write; its registration's `audit` labels the fields. Every resource
   * with writes has one (route() refuses an audited write without it at load).
   */
  snapshot?: SnapshotReader;
}

/**
 * What a delete may answer beyond the spec's `{code: 200, message}`: `data` with its own message, and
 * whether it ended the caller's own session (the answer then clears this browser's cookie).
 */
export interface Removed {
  data: Record<string, unknown>;
  message: { id: string };
  signedOut?: boolean;
}

/** `POST .../export`: its body (the list's filters and the columns), and the download it answers. */
export interface ResourceExport {
  body: z.ZodType;
  respond: (input: unknown, context: ResourceContext, name: string) => Promise<Response>;
}

/** A CSV export of the rows `rows` reads for the (validated) body: every match, streamed (lib/api/csv-response.ts). */
export function csvExport<S extends z.ZodType<{ columns?: readonly string[]; format?: ExportFormat }>, Row>(
  body: S,
  rows: (input: z.output<S>, context: ResourceContext) => Promise<CsvExport<Row>>,
): ResourceExport {
  return {
    body,
    // The route has validated the input against `body`; parsing again here gives it its type back.
    respond: async (input, context, name) => {
      const parsed = body.parse(input);
      const respond = parsed.format === 'xlsx' ? xlsxResponse : csvResponse;
      return respond(name, await rows(parsed, context), parsed.columns);
    },
  };
}

export interface ServedResource<C extends ResourceContract = ResourceContract> {
  definition: ResourceDefinition<C>;
  services: ResourceServices<C>;
}
