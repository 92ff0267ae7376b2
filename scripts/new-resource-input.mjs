// The generator's input (scripts/new-resource.mjs): its arguments parsed and checked, or a Refusal saying why.
// A module of its own so tests/unit/new-resource-input.test.ts can call it; its types: new-resource-input.d.mts.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const usage = `usage: npm run new:resource -- <name> <field:type>... [--singular=<word>] [--no-migration]

  <name>    the resource's folder, table and API segment: a lowercase plural identifier (products)
  <field>   a camelCase name (startsAt); its type one of:
    text              a required line of text (at most 200 characters)
    i18n              a required line in English and in Chinese: two columns <field>En and <field>Zh
    longtext          text of at most 2000 characters, may be empty (a textarea)
    number            a number
    datetime          a date and time (shown and typed in the user's time zone)
    status            the status switch ('0' | '1'); the field must be named status
    select=a,b,...    one of fixed lowercase values (the first is the default)
    ref=<resource>    the id of a row of another resource (users, roles, groups, permissions, or a
                      resources/<name> with a table); a write naming no such row is a 400 on the field
    dict=<code>       a value of a dictionary a migration seeds (notice_level; /system/dict): the form's
                      select and the list's filter offer its enabled values; a write of any other is a 400

  The first text or i18n field names the rows (the list's filter, the first column, the toast).
  example: npm run new:resource -- products title:i18n body:longtext price:number startsAt:datetime status:status level:select=low,high owner:ref=users grade:dict=notice_level`;

export class Refusal extends Error {}
export const refuse = (message) => {
  throw new Refusal(message);
};

// ---------------------------------------------------------------------------------------------- input

const types = ['text', 'i18n', 'longtext', 'number', 'datetime', 'status', 'select', 'ref', 'dict'];
/** The system's tables a reference may name (lib/db/schema.ts): text ids, rows from the seed. */
const coreTables = ['users', 'roles', 'groups', 'permissions'];
/** Names a field may not take: the row's own keys, the list's body, and the page's message keys. */
const reserved = new Set([
  'id', 'create', 'update', 'createdAt', 'updatedAt', 'createTime', 'updateTime', 'page', 'size', 'orderField', 'orderValue', 'columns',
  'description', 'header', 'dialog', 'deleteTitle', 'deleteDesc', 'gone', 'exported', 'saved', 'constructor', 'toString',
]);

/** Words a generated identifier (the registration is `export const <name>`) may not be. */
const keywords = new Set(
  ('break case catch class const continue debugger default delete do else enum export extends false finally for function if import in ' +
    'instanceof new null return super switch this throw true try typeof var void while with yield let static implements interface ' +
    'package private protected public await arguments eval undefined ns').split(' '),
);

function singularOf(name) {
  if (name.endsWith('ies')) return `${name.slice(0, -3)}y`;
  if (/(ss|x|ch|sh)es$/.test(name)) return name.slice(0, -2);
  return name.slice(0, -1);
}

export function parseArgs(argv) {
  const options = { migration: true, singular: undefined };
  const positional = [];
  for (const arg of argv) {
    if (arg === '--no-migration') options.migration = false;
    else if (arg.startsWith('--singular=')) options.singular = arg.slice('--singular='.length);
    else if (arg === '--help' || arg === '-h') options.help = true;
    else if (arg.startsWith('--')) refuse(`unknown option ${arg}`);
    else positional.push(arg);
  }
  if (options.help) return { help: true };
  const [name, ...specs] = positional;
  if (!name) refuse('name the resource: a lowercase plural identifier, e.g. products');
  if (!/^[a-z][a-z0-9]{1,39}$/.test(name) || !name.endsWith('s')) {
    refuse(`the name "${name}" is not a lowercase plural identifier (letters and digits, starting with a letter, ending in s: products)`);
  }
  const singular = options.singular ?? singularOf(name);
  if (!/^[a-z][a-z0-9]{0,38}$/.test(singular) || singular === name) refuse(`the singular "${singular}" is not a lowercase identifier other than the name`);
  if (keywords.has(name)) refuse(`"${name}" is a word of JavaScript: choose another name`);
  if (specs.length === 0) refuse('give the resource at least one field, e.g. title:i18n');
  const fields = specs.map((spec) => parseField(spec, name));
  const seen = new Set();
  for (const field of fields) {
    for (const key of field.type === 'i18n' ? [field.name, `${field.name}En`, `${field.name}Zh`] : [field.name]) {
      if (seen.has(key)) refuse(`the field "${key}" is given twice`);
      seen.add(key);
    }
  }
  if (!fields.some((f) => f.type === 'text' || f.type === 'i18n')) refuse('give the resource a text or i18n field: its first one names the rows');
  return { name, singular, fields, migration: options.migration };
}

function parseField(spec, name) {
  const match = /^([^:=]+):([a-z0-9]+)(?:=(.*))?$/.exec(spec);
  if (!match) refuse(`the field "${spec}" is not <field>:<type> (title:i18n, level:select=low,high, owner:ref=users)`);
  const [, field, type, arg] = match;
  if (!types.includes(type)) refuse(`the field "${field}" has an unknown type "${type}": use one of ${types.join(', ')}`);
  if (!/^[a-z][a-zA-Z0-9]{0,39}$/.test(field)) refuse(`the field name "${field}" is not a camelCase identifier (startsAt)`);
  if (reserved.has(field)) refuse(`the field name "${field}" is reserved (the row's or the page's own): choose another`);
  if (type === 'status' && field !== 'status') refuse(`a status field must be named status (status:status), not "${field}"`);
  if (type !== 'status' && field === 'status') refuse('the field status must have the type status (status:status)');
  if ((type === 'select' || type === 'ref' || type === 'dict') !== (arg !== undefined)) {
    refuse(
      type === 'select'
        ? `the field "${field}" lists its values: ${field}:select=low,high`
        : type === 'ref'
          ? `the field "${field}" names its resource: ${field}:ref=users`
          : type === 'dict'
            ? `the field "${field}" names its dictionary: ${field}:dict=notice_level`
            : `the field "${field}" of type ${type} takes no "=${arg}"`,
    );
  }
  if (type === 'select') {
    const values = arg.split(',');
    if (values.some((v) => !/^[a-z][a-z0-9]{0,39}$/.test(v))) refuse(`the values of "${field}" must be lowercase identifiers separated by commas: ${field}:select=low,high`);
    if (new Set(values).size !== values.length) refuse(`the field "${field}" lists a value twice`);
    if (values.includes('all')) refuse(`the field "${field}" may not have the value "all"`);
    return { name: field, type, values };
  }
  if (type === 'ref') {
    if (!/^[a-z][a-z0-9]*$/.test(arg)) refuse(`the field "${field}" names no resource: ${field}:ref=users`);
    if (arg === name) return { name: field, type, ref: arg, from: './table' };
    if (coreTables.includes(arg)) return { name: field, type, ref: arg, from: '@/lib/db/schema' };
    const table = path.join(root, 'resources', arg, 'table.ts');
    if (existsSync(table) && readFileSync(table, 'utf8').includes(`export const ${arg} = pgTable(`)) return { name: field, type, ref: arg, from: `@/resources/${arg}/table` };
    refuse(`the field "${field}" refers to "${arg}", which has no table: use ${coreTables.join(', ')} or a resources/<name> with a table.ts`);
  }
  if (type === 'dict') {
    if (!/^[a-z][a-z0-9_]{0,49}$/.test(arg)) refuse(`the field "${field}" names no dictionary code (lowercase letters, digits and _): ${field}:dict=notice_level`);
    const seeded = seededDicts();
    if (!seeded.includes(arg)) refuse(`the field "${field}" names the dictionary "${arg}", which no migration seeds: seed it in drizzle/ first, or use ${seeded.join(', ')}`);
    return { name: field, type, dict: arg };
  }
  return { name: field, type };
}

/**
 * The codes of the dictionaries the migrations seed (`INSERT INTO "dicts" (…, "code", …) VALUES (…), …`):
 * a fresh database has them, so the generated tests and every new deployment do. One an administrator adds
 * later at /system/dict exists in that database only.
 */
export function seededDicts(dir = path.join(root, 'drizzle')) {
  const codes = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql')).sort()) {
    for (const [, columns, rows] of readFileSync(path.join(dir, file), 'utf8').matchAll(/INSERT INTO "dicts" \(([^)]*)\) VALUES([^;]*);/g)) {
      const at = columns.split(',').map((c) => c.trim()).indexOf('"code"');
      if (at < 0) continue;
      for (const [, row] of rows.matchAll(/\(((?:'(?:[^']|'')*'|[^()'])*)\)/g)) {
        const code = [...row.matchAll(/'((?:[^']|'')*)'|([^,\s][^,]*)/g)][at];
        if (code?.[1] !== undefined) codes.push(code[1]);
      }
    }
  }
  return [...new Set(codes)];
}

