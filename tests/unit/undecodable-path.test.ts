import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { decodes, isPassThrough, refuseUndecodable } from '@/lib/api/undecodable-path';

const undecodable = ['/%FF', '/system/user/%FF', '/system/user/%zz', '/%E0%A4%A', '/system/%', '/api/system/users/detail/%FF'];
const request = (path: string, headers: Record<string, string> = {}) => new NextRequest(`http://localhost${path}`, { headers });

describe('paths that cannot be decoded', () => {
  it('tells a path percent-decoding refuses from one it accepts', () => {
    for (const path of undecodable) expect(decodes(path), path).toBe(false);
    for (const path of ['/', '/system/user', '/system/user/a%20b', '/%E4%B8%AD', '/api/system/users/detail/%2e%2e']) expect(decodes(path), path).toBe(true);
  });

  it('answers an API path with a 400 in the envelope, in the request language', async () => {
    for (const [path, locale, message] of [
      ['/api/system/users/detail/%FF', 'en', 'The request is invalid.'],
      ['/api/%E0%A4%A', 'en', 'The request is invalid.'],
      ['/api/system/users/detail/%zz', 'zh', undefined],
    ] as const) {
      const res = refuseUndecodable(request(path, { locale }));
      expect(res?.status, path).toBe(400);
      expect(res?.headers.get('content-type')).toContain('application/json');
      const body = await res?.json();
      expect(body).toEqual({ code: 400, message: message ?? expect.any(String) });
    }
  });

  it('rewrites a page path to the not-found page', () => {
    for (const path of ['/system/user/%FF', '/%E0%A4%A', '/_next/%FF']) {
      const res = refuseUndecodable(request(`${path}?a=1`));
      expect(res?.headers.get('x-middleware-rewrite'), path).toBe('http://localhost/_not-found');
    }
  });

  it('lets every path that decodes through', () => {
    for (const path of ['/system/user', '/system/user/a%20b', '/api/system/users/detail/0001', '/api/x%2Fy']) expect(refuseUndecodable(request(path)), path).toBeNull();
  });

  it('passes the API, Next files and the not-found page through the proxy once checked', () => {
    expect(['/api', '/api/x%20y', '/_next/static/a.js', '/_not-found'].map(isPassThrough)).toEqual([true, true, true, true]);
    expect(['/apix', '/system/user', '/login', '/_nextx'].map(isPassThrough)).toEqual([false, false, false, false]);
  });
});
