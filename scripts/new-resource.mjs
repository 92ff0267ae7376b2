#!/usr/bin/env node
// Writes a working resource: `npm run new:resource -- <name> <field:type>...` (docs/adding-a-resource.md,
// "Generate one"). Its folder resources/<name>/, its migration, its line in resources/index.ts, its en/zh
// messages, and its API and component tests. Bad input is refused before anything is written (exit 2).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, refuse, Refusal, usage } from './new-resource-input.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// ------------------------------------------------------------------------------- collisions, menu id

/** Refuses a resource that would collide with one there is. */
function checkFree({ name, singular }) {
  if (existsSync(path.join(root, 'resources', name))) refuse(`resources/${name} exists already`);
  const schema = readFileSync(path.join(root, 'lib/db/schema.ts'), 'utf8');
  if (schema.includes(`pgTable('${name}'`)) refuse(`the table ${name} exists already (lib/db/schema.ts)`);
  const en = JSON.parse(readFileSync(path.join(root, 'messages/en.json'), 'utf8'));
  const seed = JSON.parse(readFileSync(path.join(root, 'data/seed.json'), 'utf8'));
  if (en.menu?.system?.[singular] !== undefined || en.page?.system?.[singular] !== undefined || seed.permissions.some((p) => p.path === `/system/${singular}`)) {
    refuse(`the page /system/${singular} exists already: choose another name or --singular`);
  }
  for (const other of readdirSync(path.join(root, 'resources'))) {
    const resource = path.join(root, 'resources', other, 'resource.ts');
    if (existsSync(resource) && readFileSync(resource, 'utf8').includes(`path: '/system/${singular}'`)) refuse(`resources/${other} has the page /system/${singular} already`);
  }
}

/** The menu item's id: the next free one under System (the seed's items and every registration's). */
function menuId() {
  const seed = JSON.parse(readFileSync(path.join(root, 'data/seed.json'), 'utf8'));
  const parent = seed.permissions.find((p) => p.path === '/system' && p.type === 'menu');
  const taken = new Set(seed.permissions.map((p) => p.id));
  for (const other of readdirSync(path.join(root, 'resources'))) {
    const registration = path.join(root, 'resources', other, 'registration.ts');
    if (existsSync(registration)) for (const [, id] of readFileSync(registration, 'utf8').matchAll(/id: '(\d+)'/g)) taken.add(id);
  }
  const used = [...taken].filter((id) => id.length === parent.id.length + 2 && id.startsWith(parent.id)).map((id) => Number(id.slice(parent.id.length)));
  const next = Math.max(...used) + 1;
  if (next > 99) refuse('System has no free menu id left');
  return `${parent.id}${String(next).padStart(2, '0')}`;
}

// ------------------------------------------------------------------------------------------- naming

