import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseArgs, Refusal, seededDicts } from '@/scripts/new-resource-input.mjs';

// The generator's input, parsed in this process (tests/unit/new-resource-refusals.test.ts runs the script itself).
const fieldsOf = (...specs: string[]) => {
  const input = parseArgs(['gadgets', 'title:text', ...specs]);
  if ('help' in input) throw new Error('no fields parsed');
  return input.fields.slice(1);
};
const refusal = (...specs: string[]) => {
  try {
    fieldsOf(...specs);
  } catch (error) {
    if (error instanceof Refusal) return error.message;
    throw error;
  }
  return 'accepted';
};

describe('new:resource input: a dict=<code> field', () => {
  it('names a dictionary a migration seeds', () => {
    expect(fieldsOf('grade:dict=notice_level', 'kind:select=a,b')).toEqual([
      { name: 'grade', type: 'dict', dict: 'notice_level' },
      { name: 'kind', type: 'select', values: ['a', 'b'] },
    ]);
    expect(fieldsOf('state:dict=user_status')).toEqual([{ name: 'state', type: 'dict', dict: 'user_status' }]);
  });

  it.each([
    [['grade:dict'], 'the field "grade" names its dictionary: grade:dict=notice_level'],
    [['grade:dict='], 'the field "grade" names no dictionary code'],
    [['grade:dict=Notice-Level'], 'the field "grade" names no dictionary code'],
    [['grade:dict=notice_levle'], 'the field "grade" names the dictionary "notice_levle", which no migration seeds: seed it in drizzle/ first, or use notice_level, user_status, role_status'],
    [['status:dict=user_status'], 'the field status must have the type status'],
    [['title:dict=notice_level'], 'the field "title" is given twice'],
  ])('%j is refused: %s', (specs, reason) => {
    expect(refusal(...specs)).toContain(reason);
  });

  it('finds the seeded codes in the migrations: a code column anywhere in the insert, quotes and commas inside values', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'seeded-dicts-'));
    try {
      writeFileSync(
        path.join(dir, '0001_a.sql'),
        `INSERT INTO "dicts" ("id", "name_en", "code") VALUES\n\t('d1', 'Size (S, M, L)', 'size'),\n\t('d2', 'It''s (odd)', 'odd_one');--> statement-breakpoint\nINSERT INTO "dict_values" ("id", "code") VALUES ('v1', 'not_a_dict');`,
      );
      writeFileSync(path.join(dir, '0002_b.sql'), `INSERT INTO "dicts" ("code", "id") VALUES ('colour', 'd3');`);
      writeFileSync(path.join(dir, 'notes.txt'), `INSERT INTO "dicts" ("code") VALUES ('ignored');`);
      expect(seededDicts(dir)).toEqual(['size', 'odd_one', 'colour']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
