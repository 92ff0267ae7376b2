import 'server-only';
import { Readable } from 'node:stream';
import { NextResponse, type NextRequest } from 'next/server';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { ApiError, conflict, forbidden } from '@/lib/api/errors';
import { readUpload } from '@/lib/api/multipart';
import { ok } from '@/lib/api/respond';
import { route } from '@/lib/api/route';
import { getSetting } from '@/lib/settings/read';
import type { Session } from '@/lib/auth/session';
import { decideAccess, sessionSubject } from '@/lib/access';
import { csvLine } from '@/lib/csv';
import { getDb } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/locales';
import { routeExports } from '@/lib/resource/routes';
import { nameAuditIds } from '@/lib/trail/scope';
import { writeTransaction } from '@/lib/trail/write-transaction';
import { webStream } from '@/lib/server/web-stream';
import { applyImport, dryRunImport, planImport, updatedIds, type ImportPlan } from './import';
import { importColumns, readImport } from './import-read';
import { userResource } from './resource';
import { userSnapshot } from './snapshot';

const importQuerySchema = z.strictObject({ dryRun: z.enum(['0', '1']).optional().describe('1: answer what each row would do, and change nothing') });
const templateQuerySchema = z.strictObject({ format: z.enum(['xlsx', 'csv']).default('xlsx') });

const answers = {
  413: 'The file is larger than the upload limit (UPLOAD_MAX_BYTES, 10 MB by default).',
  415: 'The body is not multipart/form-data.',
} as const;

/** An import creates and updates users: it needs both actions of the user page. */
function assertMayImport(session: Session): void {
  const subject = sessionSubject(session);
  const may = (action: 'add' | 'edit') => decideAccess(subject, { path: userResource.path, action }).allowed;
  if (!may('add') || !may('edit')) throw forbidden();
}

const summary = (plan: ImportPlan) => ({
  rows: plan.rows,
  counts: {
    create: plan.rows.filter((row) => row.action === 'create').length,
    update: plan.rows.filter((row) => row.action === 'update').length,
    unchanged: plan.rows.filter((row) => row.action === 'unchanged').length,
    error: plan.rows.filter((row) => row.action === 'error').length,
  },
});

async function readRows(request: NextRequest, locale: Locale) {
  const upload = await readUpload(request, await getSetting('uploadMaxBytes'), locale);
  return readImport(upload.data, locale);
}

/** `?dryRun=1`: each row's outcome, read in a transaction that is rolled back (nothing changes, no audit entry). */
const dryRun = route({ permission: { path: userResource.path }, query: importQuerySchema, responses: answers }, async ({ request, session, locale }) => {
  assertMayImport(session);
  const rows = await readRows(request, locale);
  const db = await getDb();
  return ok(summary(await dryRunImport((tx) => planImport(tx, rows, session, locale), db)));
});

/**
 * Without `dryRun`: every row written in one transaction, or none: a file with any error row is a 400
 * whose `data` is the dry run's answer. One audit entry names every user created or changed.
 */
const commit = route(
  {
    permission: { path: userResource.path, action: 'add' },
    query: importQuerySchema,
    snapshot: userSnapshot,
    auditAction: 'import',
    responses: { ...answers, 400: { description: 'Some rows are refused: nothing is written; data holds each row\'s outcome.', errorData: z.object({ rows: z.array(z.object({ line: z.number(), action: z.string() })) }) } },
  },
  async ({ request, session, locale }) => {
    assertMayImport(session);
    const rows = await readRows(request, locale);
    const db = await getDb();
    const planned = await dryRunImport((tx) => planImport(tx, rows, session, locale), db);
    // The users it changes are named before the transaction, so the audit entry holds their before.
    const changing = updatedIds(planned);
    nameAuditIds(changing);
    const done = await writeTransaction(async (tx) => {
      const plan = await planImport(tx, rows, session, locale);
      const errors = plan.rows.filter((row) => row.action === 'error').length;
      if (errors > 0) throw new ApiError(400, 'api.users.importErrors', { count: errors }, undefined, summary(plan));
      if (updatedIds(plan).join() !== changing.join()) throw conflict();
      return applyImport(tx, plan, session, locale);
    });
    return ok(done);
  },
);

export const importRoutes = routeExports({
  POST: Object.assign((request: NextRequest, context: { params: Promise<Record<string, string | string[]>> }) => (request.nextUrl.searchParams.get('dryRun') === '1' ? dryRun(request, context) : commit(request, context)), {
    spec: commit.spec,
  }),
});

/** GET /api/system/users/import/template: the header row (and one example row) as an Excel workbook, or CSV with `?format=csv`. */
export const importTemplateRoutes = routeExports({
  GET: route({ permission: { path: userResource.path }, query: templateQuerySchema }, async ({ query, session }) => {
    assertMayImport(session);
    const example = ['jane.doe', 'Jane Doe', 'jane.doe@example.com', '13800000000', '0002', '1', 'user'];
    const headers = (type: string, extension: string) => ({
      'content-type': type,
      'content-disposition': `attachment; filename="users-import.${extension}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    if (query.format === 'csv') return new NextResponse(`\uFEFF${csvLine([...importColumns])}${csvLine(example)}`, { headers: headers('text/csv; charset=utf-8', 'csv') });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('users');
    sheet.addRow([...importColumns]);
    sheet.addRow(example);
    sheet.columns.forEach((column) => {
      column.width = 20;
      column.numFmt = '@';
    });
    const buffer = new Uint8Array(await workbook.xlsx.writeBuffer());
    return new NextResponse(webStream(Readable.from([buffer])), { headers: headers('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx') });
  }),
});