const pascal = (s) => s.charAt(0).toUpperCase() + s.slice(1);
const snake = (s) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const kebab = (s) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** `startsAt` → `Starts at` */
const human = (s) => pascal(s.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`).replace(/([a-z])([0-9])/g, '$1 $2'));
const q = (s) => `'${s}'`;

/** Everything the templates need, derived once. */
function model({ name, singular, fields }) {
  const S = pascal(singular);
  const P = pascal(name);
  const ns = `page.system.${singular}`;
  const label = fields.find((f) => f.type === 'text' || f.type === 'i18n');
  const has = (type) => fields.some((f) => f.type === type);
  const i18n = has('i18n');
  const listed = fields.filter((f) => f.type !== 'longtext');
  // The columns' ids: the list's sort fields and the export's keys; the row's name first.
  const columns = [label, ...listed.filter((f) => f !== label)];
  return {
    name,
    singular,
    S,
    P,
    ns,
    path: `/system/${singular}`,
    api: `system/${name}`,
    fields,
    label,
    has,
    i18n,
    columns,
    orderFields: [...columns.map((f) => f.name), 'create'],
    refs: fields.filter((f) => f.type === 'ref'),
    /** a reference to users: checked within the writer's data scope */
    scoped: fields.some((f) => f.type === 'ref' && f.ref === 'users'),
    selects: fields.filter((f) => f.type === 'select'),
    /** the fields of a dictionary's values: checked on write (resources/dicts/check.ts), listed in resources/dicts/uses.ts */
    dicts: fields.filter((f) => f.type === 'dict'),
    datetimes: fields.filter((f) => f.type === 'datetime'),
    status: has('status'),
    /** the contract's keys (and the table's, the snapshot's): a bilingual field is two */
    keys: (f) => (f.type === 'i18n' ? [`${f.name}En`, `${f.name}Zh`] : [f.name]),
    valuesOf: (f) => `${singular}${pascal(f.name)}Values`,
    dictOf: (f) => `${singular}${pascal(f.name)}Dict`,
    requiredMessage: (f) => `validate.${singular}${pascal(f.name)}`,
    unknownMessage: (f) => `validate.${singular}${pascal(f.name)}Unknown`,
    dateTimeMessage: `validate.${singular}DateTime`,
  };
}

// ------------------------------------------------------------------------------------------- files

function schemaTs(m) {
  const { S, P, singular } = m;
  const lib = ['idSchema', 'textSchema'];
  if (m.status) lib.push('statusFilterSchema', 'statusSchema');
  if (m.has('text') || m.i18n) lib.push('plainText', 'storableText');
  const lines = [
    `import { z } from 'zod';`,
    `import { ${lib.sort().join(', ')} } from '@/lib/api/schemas';`,
    `import { listSchema } from '@/lib/resource/list-schema';`,
  ];
  if (m.datetimes.length) lines.push(`import { dateTimeSchema } from '@/lib/api/date-time';`);
  if (m.dicts.length) lines.push(`import { dictValueCodeSchema, dictValueField } from '@/resources/dicts/schema';`);
  lines.push('', `/** The contract of the ${singular} endpoints and form; error strings are message ids. */`, '');
  for (const f of m.selects) {
    lines.push(`export const ${m.valuesOf(f)} = [${f.values.map(q).join(', ')}] as const;`);
    lines.push(`export type ${S}${pascal(f.name)} = (typeof ${m.valuesOf(f)})[number];`, '');
  }
  for (const f of m.dicts) {
    lines.push(`/** The dictionary of a ${singular}'s ${human(f.name).toLowerCase()} (resources/dicts): the form's select, the filter, the badges and the check on write. */`);
    lines.push(`export const ${m.dictOf(f)} = '${f.dict}';`, '');
  }
  if (m.has('text') || m.i18n) {
    lines.push(
      '/** A required line of text: trimmed, at most `max` characters; `message` when it is empty. */',
      'const line = (message: string, max = 200) =>',
      `  z.string().regex(plainText, { error: 'validate.controlCharacters' }).trim().min(1, { error: message }).max(max).regex(storableText, { error: 'validate.invalid' });`,
      '',
    );
  }
  if (m.datetimes.length) lines.push(`const dateTime = dateTimeSchema('${m.dateTimeMessage}');`, '');
  const fieldSchema = (f) => {
    switch (f.type) {
      case 'text':
      case 'i18n':
        return `line('${m.requiredMessage(f)}')`;
      case 'longtext':
        return 'textSchema(2000)';
      case 'number':
        return 'z.number()';
      case 'datetime':
        return 'dateTime';
      case 'status':
        return 'statusSchema';
      case 'select':
        return `z.enum(${m.valuesOf(f)})`;
      case 'ref':
        return `idSchema.describe('The id of one of ${f.ref}.')`;
      case 'dict':
        return `dictValueField('${m.requiredMessage(f)}').describe('A value of the dictionary ${f.dict}, enabled when written.')`;
    }
  };
  lines.push(`const ${singular}Fields = {`);
  for (const f of m.fields) for (const key of m.keys(f)) lines.push(`  ${key}: ${fieldSchema(f)},`);
  lines.push('};', '');
  const addDefaults = [];
  for (const f of m.fields) {
    if (f.type === 'longtext') addDefaults.push(`${f.name}: ${singular}Fields.${f.name}.default('')`);
    if (f.type === 'status') addDefaults.push(`status: ${singular}Fields.status.default('1')`);
    if (f.type === 'select') addDefaults.push(`${f.name}: ${singular}Fields.${f.name}.default('${f.values[0]}')`);
  }
  lines.push(
    '// Strict objects: a field the contract does not name is refused with a 400.',
    `export const add${S}Schema = z.strictObject(${addDefaults.length ? `{ ...${singular}Fields, ${addDefaults.join(', ')} }` : `${singular}Fields`});`,
    '',
    '/** Edits are partial: a status toggle sends `{id, status}` only. */',
    `export const edit${S}Schema = z.strictObject({ id: idSchema }).extend(z.strictObject(${singular}Fields).partial().shape);`,
    '',
    `export const ${singular}OrderFields = [${m.orderFields.map(q).join(', ')}] as const;`,
    '',
    `export const list${P}Schema = listSchema({`,
    `  filters: { ${[`${m.label.name}: textSchema(200).default('')`, ...m.dicts.map((f) => `${f.name}: z.union([dictValueCodeSchema, z.literal('')]).default('')`), ...(m.status ? ['status: statusFilterSchema'] : [])].join(', ')} },`,
    `  order: ${singular}OrderFields,`,
    '});',
    '',
    `export type Add${S}Input = z.infer<typeof add${S}Schema>;`,
    `export type Edit${S}Input = z.infer<typeof edit${S}Schema>;`,
    `export type List${P}Input = z.infer<typeof list${P}Schema>;`,
    `export type ${S}OrderField = (typeof ${singular}OrderFields)[number];`,
  );
  return lines.join('\n') + '\n';
}

function resourceTs(m) {
  const { S, P, singular } = m;
  return `import { defineResource } from '@/lib/resource/definition';
import { add${S}Schema, edit${S}Schema, list${P}Schema, ${singular}OrderFields } from './schema';

/** ${human(m.name)} (\`${m.path}\`): a flat list paged by the server. */
export const ${singular}Resource = defineResource({
  api: '${m.api}',
  path: '${m.path}',
  messages: '${m.ns}',
  name: '${m.name}',
  contract: { list: list${P}Schema, add: add${S}Schema, edit: edit${S}Schema },
  orderFields: ${singular}OrderFields,
  exports: true,
});
`;
}

function registrationTs(m, id) {
  return `import { registerResource } from '@/lib/resource/registration';
import en from './messages.en.json';
import zh from './messages.zh.json';
import { ${m.singular}Resource } from './resource';

export const ${m.name} = registerResource({
  definition: ${m.singular}Resource,
  messages: { en, zh },
  menu: { parent: '/system', id: '${id}', actions: ['add', 'edit', 'delete'], grantTo: ['super', 'admin'] },
});
`;
}

function tableTs(m) {
  const pg = new Set(['pgTable', 'text', 'timestamp']);
  const lines = [];
  const checks = [];
  for (const f of m.fields) {
    switch (f.type) {
      case 'text':
        lines.push(`    ${f.name}: text('${snake(f.name)}').notNull(),`);
        break;
      case 'i18n':
        lines.push(`    ${f.name}En: text('${snake(f.name)}_en').notNull(),`, `    ${f.name}Zh: text('${snake(f.name)}_zh').notNull(),`);
        break;
      case 'longtext':
        lines.push(`    ${f.name}: text('${snake(f.name)}').notNull().default(''),`);
        checks.push(`check('${m.name}_${snake(f.name)}_check', sql\`char_length(\${t.${f.name}}) <= 2000\`)`);
        break;
      case 'number':
        pg.add('doublePrecision');
        lines.push(`    ${f.name}: doublePrecision('${snake(f.name)}').notNull(),`);
        break;
      case 'datetime':
        lines.push(`    ${f.name}: timestamp('${snake(f.name)}', { withTimezone: true }).notNull(),`);
        break;
      case 'status':
        lines.push(`    status: text('status', { enum: ['0', '1'] }).notNull().default('1'),`);
        checks.push(`check('${m.name}_status_check', sql\`\${t.status} in ('0', '1')\`)`);
        break;
      case 'select':
        lines.push(`    ${f.name}: text('${snake(f.name)}', { enum: [${f.values.map(q).join(', ')}] }).notNull().default('${f.values[0]}'),`);
        checks.push(`check('${m.name}_${snake(f.name)}_check', sql\`\${t.${f.name}} in (${f.values.map(q).join(', ')})\`)`);
        break;
      case 'ref':
        pg.add('index');
        lines.push(`    // The id of one of ${f.ref} (the services check it on every write; no foreign key, so deleting that row is not refused).`);
        lines.push(`    ${f.name}: text('${snake(f.name)}').notNull(),`);
        checks.push(`index('${m.name}_${snake(f.name)}_idx').on(t.${f.name})`);
        break;
      case 'dict':
        lines.push(`    // A value of the dictionary ${f.dict} (checked on every write; no check constraint: the dictionary decides).`);
        lines.push(`    ${f.name}: text('${snake(f.name)}').notNull(),`);
        break;
    }
  }
  if (checks.some((c) => c.startsWith('check'))) pg.add('check');
  const head = [
    ...(checks.some((c) => c.startsWith('check')) ? [`import { sql } from 'drizzle-orm';`] : []),
    `import { ${[...pg].sort().join(', ')} } from 'drizzle-orm/pg-core';`,
    '',
    '// No `server-only` marker: drizzle-kit loads this file (drizzle.config.ts), as it does lib/db/schema.ts.',
    `export const ${m.name} = pgTable(`,
    `  '${m.name}',`,
    '  {',
    `    id: text('id').primaryKey(),`,
    ...lines,
    `    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),`,
    `    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),`,
    checks.length ? '  },' : '  }',
  ];
  if (checks.length) head.push('  (t) => [', ...checks.map((c) => `    ${c},`), '  ],');
  head.push(');');
  return head.join('\n') + '\n';
}

function viewTs(m) {
  const { S, singular } = m;
  const rows = ['    id: row.id,'];
  for (const f of m.fields) {
    if (f.type === 'i18n') rows.push(`    ${f.name}: localized(locale, row.${f.name}En, row.${f.name}Zh),`, `    ${f.name}En: row.${f.name}En,`, `    ${f.name}Zh: row.${f.name}Zh,`);
    else if (f.type === 'datetime') rows.push(`    ${f.name}: minutes(row.${f.name}),`);
    else rows.push(`    ${f.name}: row.${f.name},`);
  }
  rows.push('    create: seconds(row.createdAt),', '    update: seconds(row.updatedAt),');
  return [
    `import 'server-only';`,
    ...(m.i18n ? [`import { localized } from '@/lib/api/schemas';`, `import type { Locale } from '@/lib/i18n/locales';`] : []),
    `import type { ${m.name} } from './table';`,
    '',
    `type ${S}Row = typeof ${m.name}.$inferSelect;`,
    `export type ${S}View = ReturnType<typeof ${singular}View>;`,
    '',
    '/** A time as the tables show it: `YYYY-MM-DD HH:mm` (UTC). */',
    `export const minutes = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ');`,
    `const seconds = (at: Date) => at.toISOString().slice(0, 19).replace('T', ' ');`,
    '',
    `/** A ${singular} as the API answers it${m.i18n ? ', its bilingual fields also in the request\'s language' : ''}. */`,
    `export function ${singular}View(row: ${S}Row${m.i18n ? ', locale: Locale' : ''}) {`,
    '  return {',
    ...rows,
    '  };',
    '}',
  ].join('\n') + '\n';
}

/** The sort key of a text column, lower-cased in byte order. */
function textKey(m, f) {
  return f.type === 'i18n'
    ? `byteOrder(sql\`lower(\${locale === 'zh' ? ${m.name}.${f.name}Zh : ${m.name}.${f.name}En})\`)`
    : `byteOrder(sql\`lower(\${${m.name}.${f.name}})\`)`;
}

function listTs(m) {
  const { S, P, singular, name } = m;
  const loc = m.i18n ? ', locale' : '';
  const locParam = m.i18n ? ', locale: Locale' : '';
  const key = (f) => {
    if (f === m.label) return `labelKey(${m.i18n && f.type === 'i18n' ? 'locale' : ''})`;
    if (f.type === 'text' || f.type === 'i18n') return textKey(m, f);
    if (f.type === 'select') return `sql\`array_position(array[${f.values.map(q).join(', ')}], \${${name}.${f.name}})\``;
    if (f.type === 'ref') return `byteOrder(${name}.${f.name})`;
    if (f.type === 'dict') return `dictPosition(values, ${name}.${f.name})`;
    return `${name}.${f.name}`;
  };
  const labelLocale = m.label.type === 'i18n';
  const dicts = m.dicts.length > 0;
  const many = m.status || dicts;
  const keyArgs = `${loc}${dicts ? ', values' : ''}`;
  const schemaNames = [...m.dicts.map((f) => m.dictOf(f)), `type List${P}Input`, `type ${S}OrderField`];
  const lines = [
    `import 'server-only';`,
    `import { ${many ? 'and, ' : ''}eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';`,
    `import { getDb } from '@/lib/db/client';`,
    `import { listTotal } from '@/lib/db/counts';`,
    `import { byteOrder, startsWith } from '@/lib/db/listing';`,
    `import { listOrder, onePage } from '@/lib/resource/list-page';`,
    ...(m.i18n ? [`import type { Locale } from '@/lib/i18n/locales';`] : []),
    ...(dicts ? [`import { dictPosition, dictValueOrder } from '@/resources/dicts/options';`] : []),
    `import ${dicts ? `{ ${schemaNames.join(', ')} }` : `type { List${P}Input, ${S}OrderField }`} from './schema';`,
    `import { ${name} } from './table';`,
    `import { ${singular}View } from './view';`,
    '',
    labelLocale
      ? `const labelKey = (locale: Locale) => ${textKey(m, m.label)};`
      : `const labelKey = () => ${textKey(m, m.label)};`,
    '',
    ...(dicts ? ["/** `values`: the sorted field's dictionary codes in their order (a value sorts by its place there; one it lacks, last). */"] : []),
    `function orderKey(field: ${S}OrderField${locParam}${dicts ? ', values: readonly string[]' : ''}): SQLWrapper {`,
    ...m.columns.map((f) => `  if (field === '${f.name}') return ${key(f)};`),
    `  return ${name}.createdAt;`,
    '}',
    '',
    `/** One page of ${name}: the ${human(m.label.name).toLowerCase()}'s prefix (case-insensitive)${m.dicts.map((f) => `, the ${human(f.name).toLowerCase()}`).join('')}${m.status ? ' and the status' : ''}, in SQL; newest first by default. */`,
    `export async function list${P}(input: List${P}Input${locParam}) {`,
    '  const conditions: SQL[] = [];',
    `  if (input.${m.label.name} !== '') conditions.push(startsWith(labelKey(${labelLocale ? 'locale' : ''}), input.${m.label.name}));`,
    ...m.dicts.map((f) => `  if (input.${f.name} !== '') conditions.push(eq(${name}.${f.name}, input.${f.name}));`),
    ...(m.status ? [`  if (input.status !== 'all') conditions.push(eq(${name}.status, input.status));`] : []),
    `  const where = ${many ? 'conditions.length > 0 ? and(...conditions) : undefined' : 'conditions[0]'};`,
    ...(dicts ? [`  const values = ${m.dicts.map((f) => `input.orderField === '${f.name}' ? await dictValueOrder(${m.dictOf(f)}) : `).join('')}[];`] : []),
    `  const order = listOrder(input, ${keyArgs ? `(field) => orderKey(field${keyArgs})` : 'orderKey'}, ${name}.id, ${name}.createdAt);`,
    '  const db = await getDb();',
    '  const [rows, total] = await Promise.all([',
    `    onePage(db.select().from(${name}).where(where).$dynamic(), order, input),`,
    `    listTotal(db, ${name}, ${name}.id, where),`,
    '  ]);',
    `  return { list: rows.map((row) => ${singular}View(row${loc})), ...total };`,
    '}',
    '',
    `/** One ${singular}, or null (404). */`,
    `export async function ${singular}Detail(id: string${locParam}) {`,
    '  const db = await getDb();',
    `  const [row] = await db.select().from(${name}).where(eq(${name}.id, id));`,
    `  return row ? ${singular}View(row${loc}) : null;`,
    '}',
  ];
  return lines.join('\n') + '\n';
}

function serviceTs(m) {
  const { S, P, singular, name } = m;
  const refs = m.refs;
  const dicts = m.dicts.length > 0;
  const needLocale = refs.length > 0 || dicts;
  const scoped = m.scoped;
  const imports = [`import 'server-only';`, `import { randomUUID } from 'node:crypto';`, `import { ${scoped ? 'and, ' : ''}eq, inArray, sql } from 'drizzle-orm';`, `import { notFound } from '@/lib/api/errors';`];
  if (needLocale) imports.push(`import { fieldError } from '@/lib/api/field-error';`);
  if (m.datetimes.length) imports.push(`import { dateTimeValue } from '@/lib/api/date-time';`);
  if (scoped) imports.push(`import type { Session } from '@/lib/auth/session';`);
  if (needLocale) imports.push(`import type { Tx } from '@/lib/db/types';`, `import type { Locale } from '@/lib/i18n/locales';`);
  if (scoped) imports.push(`import { userScope } from '@/lib/scope/users';`);
  imports.push(`import { writeTransaction } from '@/lib/trail/write-transaction';`);
  const froms = new Map();
  for (const f of refs) if (f.from !== './table') froms.set(f.from, [...(froms.get(f.from) ?? []), f.ref]);
  for (const [from, tables] of froms) imports.push(`import { ${[...new Set(tables)].sort().join(', ')} } from '${from}';`);
  if (dicts) imports.push(`import { assertDictValues } from '@/resources/dicts/check';`);
  imports.push(
    dicts ? `import { ${[...m.dicts.map((f) => m.dictOf(f)), `type Add${S}Input`, `type Edit${S}Input`].join(', ')} } from './schema';` : `import type { Add${S}Input, Edit${S}Input } from './schema';`,
    `import { ${name} } from './table';`,
  );
  const body = [''];
  if (m.datetimes.length) body.push('const at = (value: string) => new Date(dateTimeValue(value));', '');
  for (const f of refs) {
    const user = f.ref === 'users';
    body.push(
      user
        ? `/** A 400 on \`${f.name}\` when it names no user the writer's data scope holds (an edit that leaves it out checks nothing). */`
        : `/** A 400 on \`${f.name}\` when it names no row of ${f.ref} (an edit that leaves it out checks nothing). */`,
      `async function check${pascal(f.name)}(tx: Tx, id: string | undefined, ${user ? 'session: Session, ' : ''}locale: Locale): Promise<void> {`,
      '  if (id === undefined) return;',
      user
        ? `  const [found] = await tx.select({ id: users.id }).from(users).where(and(eq(users.id, id), userScope(session)));`
        : `  const [found] = await tx.select({ id: ${f.ref}.id }).from(${f.ref}).where(eq(${f.ref}.id, id));`,
      `  if (!found) throw fieldError(400, locale, '${f.name}', '${m.unknownMessage(f)}');`,
      '}',
      '',
    );
  }
  const checksOf = (source) => refs.map((f) => `    await check${pascal(f.name)}(tx, ${source}.${f.name}, ${f.ref === 'users' ? 'session, ' : ''}locale);`);
  // A value of a dictionary: enabled when written; on an edit, the stored one may stay though since disabled.
  const dictChecks = (source, current) =>
    dicts
      ? [`    await assertDictValues(tx, locale, [${m.dicts.map((f) => `{ field: '${f.name}', dict: ${m.dictOf(f)}, value: ${source}.${f.name}${current ? `, current: current.${f.name}` : ''} }`).join(', ')}]);`]
      : [];
  const params = `${scoped ? ', session: Session' : ''}${needLocale ? ', locale: Locale' : ''}`;
  const addTimes = m.datetimes.map((f) => `, ${f.name}: at(input.${f.name})`).join('');
  const editTimes = m.datetimes.map((f) => `, ${f.name}: fields.${f.name} === undefined ? undefined : at(fields.${f.name})`).join('');
  body.push(
    `/** Adds a ${singular}; answers its id (so the audit entry names it). */`,
    `export async function add${S}(input: Add${S}Input${params}): Promise<{ id: string }> {`,
    '  return writeTransaction(async (tx) => {',
    ...checksOf('input'),
    ...dictChecks('input', false),
    '    const id = randomUUID();',
    `    await tx.insert(${name}).values({ id, ...input${addTimes} });`,
    '    return { id };',
    '  });',
    '}',
    '',
    `/** Edits the fields present: 404 when the ${singular} is gone. */`,
    `export async function edit${S}(input: Edit${S}Input${params}): Promise<void> {`,
    '  const { id, ...fields } = input;',
    '  await writeTransaction(async (tx) => {',
    `    const [current] = await tx.select({ ${[`id: ${name}.id`, ...m.dicts.map((f) => `${f.name}: ${name}.${f.name}`)].join(', ')} }).from(${name}).where(eq(${name}.id, id)).for('update');`,
    '    if (!current) throw notFound();',
    ...checksOf('fields'),
    ...dictChecks('fields', true),
    `    await tx.update(${name}).set({ ...fields${editTimes}, updatedAt: sql\`now()\` }).where(eq(${name}.id, id));`,
    '  });',
    '}',
    '',
    `/** Deletes ${name} all or nothing: 404 if any id is unknown. */`,
    `export async function delete${P}(ids: readonly string[]): Promise<void> {`,
    '  const unique = [...new Set(ids)];',
    '  await writeTransaction(async (tx) => {',
    `    const found = await tx.select({ id: ${name}.id }).from(${name}).where(inArray(${name}.id, unique)).for('update');`,
    '    if (found.length !== unique.length) throw notFound();',
    `    await tx.delete(${name}).where(inArray(${name}.id, unique));`,
    '  });',
    '}',
  );
  return [...imports, ...body].join('\n') + '\n';
}

function snapshotTs(m) {
  const { singular, name } = m;
  const fields = m.fields.flatMap((f) => m.keys(f).map((key) => (f.type === 'datetime' ? `${key}: minutes(r.${key})` : `${key}: r.${key}`)));
  return [
    `import 'server-only';`,
    `import { asc, inArray } from 'drizzle-orm';`,
    `import type { Snapshot } from '@/lib/trail/entities';`,
    `import type { SnapshotReader } from '@/lib/trail/snapshots';`,
    `import { ${name} } from './table';`,
    ...(m.datetimes.length ? [`import { minutes } from './view';`] : []),
    '',
    `/** ${human(name)} as the audit trail records them, fields named as the page's headers (its labels). */`,
    `export const ${singular}Snapshot: SnapshotReader = async (tx, ids, lock) => {`,
    `  const query = tx.select().from(${name}).where(inArray(${name}.id, ids)).orderBy(asc(${name}.id));`,
    '  const rows = lock ? await query.for(\'update\') : await query;',
    '  const byId: Snapshot = {};',
    '  for (const r of rows) {',
    `    byId[r.id] = { ${fields.join(', ')} };`,
    '  }',
    '  return byId;',
    '};',
  ].join('\n') + '\n';
}

function exportTs(m) {
  const { S, P, singular } = m;
  const value = (f) => {
    if (f.type === 'select') return `translate(locale, \`\${ns}.${f.name}.\${r.${f.name}}\`)`;
    if (f.type === 'status') return 'statusLabel(locale, r.status)';
    if (f.type === 'number') return `String(r.${f.name})`;
    if (f.type === 'dict') return `${f.name}Labels.get(r.${f.name}) ?? r.${f.name}`;
    return `r.${f.name}`;
  };
  const header = (f) => f.name;
  return [
    `import 'server-only';`,
    `import type { z } from 'zod';`,
    `import { exportSchema, pagedBatches, type CsvColumn, type CsvExport } from '@/lib/csv-export';`,
    ...(m.status ? [`import { statusLabel } from '@/lib/i18n/labels';`] : []),
    `import type { Locale } from '@/lib/i18n/locales';`,
    `import { translate } from '@/lib/i18n/translate';`,
    `import { list${P} } from './list';`,
    ...(m.dicts.length ? [`import { dictLabels } from '@/resources/dicts/options';`] : []),
    `import { ${[`list${P}Schema`, ...m.dicts.map((f) => m.dictOf(f))].join(', ')} } from './schema';`,
    `import type { ${S}View } from './view';`,
    '',
    `/** The ${singular} table's columns (its column ids), in its order. */`,
    `export const ${singular}ExportKeys = [${m.orderFields.map(q).join(', ')}] as const;`,
    '',
    `/** POST /api/${m.api}/export: the list's filters and sort, no paging. */`,
    `export const export${P}Schema = exportSchema(list${P}Schema.omit({ page: true, size: true }), ${singular}ExportKeys);`,
    '',
    `/** Every ${singular} the list shows for these filters, in its order. */`,
    `export async function ${singular}Export(input: z.infer<typeof export${P}Schema>, locale: Locale): Promise<CsvExport<${S}View>> {`,
    `  const ns = '${m.ns}';`,
    '  const h = (key: string) => translate(locale, `${ns}.header.${key}`);',
    ...m.dicts.map((f) => `  const ${f.name}Labels = await dictLabels(${m.dictOf(f)}, locale);`),
    `  const columns: CsvColumn<${S}View>[] = [`,
    ...m.columns.map((f) => `    { key: '${f.name}', label: h('${header(f)}'), value: (r) => ${value(f)} },`),
    `    { key: 'create', label: h('createTime'), value: (r) => r.create },`,
    '  ];',
    `  return { columns, batches: pagedBatches(async (page, size) => (await list${P}({ ...input, page, size }${m.i18n ? ', locale' : ''})).list) };`,
    '}',
  ].join('\n') + '\n';
}

function serverTs(m) {
  const { S, P, singular } = m;
  const names = [...(m.scoped ? ['session'] : []), ...(m.refs.length || m.dicts.length ? ['locale'] : [])];
  const writeContext = names.length ? `, { ${names.join(', ')} }` : '';
  const writeArgs = names.map((n) => `, ${n}`).join('');
  return `import 'server-only';
import { serveResource } from '@/lib/resource/serve';
import { csvExport } from '@/lib/resource/service';
import { export${P}Schema, ${singular}Export } from './export';
import { list${P}, ${singular}Detail } from './list';
import { ${singular}Resource } from './resource';
import { add${S}, delete${P}, edit${S} } from './service';
import { ${singular}Snapshot } from './snapshot';

/** ${human(m.name)}, served from the registry: /api/${m.api}, .../add, .../edit, .../detail/{id}, .../export. */
export const served = serveResource(${singular}Resource, {
  list: (input${m.i18n ? ', { locale }' : ''}) => list${P}(input${m.i18n ? ', locale' : ''}),
  detail: (id${m.i18n ? ', { locale }' : ''}) => ${singular}Detail(id${m.i18n ? ', locale' : ''}),
  add: (input${writeContext}) => add${S}(input${writeArgs}),
  edit: (input${writeContext}) => edit${S}(input${writeArgs}),
  remove: (ids) => delete${P}(ids),
  export: csvExport(export${P}Schema, (input, { locale }) => ${singular}Export(input, locale)),
  snapshot: ${singular}Snapshot,
});
`;
}

function pageTsx(m) {
  const { S, singular } = m;
  return `import { requirePage } from '@/lib/auth/page-session';
import { ${S}Page } from '@/resources/${m.name}/ui/${singular}-page';

/** The page of ${m.path} (its title is its menu item's: app/(console)/[...slug]/page.tsx). */
export default async function Page() {
  await requirePage('${m.path}');
  return <${S}Page />;
}
`;
}

function apiTs(m) {
  const { S, singular, name } = m;
  return `import { resourceClient } from '@/components/resource/resource-client';
import type { ContractInput } from '@/lib/resource/definition';
import { ${singular}Resource } from '@/resources/${name}/resource';
import type { ${S}View } from '@/resources/${name}/view';

/** A ${singular} as the API answers it (the list's rows and the detail). */
export type ${S}Item = ${S}View;
/** The list's body, from the contract (what the client sends: \`z.input\`). */
export type ${S}ListFilter = ContractInput<typeof ${singular}Resource, 'list'>;

/** ${human(name)} in the browser. */
export const ${name} = resourceClient<${S}Item, typeof ${singular}Resource>(${singular}Resource, { empty: { list: [], total: 0 } });
`;
}

function viewTsx(m) {
  const { S, singular, name, ns } = m;
  const dicts = m.dicts.length > 0;
  const imports = [`'use client';`, '', `import { createColumnHelper } from '@tanstack/react-table';`];
  if (dicts) imports.push(`import { useTranslations } from 'next-intl';`);
  imports.push(`import { useMemo } from 'react';`, `import type { z } from 'zod';`);
  imports.push(`import { DateTime, DateTimeCell } from '@/components/custom/date-time';`);
  if (dicts) imports.push(`import { DictValueBadge } from '@/components/dict/dict-value-badge';`);
  imports.push(`import type { FormSpec } from '@/components/resource/form-spec';`);
  if (m.has('number')) imports.push(`import { NumberControl } from '@/components/resource/number-control';`);
  imports.push(`import { ${m.status ? 'statusColumn, ' : ''}type ColumnKit } from '@/components/resource/resource-columns';`);
  imports.push(`import type { ResourceView } from '@/components/resource/resource-page';`);
  if (m.status) imports.push(`import { StatusBadge } from '@/components/table/status-badge';`);
  imports.push(`import type { SystemFeatures } from '@/components/table/table-features';`);
  if (dicts) imports.push(`import type { FilterField } from '@/components/table/table-toolbar';`);
  if (m.i18n) imports.push(`import { localized } from '@/lib/api/schemas';`);
  imports.push(`import type { ${singular}Resource } from '@/resources/${name}/resource';`);
  const selectValues = m.selects.map((f) => m.valuesOf(f));
  imports.push(`import { ${[...selectValues, ...m.dicts.map((f) => m.dictOf(f)), `type add${S}Schema`].join(', ')} } from '@/resources/${name}/schema';`);
  imports.push(`import { ${name}, type ${S}Item } from './${singular}-api';`);

  const column = (f) => {
    const meta = `meta: { label: kit.h('${f.name}') }`;
    const first = f === m.label ? ', enableHiding: false' : '';
    switch (f.type) {
      case 'text':
      case 'i18n':
        return f === m.label
          ? `    helper.accessor('${f.name}', { header: kit.h('${f.name}')${first}, ${meta}, cell: ({ getValue }) => <span className="font-medium">{getValue()}</span> }),`
          : `    helper.accessor('${f.name}', { header: kit.h('${f.name}'), ${meta} }),`;
      case 'number':
        return `    helper.accessor('${f.name}', { header: kit.h('${f.name}'), ${meta}, cell: ({ getValue }) => <span className="tabular-nums">{getValue()}</span> }),`;
      case 'datetime':
        return `    helper.accessor('${f.name}', { header: kit.h('${f.name}'), ${meta}, cell: DateTimeCell }),`;
      case 'status':
        return '    statusColumn(kit),';
      case 'select':
        return `    helper.accessor('${f.name}', { header: kit.h('${f.name}'), ${meta}, cell: ({ getValue }) => kit.t(\`\${ns}.${f.name}.\${getValue()}\`) }),`;
      case 'ref':
        return `    helper.accessor('${f.name}', { header: kit.h('${f.name}'), ${meta} }),`;
      case 'dict':
        return `    helper.accessor('${f.name}', { header: kit.h('${f.name}'), ${meta}, cell: ({ getValue }) => <DictValueBadge dict={${m.dictOf(f)}} value={getValue()} /> }),`;
    }
  };
  const formFields = [];
  const addDefaults = [];
  const editDefaults = [];
  for (const f of m.fields) {
    switch (f.type) {
      case 'i18n':
        formFields.push(`      { name: '${f.name}En', kind: 'text', half: true },`, `      { name: '${f.name}Zh', kind: 'text', half: true },`);
        addDefaults.push(`${f.name}En: ''`, `${f.name}Zh: ''`);
        editDefaults.push(`${f.name}En: row.${f.name}En`, `${f.name}Zh: row.${f.name}Zh`);
        break;
      case 'text':
      case 'ref':
        formFields.push(`      { name: '${f.name}', kind: 'text' },`);
        addDefaults.push(`${f.name}: ''`);
        editDefaults.push(`${f.name}: row.${f.name}`);
        break;
      case 'longtext':
        formFields.push(`      { name: '${f.name}', kind: 'textarea' },`);
        addDefaults.push(`${f.name}: ''`);
        editDefaults.push(`${f.name}: row.${f.name}`);
        break;
      case 'number':
        formFields.push(`      { name: '${f.name}', kind: 'custom', half: true, Control: NumberControl },`);
        addDefaults.push(`${f.name}: 0`);
        editDefaults.push(`${f.name}: row.${f.name}`);
        break;
      case 'datetime':
        formFields.push(`      { name: '${f.name}', kind: 'datetime', half: true },`);
        addDefaults.push(`${f.name}: now()`);
        editDefaults.push(`${f.name}: row.${f.name}`);
        break;
      case 'status':
        formFields.push(`      { name: 'status', kind: 'status', half: true },`);
        addDefaults.push(`status: '1'`);
        editDefaults.push('status: row.status');
        break;
      case 'select':
        formFields.push(`      { name: '${f.name}', kind: 'select', half: true, options: ${m.valuesOf(f)}.map((value) => ({ value, label: t(\`\${ns}.${f.name}.\${value}\`) })) },`);
        addDefaults.push(`${f.name}: '${f.values[0]}'`);
        editDefaults.push(`${f.name}: row.${f.name}`);
        break;
      case 'dict':
        // Its enabled values; none chosen on add (the contract asks for one).
        formFields.push(`      { name: '${f.name}', kind: 'select', half: true, dict: ${m.dictOf(f)} },`);
        addDefaults.push(`${f.name}: ''`);
        editDefaults.push(`${f.name}: row.${f.name}`);
        break;
    }
  }
  const detail = [];
  for (const f of m.fields) {
    switch (f.type) {
      case 'i18n':
        detail.push(`        { label: h('${f.name}En'), value: row.${f.name}En },`, `        { label: h('${f.name}Zh'), value: row.${f.name}Zh },`);
        break;
      case 'longtext':
        detail.push(`        { label: h('${f.name}'), value: <p className="whitespace-pre-wrap">{row.${f.name}}</p> },`);
        break;
      case 'number':
        detail.push(`        { label: h('${f.name}'), value: String(row.${f.name}) },`);
        break;
      case 'datetime':
        detail.push(`        { label: h('${f.name}'), value: <DateTime value={row.${f.name}} zone /> },`);
        break;
      case 'status':
        detail.push(`        { label: h('status'), value: <StatusBadge status={row.status} /> },`);
        break;
      case 'select':
        detail.push(`        { label: h('${f.name}'), value: tt(\`\${ns}.${f.name}.\${row.${f.name}}\`) },`);
        break;
      case 'dict':
        detail.push(`        { label: h('${f.name}'), value: <DictValueBadge dict={${m.dictOf(f)}} value={row.${f.name}} /> },`);
        break;
      default:
        detail.push(`        { label: h('${f.name}'), value: row.${f.name} },`);
    }
  }
  detail.push(`        { label: h('createTime'), value: <DateTime value={row.create} zone /> },`, `        { label: tt(\`\${ns}.updateTime\`), value: <DateTime value={row.update} zone /> },`);
  const formLabel = m.label.type === 'i18n' ? `(values, locale) => localized(locale, values.${m.label.name}En, values.${m.label.name}Zh)` : `(values) => values.${m.label.name}`;
  const needsT = m.selects.length > 0;
  return [
    ...imports,
    '',
    `const ns = '${ns}';`,
    `const helper = createColumnHelper<SystemFeatures, ${S}Item>();`,
    '',
    '/** The columns; ids are `orderField`s and export keys. */',
    `function ${singular}Columns(kit: ColumnKit<${S}Item>) {`,
    '  return helper.columns([',
    ...m.columns.map(column),
    `    helper.accessor('create', { header: kit.h('createTime'), meta: { label: kit.h('createTime') }, cell: DateTimeCell }),`,
    '  ]);',
    '}',
    '',
    `const use${S}Columns = (kit: ColumnKit<${S}Item>) => useMemo(() => ${singular}Columns(kit), [kit]);`,
    '',
    ...(dicts
      ? [
          `/** The ${human(m.label.name).toLowerCase()} box and a select of each dictionary's enabled values (applies at once). */`,
          `function use${S}Filters(): readonly FilterField<string>[] {`,
          '  const t = useTranslations(ns);',
          `  return useMemo(() => [${[`{ key: '${m.label.name}', label: t('header.${m.label.name}') }`, ...m.dicts.map((f) => `{ key: '${f.name}', label: t('header.${f.name}'), dict: ${m.dictOf(f)} }`)].join(', ')}], [t]);`,
          '}',
          '',
        ]
      : []),
    `/** The ${singular} form's values: every field an add takes, each present (the form opens with all of them). */`,
    `export type ${S}Values = Required<z.input<typeof add${S}Schema>>;`,
    '',
    ...(m.datetimes.length ? ['// The form holds instants (the kit\'s datetime field shows and takes them in the user\'s time zone).', 'const now = () => new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();', ''] : []),
    `function ${singular}Form(${needsT ? 't: (key: string) => string' : ''}): FormSpec<${S}Item, ${S}Values> {`,
    '  return {',
    `    idPrefix: '${singular}',`,
    `    label: ${formLabel},`,
    `    className: 'sm:max-w-xl',`,
    '    fields: [',
    ...formFields,
    '    ],',
    '    defaults: ({ row }) =>',
    '      row',
    `        ? { ${editDefaults.join(', ')} }`,
    `        : { ${addDefaults.join(', ')} },`,
    '  };',
    '}',
    '',
    `/** ${m.path}, declared for the kit. */`,
    `export function use${S}View(${needsT ? 't: (key: string) => string' : ''}): ResourceView<${S}Item, typeof ${singular}Resource, ${S}Values> {`,
    `  const form = useMemo(() => ${singular}Form(${needsT ? 't' : ''}), [${needsT ? 't' : ''}]);`,
    '  return useMemo(',
    '    () => ({',
    `      client: ${name},`,
    `      filters: [${[m.label, ...m.dicts].map((f) => q(f.name)).join(', ')}],`,
    ...(dicts ? [`      useFilterFields: use${S}Filters,`] : []),
    ...(m.status ? [] : ['      statusFilter: false,']),
    `      useColumns: use${S}Columns,`,
    `      rowLabel: (row) => row.${m.label.name},`,
    '      form,',
    '      detail: (row, { h, t: tt }) => [',
    ...detail,
    '      ],',
    '    }),',
    '    [form],',
    '  );',
    '}',
  ].join('\n') + '\n';
}

function pageUiTsx(m) {
  const { S, singular } = m;
  const t = m.selects.length > 0;
  return `'use client';

${t ? "import { useTranslations } from 'next-intl';\n" : ''}import { ResourcePage } from '@/components/resource/resource-page';
import { use${S}View } from './${singular}-view';

/** ${m.path}: ${m.name} on the resource kit. */
export function ${S}Page() {
${t ? '  const t = useTranslations();\n' : ''}  return <ResourcePage view={use${S}View(${t ? 't' : ''})} />;
}
`;
}

// ------------------------------------------------------------------------------------------- messages

function headers(m) {
  const en = {};
  const zh = {};
  for (const f of m.fields) {
    const label = human(f.name);
    if (f.type === 'i18n') {
      Object.assign(en, { [f.name]: label, [`${f.name}En`]: `${label} (English)`, [`${f.name}Zh`]: `${label} (Chinese)` });
      Object.assign(zh, { [f.name]: label, [`${f.name}En`]: `${label}（英文）`, [`${f.name}Zh`]: `${label}（中文）` });
    } else if (f.type === 'status') {
      Object.assign(en, { status: 'Status' });
      Object.assign(zh, { status: '状态' });
    } else {
      en[f.name] = label;
      zh[f.name] = label;
    }
  }
  Object.assign(en, { createTime: 'Create Time' });
  Object.assign(zh, { createTime: '创建时间' });
  return { en, zh };
}

const coreNamesZh = { users: '用户', roles: '角色', groups: '组织', permissions: '权限' };

function messages(m) {
  const S = human(m.singular);
  const s = S.toLowerCase();
  const p = human(m.name).toLowerCase();
  const h = headers(m);
  const validate = { en: {}, zh: {} };
  for (const f of m.fields) {
    if (f.type === 'text' || f.type === 'i18n') {
      validate.en[m.requiredMessage(f).slice('validate.'.length)] = `Enter the ${human(f.name).toLowerCase()}.`;
      validate.zh[m.requiredMessage(f).slice('validate.'.length)] = `请输入${human(f.name)}。`;
    }
    if (f.type === 'dict') {
      validate.en[m.requiredMessage(f).slice('validate.'.length)] = `Choose the ${human(f.name).toLowerCase()}.`;
      validate.zh[m.requiredMessage(f).slice('validate.'.length)] = `请选择${human(f.name)}。`;
    }
    if (f.type === 'ref') {
      validate.en[m.unknownMessage(f).slice('validate.'.length)] = `No such ${human(f.ref).toLowerCase()}: choose one that exists.`;
      validate.zh[m.unknownMessage(f).slice('validate.'.length)] = `${coreNamesZh[f.ref] ?? human(f.ref)}不存在，请选择已有的一项。`;
    }
  }
  if (m.datetimes.length) {
    validate.en[m.dateTimeMessage.slice('validate.'.length)] = 'Use a date and time: YYYY-MM-DD HH:mm.';
    validate.zh[m.dateTimeMessage.slice('validate.'.length)] = '请输入日期和时间：YYYY-MM-DD HH:mm。';
  }
  const selects = (lang) =>
    Object.fromEntries(m.selects.map((f) => [f.name, Object.fromEntries([['all', lang === 'en' ? `All ${human(f.name).toLowerCase()}` : `全部${human(f.name)}`], ...f.values.map((v) => [v, human(v)])])]));
  const tree = (lang, page) => ({
    menu: { system: { [m.singular]: S } },
    validate: validate[lang],
    page: { system: { [m.singular]: { ...page, header: h[lang], ...selects(lang) }, audit: { entity: { [m.name]: lang === 'en' ? human(m.name) : human(m.name) } } } },
  });
  const en = tree('en', {
    description: `${human(m.name)}: add, edit and delete them here.`,
    updateTime: 'Update Time',
    deleteTitle: `{count, plural, one {Delete this ${s}?} other {Delete # ${p}?}}`,
    deleteDesc: `{count, plural, one {This ${s} will be deleted} other {These # ${p} will be deleted}}. This cannot be undone.`,
    dialog: { add: `Add ${s}`, addDesc: `A new ${s}.`, edit: `Edit ${s}`, editDesc: 'The change applies at once.', detail: `${S} detail` },
    gone: `This ${s} was deleted meanwhile.`,
    exported: `{count, plural, one {Exported # ${s}} other {Exported # ${p}}}`,
    saved: `{mode, select, edit {${S} “{name}” saved} other {${S} “{name}” added}}`,
  });
  const zh = tree('zh', {
    description: `${S}：在此新增、编辑和删除。`,
    updateTime: '更新时间',
    deleteTitle: `{count, plural, other {删除 # 条${S}？}}`,
    deleteDesc: `{count, plural, other {这 # 条${S}将被删除}}。此操作无法撤销。`,
    dialog: { add: `新增${S}`, addDesc: `新的${S}。`, edit: `编辑${S}`, editDesc: '修改立即生效。', detail: `${S}详情` },
    gone: `此${S}已被删除。`,
    exported: `已导出 {count} 条${S}`,
    saved: `{mode, select, edit {已保存${S}“{name}”} other {已添加${S}“{name}”}}`,
  });
  return { en: JSON.stringify(en, null, 2) + '\n', zh: JSON.stringify(zh, null, 2) + '\n' };
}

// ------------------------------------------------------------------------------------------- tests

/** A sample value of a field in a body: the label field takes `label`. */
function sample(m, f, label, refVar) {
  switch (f.type) {
    case 'i18n':
      return f === m.label ? [`${f.name}En: ${label}`, `${f.name}Zh: \`\${${label}} 中\``] : [`${f.name}En: 'English'`, `${f.name}Zh: '中文'`];
    case 'text':
      return [f === m.label ? `${f.name}: ${label}` : `${f.name}: 'Some ${human(f.name).toLowerCase()}'`];
    case 'longtext':
      return [`${f.name}: 'Line one\\nline two'`];
    case 'number':
      return [`${f.name}: 12.5`];
    case 'datetime':
      return [`${f.name}: '2030-01-02 09:00'`];
    case 'status':
      return [`status: '1'`];
    case 'select':
      return [`${f.name}: '${f.values[f.values.length - 1]}'`];
    case 'ref':
      return [`${f.name}: ${refVar(f)}`];
    case 'dict':
      return [`${f.name}: '${dictCode(m, f, 'a')}'`];
  }
}

/** A value the API test adds to the field's dictionary: `a` the bodies choose, `b` one a test disables. */
const dictCode = (m, f, which) => `${m.name}-${f.name}-${which}`;

function apiTest(m) {
  const { S, singular, name } = m;
  const L = m.label;
  const labelKey = L.type === 'i18n' ? `${L.name}En` : L.name;
  const refVar = (f) => `${f.name}Id`;
  const refTables = new Map();
  for (const f of m.refs) {
    const from = f.from === './table' ? `@/resources/${name}/table` : f.from;
    refTables.set(from, [...new Set([...(refTables.get(from) ?? []), f.ref])]);
  }
  const firstRef = m.refs[0];
  const lines = [
    `import { eq, inArray } from 'drizzle-orm';`,
    `import { beforeAll, describe, expect, it } from 'vitest';`,
    `import { getDb } from '@/lib/db/client';`,
    `import * as t from '@/lib/db/schema';`,
    ...[...refTables].filter(([from]) => from !== '@/lib/db/schema').map(([from, tables]) => `import { ${tables.join(', ')} } from '${from}';`),
    ...(m.dicts.length
      ? [`import { dicts, dictValues } from '@/resources/dicts/table';`, `import { ${m.dicts.map((f) => m.dictOf(f)).join(', ')} } from '@/resources/${name}/schema';`]
      : []),
    `import { endpoint } from '@/tests/support/endpoint';`,
    `import { signIn } from '../support/auth';`,
    `import { call } from '../support/call';`,
    `import { expectRefusedUnchanged, signInWithRole } from '../support/system';`,
    '',
    `const { POST: list, DELETE: remove } = endpoint('/api/${m.api}');`,
    `const { POST: add } = endpoint('/api/${m.api}/add');`,
    `const { POST: edit } = endpoint('/api/${m.api}/edit');`,
    `const { GET: detail } = endpoint('/api/${m.api}/detail/{id}');`,
    `const { POST: exportCsv } = endpoint('/api/${m.api}/export');`,
    ...(m.dicts.length ? [`const { DELETE: removeDictValues } = endpoint('/api/system/dicts/values');`] : []),
    '',
    `type ${S} = { id: string; ${L.name}: string${m.status ? '; status: string' : ''} };`,
    '',
    'let token: string;',
    ...m.refs.map((f) => `let ${refVar(f)}: string;`),
    `const body = (label: string, extra: Record<string, unknown> = {}) => ({`,
    ...m.fields.flatMap((f) => sample(m, f, 'label', refVar)).map((s) => `  ${s},`),
    '  ...extra,',
    '});',
    `const addOne = async (label: string, extra: Record<string, unknown> = {}, as = token) => call(add, { token: as, url: '/api/${m.api}/add', body: body(label, extra) });`,
    'const listOf = async (filter: Record<string, unknown> = {}) => {',
    '  const res = await call(list, { token, body: filter });',
    '  expect(res.status, JSON.stringify(res.body)).toBe(200);',
    `  return res.body.data as { list: ${S}[]; total: number };`,
    '};',
    '',
    'beforeAll(async () => {',
    '  token = await signIn();',
    ...(m.refs.length || m.dicts.length ? ['  const db = await getDb();'] : []),
    ...m.refs.flatMap((f) => {
      const table = f.from === '@/lib/db/schema' ? `t.${f.ref}` : f.ref;
      // A user every writer here sees: user001, the admin below (a data scope always holds oneself).
      const which = f.ref === 'users' ? `.where(eq(t.users.username, 'user001'))` : '.limit(1)';
      return [
        `  const [${f.name}Row] = await db.select({ id: ${table}.id }).from(${table})${which};`,
        `  if (!${f.name}Row) throw new Error('the test needs a row of ${f.ref} for ${f.name}');`,
        `  ${refVar(f)} = ${f.name}Row.id;`,
      ];
    }),
    ...m.dicts.flatMap((f) => [
      `  // Two values of its own in ${f.dict}: ${dictCode(m, f, 'a')} the bodies choose, ${dictCode(m, f, 'b')} one a test disables.`,
      `  const [${f.name}Dict] = await db.select({ id: dicts.id }).from(dicts).where(eq(dicts.code, ${m.dictOf(f)}));`,
      `  if (!${f.name}Dict) throw new Error('the test needs the dictionary ${f.dict} (seeded by a migration) for ${f.name}');`,
      `  await db.insert(dictValues).values((['a', 'b'] as const).map((which, i) => ({ id: \`${m.name}-${f.name}-\${which}\`, dictId: ${f.name}Dict.id, code: \`${m.name}-${f.name}-\${which}\`, labelEn: which, labelZh: which, sortOrder: 100 + i })));`,
    ]),
    '});',
    '',
    `describe('${name}: CRUD', () => {`,
    `  it('adds, details, edits and deletes a ${singular}', async () => {`,
    `    const res = await addOne('First');`,
    '    expect(res.status, JSON.stringify(res.body)).toBe(200);',
    '    const id = res.body.data.id as string;',
    '    const found = await call(detail, { token, params: { id } });',
    '    expect(found.status).toBe(200);',
    `    expect(found.body.data).toMatchObject({ id, ${[
      `${L.name}: 'First'`,
      ...m.fields.filter((f) => f !== m.label && f.type !== 'i18n').map((f) => sample(m, f, "'First'", refVar)[0]),
    ].join(', ')} });`,
    `    expect((await call(edit, { token, url: '/api/${m.api}/edit', body: { id, ${labelKey}: 'Renamed' } })).status).toBe(200);`,
    `    expect((await call(detail, { token, params: { id } })).body.data).toMatchObject({ ${L.name}: 'Renamed' });`,
    `    expect((await call(remove, { token, method: 'DELETE', url: '/api/${m.api}', body: [id] })).status).toBe(200);`,
    '    expect((await call(detail, { token, params: { id } })).status).toBe(404);',
    `    await expectRefusedUnchanged(() => call(edit, { token, body: { id, ${labelKey}: 'Gone' } }), { status: 404 });`,
    `    await expectRefusedUnchanged(() => call(remove, { token, method: 'DELETE', body: [id] }), { status: 404 });`,
    '  });',
    '',
    `  it('pages, filters by the ${human(L.name).toLowerCase()}\\'s prefix${m.status ? ' and the status' : ''}, and sorts', async () => {`,
    `    for (const label of ['Alpha one', 'Alpha two', 'Beta']) expect((await addOne(label${m.status ? ", { status: label === 'Alpha two' ? '0' : '1' }" : ''})).status).toBe(200);`,
    `    expect((await listOf({ ${L.name}: 'alpha', orderField: '${L.name}', orderValue: 'desc' })).list.map((r) => r.${L.name})).toEqual(['Alpha two', 'Alpha one']);`,
    ...(m.status ? [`    expect((await listOf({ ${L.name}: 'alpha', status: '1' })).list.map((r) => r.${L.name})).toEqual(['Alpha one']);`] : []),
    `    const paged = await listOf({ ${L.name}: 'alpha', orderField: '${L.name}', orderValue: 'asc', size: 1, page: 2 });`,
    `    expect([paged.total, paged.list.map((r) => r.${L.name})]).toEqual([2, ['Alpha two']]);`,
    ...m.columns.map((f) => `    expect((await call(list, { token, body: { orderField: '${f.name}' } })).status).toBe(200);`),
    `    expect((await call(list, { token, body: { orderField: 'nothing' } })).status).toBe(400);`,
    '  });',
    '',
    `  it('exports the filtered ${name} as CSV', async () => {`,
    `    const res = await call(exportCsv, { token, body: { ${L.name}: 'alpha', orderField: '${L.name}', columns: ['${L.name}'] } });`,
    '    expect(res.status).toBe(200);',
    `    expect(res.text.replace('\\uFEFF', '').trim().split('\\r\\n')).toEqual(['${headers(m).en[L.name]}', 'Alpha one', 'Alpha two']);`,
    '  });',
    '});',
    '',
    `describe('${name}: validation', () => {`,
    `  it('refuses a body without its required fields, with an unknown field, or with a wrong value (400 on the field)', async () => {`,
    `    await expectRefusedUnchanged(() => call(add, { token, body: { ...body('x'), ${labelKey}: undefined } }), { status: 400, field: '${labelKey}' });`,
    `    expect((await addOne('x', { ${labelKey}: '  ' })).body.fields).toEqual({ ${labelKey}: 'Enter the ${human(L.name).toLowerCase()}.' });`,
    `    expect((await addOne('x', { unknownField: 1 })).body.fields).toHaveProperty('unknownField');`,
    ...m.fields.flatMap((f) => {
      if (f.type === 'number') return [`    expect((await addOne('x', { ${f.name}: 'many' })).body.fields).toHaveProperty('${f.name}');`];
      if (f.type === 'datetime') return [`    expect((await addOne('x', { ${f.name}: '2030-02-30 10:00' })).body.fields).toEqual({ ${f.name}: 'Use a date and time: YYYY-MM-DD HH:mm.' });`];
      if (f.type === 'select') return [`    expect((await addOne('x', { ${f.name}: 'nothing' })).body.fields).toHaveProperty('${f.name}');`];
      if (f.type === 'status') return [`    expect((await addOne('x', { status: '2' })).body.fields).toHaveProperty('status');`];
      if (f.type === 'longtext') return [`    expect((await addOne('x', { ${f.name}: 'a'.repeat(2001) })).body.fields).toHaveProperty('${f.name}');`];
      return [];
    }),
    '  });',
    ...m.dicts.flatMap((f) => [
      '',
      `  it('takes an enabled value of ${f.dict} as ${f.name}; a disabled one stays on its records but a write of it is a 400 on ${f.name}', async () => {`,
      `    await expectRefusedUnchanged(() => addOne('x', { ${f.name}: 'no-such-value' }), { status: 400, field: '${f.name}' });`,
      `    expect((await addOne('x', { ${f.name}: '' })).body.fields).toEqual({ ${f.name}: 'Choose the ${human(f.name).toLowerCase()}.' });`,
      `    const id = (await addOne('Kept', { ${f.name}: '${dictCode(m, f, 'b')}' })).body.data.id as string;`,
      `    await (await getDb()).update(dictValues).set({ status: '0' }).where(eq(dictValues.id, '${dictCode(m, f, 'b')}'));`,
      `    expect((await call(detail, { token, params: { id } })).body.data).toMatchObject({ ${f.name}: '${dictCode(m, f, 'b')}' });`,
      `    expect((await listOf({ ${f.name}: '${dictCode(m, f, 'b')}' })).list.map((r) => r.id)).toEqual([id]);`,
      `    expect((await call(edit, { token, body: { id, ${f.name}: '${dictCode(m, f, 'b')}', ${labelKey}: 'Kept still' } })).status).toBe(200);`,
      `    const refused = await expectRefusedUnchanged(() => addOne('Refused', { ${f.name}: '${dictCode(m, f, 'b')}' }), { status: 400, field: '${f.name}' });`,
      `    expect(refused.body.fields).toEqual({ ${f.name}: 'Choose one of the enabled values.' });`,
      `    const other = (await addOne('Other')).body.data.id as string;`,
      `    await expectRefusedUnchanged(() => call(edit, { token, body: { id: other, ${f.name}: '${dictCode(m, f, 'b')}' } }), { status: 400, field: '${f.name}' });`,
      `    // Records hold it, so the dictionary keeps it (resources/dicts/uses.ts).`,
      `    await expectRefusedUnchanged(() => call(removeDictValues, { token, method: 'DELETE', body: ['${dictCode(m, f, 'b')}'] }), { status: 409 });`,
      '  });',
    ]),
    ...(firstRef
      ? [
          '',
          ...m.refs.flatMap((f) => [
            `  it('refuses a ${f.name} that names no row of ${f.ref}: a 400 on ${f.name} (add and edit)', async () => {`,
            `    const res = await expectRefusedUnchanged(() => addOne('Dangling', { ${f.name}: 'no-such-id' }), { status: 400, field: '${f.name}' });`,
            `    expect(res.body.fields).toEqual({ ${f.name}: 'No such ${human(f.ref).toLowerCase()}: choose one that exists.' });`,
            `    const id = (await addOne('Anchored')).body.data.id as string;`,
            `    await expectRefusedUnchanged(() => call(edit, { token, body: { id, ${f.name}: 'no-such-id' } }), { status: 400, field: '${f.name}' });`,
            '  });',
          ]),
        ]
      : []),
    '});',
    '',
    `describe('${name}: permissions, audit and menu', () => {`,
    `  it('refuses a role without the ${singular} page (403) and lets admin write', async () => {`,
    `    const user = await signInWithRole('user002', 'user');`,
    '    expect((await call(list, { token: user, body: {} })).status).toBe(403);',
    `    await expectRefusedUnchanged(() => addOne('By user', {}, user), { status: 403 });`,
    `    const admin = await signInWithRole('user001', 'admin');`,
    `    expect((await addOne('By admin', {}, admin)).status).toBe(200);`,
    '  });',
    '',
    `  it('records each write in the audit trail under the entity ${name}', async () => {`,
    `    const id = (await addOne('Audited')).body.data.id as string;`,
    `    await call(edit, { token, url: '/api/${m.api}/edit', body: { id, ${labelKey}: 'Audited again' } });`,
    `    await call(remove, { token, url: '/api/${m.api}', method: 'DELETE', body: [id] });`,
    '    const db = await getDb();',
    `    const entries = (await db.select().from(t.auditLog).where(eq(t.auditLog.entity, '${name}'))).filter((e) => e.ids.includes(id));`,
    `    expect(entries.map((e) => e.action).sort()).toEqual(['add', 'delete', 'edit']);`,
    `    expect(entries.find((e) => e.action === 'edit')?.after[id]).toMatchObject({ ${labelKey}: 'Audited again' });`,
    '  });',
    '',
    `  it('seeded ${m.path} with add, edit and delete under System, granted to super and admin', async () => {`,
    '    const db = await getDb();',
    `    const items = await db.select().from(t.permissions).where(eq(t.permissions.path, '${m.path}'));`,
    `    expect(items.map((p) => [p.type, p.action ?? '']).sort()).toEqual([['action', 'add'], ['action', 'delete'], ['action', 'edit'], ['menu', '']]);`,
    `    expect(items.find((p) => p.type === 'menu')).toMatchObject({ nameEn: '${human(m.singular)}' });`,
    '    const holders = await db',
    '      .selectDistinct({ code: t.roles.code })',
    '      .from(t.rolePermissions)',
    '      .innerJoin(t.roles, eq(t.roles.id, t.rolePermissions.roleId))',
    `      .where(inArray(t.rolePermissions.permissionId, items.map((p) => p.id)));`,
    `    expect(holders.map((h) => h.code).sort()).toEqual(['admin', 'super']);`,
    '  });',
    '});',
  ];
  return lines.join('\n') + '\n';
}

function componentTest(m) {
  const { S, singular, name } = m;
  const L = m.label;
  const h = headers(m).en;
  const rowFields = [];
  for (const f of m.fields) {
    switch (f.type) {
      case 'i18n':
        rowFields.push(
          f === L ? `${f.name}: \`${S} \${n}\`` : `${f.name}: 'English'`,
          f === L ? `${f.name}En: \`${S} \${n}\`` : `${f.name}En: 'English'`,
          f === L ? `${f.name}Zh: \`${S} 中 \${n}\`` : `${f.name}Zh: '中文'`,
        );
        break;
      case 'text':
        rowFields.push(f === L ? `${f.name}: \`${S} \${n}\`` : `${f.name}: 'Some text'`);
        break;
      case 'longtext':
        rowFields.push(`${f.name}: 'Line one'`);
        break;
      case 'number':
        rowFields.push(`${f.name}: n`);
        break;
      case 'datetime':
        rowFields.push(`${f.name}: '2030-01-01 08:00'`);
        break;
      case 'status':
        rowFields.push(`status: '1'`);
        break;
      case 'select':
        rowFields.push(`${f.name}: '${f.values[0]}'`);
        break;
      case 'ref':
        rowFields.push(`${f.name}: 'ref-1'`);
        break;
      case 'dict':
        rowFields.push(`${f.name}: n === 1 ? 'retired' : 'current'`);
        break;
    }
  }
  // The dictionaries answer two values each: Current, and Retired, disabled since row 1 took it.
  const dicts = m.dicts.length > 0;
  const routes = dicts ? ', ...dictRoute' : '';
  // What the add form is given, typed by the user: each text box.
  const typed = [];
  for (const f of m.fields) {
    if (f.type === 'i18n') typed.push([h[`${f.name}En`], `${f.name}En`, f === L ? 'New' : 'En'], [h[`${f.name}Zh`], `${f.name}Zh`, f === L ? '新' : '中']);
    if (f.type === 'text') typed.push([h[f.name], f.name, f === L ? 'New' : 'Te']);
    if (f.type === 'ref') typed.push([h[f.name], f.name, 'r-1']);
  }
  const firstKey = L.type === 'i18n' ? `${L.name}En` : L.name;
  return [
    `import { screen, waitFor, within } from '@testing-library/react';`,
    `import { describe, expect, it } from 'vitest';`,
    ...(dicts ? [`import type { DictOption } from '@/lib/dict-values';`] : []),
    `import type { ${S}Item } from '@/resources/${name}/ui/${singular}-api';`,
    `import { ${S}Page } from '@/resources/${name}/ui/${singular}-page';`,
    `import { fakeApi, ok, refuse } from './support/api';`,
    `import { actions, ${dicts ? 'choose, ' : ''}renderPage, shellUserWith } from './support/render';`,
    '',
    `const list = 'POST ${m.api}';`,
    ...(dicts
      ? [
          `const option = (value: string, label: string, color: DictOption['color'], enabled: boolean): DictOption => ({ value, label, labelEn: label, labelZh: label, color, enabled });`,
          `const dictRoute = { 'GET system/dicts/options': () => ok([option('current', 'Current', 'sky', true), option('retired', 'Retired', 'gray', false)]) };`,
        ]
      : []),
    `const user = shellUserWith(actions('${m.path}', 'add', 'edit', 'delete'));`,
    '',
    `/** A ${singular} as the list answers it. */`,
    `const row = (n: number): ${S}Item => ({ id: \`r-\${n}\`, ${rowFields.join(', ')}, create: '2029-12-31 08:00:00', update: '2029-12-31 08:00:00' });`,
    `const rows = (count: number) => Array.from({ length: count }, (_, i) => row(i + 1));`,
    'const answer = (items: readonly ' + S + 'Item[]) => () => ok({ list: items, total: items.length });',
    `const table = () => screen.findByRole('table', { name: '${human(singular)}' });`,
    '',
    `describe('${S}Page', () => {`,
    `  it('lists the ${name} the API answers, reading the filter and the sort from the URL', async () => {`,
    `    const api = fakeApi({ [list]: answer(rows(3))${routes} });`,
    `    renderPage(<${S}Page />, { url: '${m.path}?${L.name}=${S}&sort=${L.name}&order=desc', user });`,
    `    expect(await within(await table()).findByText('${S} 2')).toBeInTheDocument();`,
    `    expect(api.to(list)[0]?.body).toMatchObject({ ${L.name}: '${S}', orderField: '${L.name}', orderValue: 'desc', page: 1, size: 10 });`,
    `    expect(api.unrouted()).toEqual([]);`,
    '  });',
    '',
    `  it("adds: the form sends the contract's body, and a 400 shows under its field", async () => {`,
    '    const api = fakeApi({',
    '      [list]: answer(rows(1)),',
    ...(dicts ? ['      ...dictRoute,'] : []),
    `      'POST ${m.api}/add': () => refuse(400, 'Invalid input', { ${firstKey}: 'Taken already.' }),`,
    '    });',
    `    const { user: events } = renderPage(<${S}Page />, { url: '${m.path}', user });`,
    `    await within(await table()).findByText('${S} 1');`,
    `    await events.click(screen.getByTestId('add'));`,
    `    const dialog = await screen.findByTestId('${singular}-form');`,
    `    expect(dialog).toHaveTextContent('Add ${human(singular).toLowerCase()}');`,
    ...typed.map(([label, , value]) => `    await events.type(within(dialog).getByLabelText('${label}'), '${value}');`),
    ...m.dicts.map((f) => `    await choose(events, within(dialog).getByLabelText('${h[f.name]}'), 'Current');`),
    `    await events.click(within(dialog).getByTestId('form-save'));`,
    `    expect(await within(dialog).findByTestId('error-${singular}-${kebab(firstKey)}')).toHaveTextContent('Taken already.');`,
    `    expect(api.to('POST ${m.api}/add')).toHaveLength(1);`,
    `    expect(api.to('POST ${m.api}/add')[0]?.body).toMatchObject({ ${[
      ...typed.map(([, key, value]) => `${key}: '${value}'`),
      ...m.fields.flatMap((f) =>
        f.type === 'status' ? [`status: '1'`] : f.type === 'select' ? [`${f.name}: '${f.values[0]}'`] : f.type === 'number' ? [`${f.name}: 0`] : f.type === 'longtext' ? [`${f.name}: ''`] : f.type === 'dict' ? [`${f.name}: 'current'`] : [],
      ),
    ].join(', ')} });`,
    // Typing and choosing are slow in jsdom on a busy machine: this test fills every box and select.
    '  }, 60_000);',
    ...(m.status
      ? [
          '',
          `  it('the status switch sends the edit of that row alone', async () => {`,
          `    const api = fakeApi({ [list]: answer(rows(2)), 'POST ${m.api}/edit': () => ok(undefined, 'Saved')${routes} });`,
          `    const { user: events } = renderPage(<${S}Page />, { url: '${m.path}', user });`,
          `    await within(await table()).findByText('${S} 2');`,
          `    await events.click(screen.getByLabelText('Status: ${S} 2'));`,
          `    await waitFor(() => expect(api.to('POST ${m.api}/edit')).toHaveLength(1));`,
          `    expect(api.to('POST ${m.api}/edit')[0]?.body).toEqual({ id: 'r-2', status: '0' });`,
          '  });',
        ]
      : []),
    '',
    `  it('asks before deleting, then sends the DELETE with the id', async () => {`,
    `    const api = fakeApi({ [list]: answer(rows(3)), 'DELETE ${m.api}': () => ok(undefined, 'Deleted')${routes} });`,
    `    const { user: events } = renderPage(<${S}Page />, { url: '${m.path}', user });`,
    `    await within(await table()).findByText('${S} 2');`,
    `    await events.click(screen.getByLabelText('Actions: ${S} 2'));`,
    `    await events.click(await screen.findByTestId('action-delete'));`,
    `    const confirm = await screen.findByTestId('confirm-dialog');`,
    `    expect(confirm).toHaveTextContent('Delete this ${human(singular).toLowerCase()}?');`,
    `    await events.click(within(confirm).getByTestId('confirm'));`,
    `    await waitFor(() => expect(api.to('DELETE ${m.api}').map((call) => call.body)).toEqual([['r-2']]));`,
    '  });',
    ...(dicts
      ? [
          '',
          `  it('draws ${m.dicts.map((f) => f.name).join(', ')} from the dictionary, a disabled value too, and filters by its enabled values', async () => {`,
          `    const api = fakeApi({ [list]: answer(rows(2))${routes} });`,
          `    const { user: events } = renderPage(<${S}Page />, { url: '${m.path}', user });`,
          `    const [retired] = await within(await table()).findAllByText('Retired');`,
          `    expect(retired).toHaveAttribute('data-color', 'gray');`,
          `    expect(api.to('GET system/dicts/options').map((call) => call.query)).toEqual([${[...new Set(m.dicts.map((f) => f.dict))].map((d) => `{ code: '${d}' }`).join(', ')}]);`,
          ...m.dicts.flatMap((f) => [
            `    await events.click(screen.getByTestId('filter-${f.name}'));`,
            `    expect(within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'Current']);`,
            `    await events.keyboard('{Escape}');`,
            `    await choose(events, screen.getByTestId('filter-${f.name}'), 'Current');`,
            `    await waitFor(() => expect(api.to(list).at(-1)?.body).toMatchObject({ ${f.name}: 'current' }));`,
          ]),
          '  }, 30_000);',
        ]
      : []),
    '});',
  ].join('\n') + '\n';
}

// ------------------------------------------------------------------------------------------- writing

function addToRegistry(m) {
  const file = path.join(root, 'resources/index.ts');
  const source = readFileSync(file, 'utf8');
  const list = /export const registeredResources = \[([^\]]*)\] as const;/.exec(source);
  if (!list) throw new Error('resources/index.ts: no `export const registeredResources = [...] as const;` to add to');
  const imports = [...source.matchAll(/^import .*;$/gm)];
  const last = imports.at(-1);
  const line = `import { ${m.name} } from './${m.name}/registration';`;
  const at = last ? last.index + last[0].length : 0;
  const withImport = `${source.slice(0, at)}${last ? '\n' : ''}${line}${last ? '' : '\n'}${source.slice(at)}`;
  const entries = list[1].split(',').map((s) => s.trim()).filter(Boolean);
  writeFileSync(file, withImport.replace(list[0], `export const registeredResources = [${[...entries, m.name].join(', ')}] as const;`));
}

