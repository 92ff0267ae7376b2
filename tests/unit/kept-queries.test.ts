import { describe, expect, it } from 'vitest';
import { keptQueries } from '@/lib/db/kept-queries';

describe('keptQueries', () => {
  it('prepares once per database and key, and again past its limit', () => {
    const kept = keptQueries<string>(2);
    const prepared: string[] = [];
    const prepare = (name: string) => () => {
      prepared.push(name);
      return name;
    };
    const one = {};
    const two = {};
    expect(kept(one, 'a', prepare('one a'))).toBe('one a');
    expect(kept(one, 'a', prepare('one a again'))).toBe('one a');
    expect(kept(two, 'a', prepare('two a'))).toBe('two a');
    expect(kept(one, 'b', prepare('one b'))).toBe('one b');
    expect(prepared).toEqual(['one a', 'two a', 'one b']);
    // A third key on `one` passes the limit of two: its keys are dropped and prepared again when asked for.
    kept(one, 'c', prepare('one c'));
    expect(kept(one, 'a', prepare('one a anew'))).toBe('one a anew');
    expect(kept(two, 'a', prepare('two a anew'))).toBe('two a');
  });
});
