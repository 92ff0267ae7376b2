import { describe, expect, it } from 'vitest';
import { catalogues } from '@/lib/i18n/catalogues';
import type { ResourceDefinition } from '@/lib/resource/definition';
import { auditSubjects } from '@/lib/trail/subjects';
import { auditEntities } from '@/lib/trail/entities';
import { isReferenceKind, referenceKinds } from '@/resources/audit/reference-fields';
import { recordName } from '@/resources/audit/ui/audit-labels';
import { recordLabels } from '@/resources/audit/ui/audit-records';
import { registeredResources } from '@/resources/index';

const { en, zh } = catalogues;

function lookup(messages: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' && Object.hasOwn(node, part) ? (node as Record<string, unknown>)[part] : undefined), messages);
}

// Each registration declares how the audit trail shows its records (lib/resource/registration.ts):
// what it declares must name registered resources and messages both languages have.
describe("the registrations' audit declarations", () => {
  const registered = new Set(registeredResources.map((r) => r.definition.name));

  it("give every entity the trail records its name in both languages (the audit page's filter and column)", () => {
    for (const entity of auditEntities()) {
      for (const [locale, messages] of Object.entries({ en, zh })) expect(typeof lookup(messages, `page.system.audit.entity.${entity}`), `${locale}: ${entity}`).toBe('string');
    }
  });

  it('refer to registered resources the audit answer names (references)', () => {
    for (const kind of referenceKinds) expect(registered.has(kind), kind).toBe(true);
    for (const { definition, audit } of registeredResources) {
      for (const [field, target] of Object.entries(audit?.references ?? {})) {
        expect(isReferenceKind(target) && registered.has(target), `${definition.name}.${field} → ${target}`).toBe(true);
      }
    }
  });

  it('name messages that exist in English and Chinese (headers, values, record labels)', () => {
    for (const { definition, audit } of registeredResources) {
      const keys = [
        ...Object.values(audit?.headers ?? {}).map((header) => `${definition.messages}.header.${header}`),
        ...Object.values(audit?.values ?? {}).flatMap((words) => Object.values(words)),
        ...(audit?.record ? [audit.record] : []),
      ];
      for (const key of keys) {
        expect(typeof lookup(en, key), `en ${key}`).toBe('string');
        expect(typeof lookup(zh, key), `zh ${key}`).toBe('string');
      }
    }
    expect(typeof lookup(en, 'page.system.audit.record.other')).toBe('string');
    expect(typeof lookup(zh, 'page.system.audit.record.other')).toBe('string');
  });

  it('cover every entity the trail records in registry order', () => {
    const written = registeredResources.map((r): ResourceDefinition => r.definition).filter((d) => !d.readOnly);
    expect(auditEntities()).toEqual(written.map((d) => d.name));
  });
});

describe('subjects', () => {
  const before = { s1: { userId: 'u2' }, s2: { userId: 'u1' } };
  it('are the records themselves when they are users, their owners when they belong to users, else none', () => {
    expect(auditSubjects('users', ['b', 'a'], {}, {})).toEqual(['b', 'a']);
    expect(auditSubjects('sessions', ['s1', 's2'], before, { s2: { userId: 'u1' } })).toEqual(['u1', 'u2']);
    expect(auditSubjects('roles', ['r'], { r: { userId: 'u1' } }, {})).toEqual([]);
    expect(auditSubjects('notices', ['n'], {}, {})).toEqual([]);
  });
});

describe('record labels in a row', () => {
  const t = (key: string, values?: Record<string, string>) => `${key}(${values?.id ?? ''})`;
  const entry = (entity: string, record: Record<string, unknown>) => ({ entity, ids: ['0123456789abcdef'], before: {}, after: { '0123456789abcdef': record } });

  it('name a record by its snapshot, or label its short id with what it is', () => {
    expect(recordLabels(entry('users', { username: 'alice' }), 'en', t)).toEqual(['alice']);
    expect(recordLabels(entry('users', {}), 'en', t)).toEqual(['page.system.user.auditRecord(01234567…)']);
    expect(recordLabels(entry('roles', { nameEn: 'Auditor' }), 'en', t)).toEqual(['Auditor']);
    expect(recordLabels(entry('notices', {}), 'en', t)).toEqual(['page.system.audit.record.other(01234567…)']);
    expect(recordLabels(entry('gone', { nameEn: 'Old' }), 'en', t)).toEqual(['Old']);
  });

  it('give a session no name in its row, and its user in its heading', () => {
    expect(recordLabels(entry('sessions', { userId: 'u1' }), 'en', t)).toEqual(['page.system.session.auditRecord(01234567…)']);
    expect(recordName('sessions', { userId: 'u1' }, 'en')).toBe('u1');
  });
});