/** A users reference is a query on users: tests/unit/data-scope-coverage.test.ts pins it as scoped. */
function addToScopeCoverage(m) {
  const count = m.refs.filter((f) => f.ref === 'users').length;
  if (count === 0) return;
  const file = path.join(root, 'tests/unit/data-scope-coverage.test.ts');
  if (!existsSync(file)) return;
  const source = readFileSync(file, 'utf8');
  const start = source.indexOf('const accounted: Record<string, Accounted> = {');
  const end = start < 0 ? -1 : source.indexOf('\n};', start);
  if (end < 0) throw new Error('tests/unit/data-scope-coverage.test.ts: no `const accounted` to add to');
  const line = `\n  'resources/${m.name}/service.ts': { users: ${count}, why: \`\${scoped} (userScope): a referenced user must be one the writer sees\` },`;
  writeFileSync(file, source.slice(0, end) + line + source.slice(end));
}

/** A dictionary field's column is a use of its dictionary: resources/dicts/uses.ts lists it, so a value records hold stays. */
function addToDictUses(m) {
  if (m.dicts.length === 0) return;
  const file = path.join(root, 'resources/dicts/uses.ts');
  const source = readFileSync(file, 'utf8');
  const start = source.indexOf('export const dictUses: readonly DictUse[] = [');
  const end = start < 0 ? -1 : source.indexOf('\n];', start);
  const imports = [...source.matchAll(/^import .*;$/gm)];
  const last = imports.at(-1);
  if (end < 0 || !last) throw new Error('resources/dicts/uses.ts: no imports and `export const dictUses` to add to');
  const at = last.index + last[0].length;
  const uses = m.dicts.map((f) => `\n  { dict: '${f.dict}', entity: '${m.name}', table: ${m.name}, column: ${m.name}.${f.name} },`).join('');
  writeFileSync(file, `${source.slice(0, at)}\nimport { ${m.name} } from '@/resources/${m.name}/table';${source.slice(at, end)}${uses}${source.slice(end)}`);
}

