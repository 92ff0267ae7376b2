import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '@/lib/server/security-headers';

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('content security policy', () => {
  it('allows only the app itself to be fetched, without a tiles URL', () => {
    const policy = contentSecurityPolicy(false, undefined);
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' data: blob:");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('lets in the origin of the configured online map tiles, and nothing for a malformed one', () => {
    const policy = contentSecurityPolicy(false, 'https://tiles.example.org/{z}/{x}/{y}.png');
    expect(directive(policy, 'img-src')).toContain('https://tiles.example.org');
    expect(directive(policy, 'connect-src')).toContain('https://tiles.example.org');
    expect(contentSecurityPolicy(false, 'javascript:alert(1)')).not.toContain('javascript');
    expect(contentSecurityPolicy(false, 'not a url')).toBe(contentSecurityPolicy(false, undefined));
  });
});
