import type { Snapshot } from '@/lib/trail/entities';

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
  /** list fields (permission ids, role codes): what the write added and removed */
  added?: unknown[];
  removed?: unknown[];
}

export interface RecordChange {
  id: string;
  kind: 'created' | 'deleted' | 'changed';
  /** changed fields (all fields of a created or deleted record) */
  fields: FieldChange[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function fieldChange(field: string, before: unknown, after: unknown): FieldChange {
  if (!Array.isArray(before) || !Array.isArray(after)) return { field, before, after };
  const had = new Set(before.map((v) => JSON.stringify(v)));
  const has = new Set(after.map((v) => JSON.stringify(v)));
  return {
    field,
    before,
    after,
    added: after.filter((v) => !had.has(JSON.stringify(v))),
    removed: before.filter((v) => !has.has(JSON.stringify(v))),
  };
}

/** Each record an entry names, with the fields its write changed (in id order). */
export function diffEntry(before: Snapshot, after: Snapshot): RecordChange[] {
  const ids = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return ids.map((id) => {
    const was = before[id];
    const is = after[id];
    if (!was) return { id, kind: 'created', fields: Object.entries(is ?? {}).map(([f, v]) => fieldChange(f, undefined, v)) };
    if (!is) return { id, kind: 'deleted', fields: Object.entries(was).map(([f, v]) => fieldChange(f, v, undefined)) };
    const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])];
    return { id, kind: 'changed', fields: fields.filter((f) => !same(was[f], is[f])).map((f) => fieldChange(f, was[f], is[f])) };
  });
}

/** How many fields an entry changed across its records (created and deleted records count each field). */
export function changedFieldCount(changes: readonly RecordChange[]): number {
  return changes.reduce((sum, change) => sum + change.fields.length, 0);
}
