import { afterAll, describe, expect, it } from 'vitest';
import { auditFilterParams } from '@/resources/audit/ui/audit-api';
import { signinFilter } from '@/resources/signins/ui/signin-api';

// The browser's zone: Shanghai, 8 hours ahead of UTC (Node reads TZ again when it is set).
const zone = process.env.TZ;
process.env.TZ = 'Asia/Shanghai';
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe("date filters are the user's days, not UTC's", () => {
  it('sign-ins: a day runs from its local midnight to the next', () => {
    expect(signinFilter({ from: '2026-11-26', to: '2026-11-26', result: 'success' })).toEqual({
      username: '',
      address: '',
      result: 'success',
      from: '2026-11-25T16:00:00.000Z',
      to: '2026-11-26T15:59:59.999Z',
    });
    expect(signinFilter({ from: 'yesterday', to: '2026-13-45', result: 'maybe' })).toEqual({ username: '', address: '' });
  });

  it('audit: the same days', () => {
    expect(auditFilterParams({ from: '2026-11-26', to: '2026-11-26' })).toEqual({ from: '2026-11-25T16:00:00.000Z', to: '2026-11-26T15:59:59.999Z' });
  });
});
