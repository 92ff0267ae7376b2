import { describe, expect, it } from 'vitest';
import { auditFilterParams } from '@/resources/audit/ui/audit-api';
import { fuzzyMatches } from '@/components/table/fuzzy';

// The audit view's `toFilter`: the URL's local days become the instants the API takes.
describe('auditFilterParams', () => {
  it('turns local days into the instants their day starts and ends, and drops what is empty', () => {
    const params = auditFilterParams({ user: 'sup', entity: '', from: '2026-03-01', to: '2026-03-02' });
    expect(params).toEqual({
      user: 'sup',
      from: new Date('2026-03-01T00:00:00').toISOString(),
      to: new Date('2026-03-02T23:59:59.999').toISOString(),
    });
  });

  it('leaves out a hand-edited date', () => {
    expect(auditFilterParams({ from: 'yesterday', to: '2026-13-45' })).toEqual({});
  });
});

describe('fuzzyMatches (the tables\' global filter)', () => {
  it('matches each term as a substring or a prefix subsequence of a word', () => {
    expect(fuzzyMatches('Olivia Engineering', 'olv engnr')).toBe(true);
    expect(fuzzyMatches('Olivia Engineering', 'olv sales')).toBe(false);
  });
});
