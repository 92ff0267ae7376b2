import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { logOptions, requestId } from '@/lib/server/log';

describe('requestId', () => {
  it('keeps a sane incoming id and replaces anything else with a UUID', () => {
    for (const sane of ['abc', 'lb-1234.abc', 'a/b+c=d:e@f_g', 'x'.repeat(128)]) expect(requestId(sane)).toBe(sane);
    for (const insane of [null, '', 'a b', 'x'.repeat(129), '<script>', 'id;drop', 'line\nbreak', '"q"']) {
      expect(requestId(insane)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });
});

describe('the log', () => {
  it('writes one JSON object per line and redacts passwords, tokens, authorization and cookies', () => {
    let out = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        out += chunk.toString();
        done();
      },
    });
    const log = pino({ ...logOptions, level: 'info' }, sink);
    log.info({ password: 'p1', body: { password: 'p2', token: 't1' }, headers: { authorization: 'Bearer t2', cookie: 'token=t3' } }, 'request');
    const line = JSON.parse(out.trim());
    expect(line).toMatchObject({ msg: 'request', level: 30, password: '[redacted]', body: { password: '[redacted]' } });
    for (const secret of ['p1', 'p2', 't1', 't2', 't3']) expect(out).not.toContain(secret);
  });
});