function generate(input) {
  checkFree(input);
  const id = menuId();
  const m = model(input);
  const dir = path.join(root, 'resources', m.name);
  const { en, zh } = messages(m);
  const files = {
    [`resources/${m.name}/schema.ts`]: schemaTs(m),
    [`resources/${m.name}/resource.ts`]: resourceTs(m),
    [`resources/${m.name}/registration.ts`]: registrationTs(m, id),
    [`resources/${m.name}/messages.en.json`]: en,
    [`resources/${m.name}/messages.zh.json`]: zh,
    [`resources/${m.name}/table.ts`]: tableTs(m),
    [`resources/${m.name}/view.ts`]: viewTs(m),
    [`resources/${m.name}/list.ts`]: listTs(m),
    [`resources/${m.name}/service.ts`]: serviceTs(m),
    [`resources/${m.name}/snapshot.ts`]: snapshotTs(m),
    [`resources/${m.name}/export.ts`]: exportTs(m),
    [`resources/${m.name}/server.ts`]: serverTs(m),
    [`resources/${m.name}/page.tsx`]: pageTsx(m),
    [`resources/${m.name}/ui/${m.singular}-api.ts`]: apiTs(m),
    [`resources/${m.name}/ui/${m.singular}-view.tsx`]: viewTsx(m),
    [`resources/${m.name}/ui/${m.singular}-page.tsx`]: pageUiTsx(m),
    [`tests/api/${m.name}.test.ts`]: apiTest(m),
    [`tests/component/${m.name}-page.test.tsx`]: componentTest(m),
  };
  for (const test of [`tests/api/${m.name}.test.ts`, `tests/component/${m.name}-page.test.tsx`]) {
    if (existsSync(path.join(root, test))) refuse(`${test} exists already`);
  }
  mkdirSync(path.join(dir, 'ui'), { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(root, file), text);
  addToRegistry(m);
  addToScopeCoverage(m);
  addToDictUses(m);
  const written = [...Object.keys(files), 'resources/index.ts (one line, and the list)'];
  if (m.dicts.length) written.push('resources/dicts/uses.ts (the columns holding dictionary values)');
  if (m.scoped) written.push('tests/unit/data-scope-coverage.test.ts (the service\'s scoped query on users)');
  if (input.migration) {
    const before = new Set(readdirSync(path.join(root, 'drizzle')));
    execFileSync('npx', ['drizzle-kit', 'generate', '--name', m.name], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    written.push(...readdirSync(path.join(root, 'drizzle')).filter((f) => !before.has(f)).map((f) => `drizzle/${f}`), 'drizzle/meta/ (snapshot, journal)');
  }
  console.log(`new:resource: wrote ${m.name} (menu id ${id}, page ${m.path}, API /api/${m.api})`);
  for (const file of written) console.log(`  ${file}`);
  console.log(`next: translate resources/${m.name}/messages.zh.json, then see docs/adding-a-resource.md ("Generate one").`);
}

try {
  const input = parseArgs(process.argv.slice(2));
  if (input.help) console.log(usage);
  else generate(input);
} catch (error) {
  if (error instanceof Refusal) {
    console.error(`new:resource: ${error.message}\n\n${usage}`);
    process.exit(2);
  }
  throw error;
}
