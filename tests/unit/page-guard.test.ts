import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { proxyRedirect } from '@/lib/auth/guard';

// The proxy checks only a token's signature: the menu guard is each page's own (`requirePage` or
// `requireMenuPath`), so a page without it would be open to every signed-in user.
const root = path.resolve(__dirname, '../..');

function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'api' ? [] : pageFiles(full);
    return entry.name === 'page.tsx' ? [full] : [];
  });
}

/** The page's source, or that of the module it re-exports its default from (`@/…`). */
function pageSource(file: string): string {
  const source = readFileSync(file, 'utf8');
  const reexport = source.match(/export \{ default[^}]*\} from '@\/([^']+)'/);
  return reexport ? readFileSync(path.join(root, `${reexport[1]}.tsx`), 'utf8') : source;
}

describe('the page guard', () => {
  // the app's pages, and each resource's (resources/<name>/page.tsx, served by app/(console)/[...slug])
  const pages = [...pageFiles(path.join(root, 'app')), ...pageFiles(path.join(root, 'resources'))].filter(
    // /login and the forced enrolment page are public: they hold no data, and the enrolment ticket is no session.
    (f) => !f.endsWith(path.join('app', 'login', 'page.tsx')) && !f.endsWith(path.join('login', 'enrol', 'page.tsx')),
  );

  it('is called by every page but /login', () => {
    expect(pages.length).toBeGreaterThan(20);
    const unguarded = pages.filter((f) => !/\brequire(Page|MenuPath)\(/.test(pageSource(f)));
    expect(unguarded.map((f) => path.relative(root, f))).toEqual([]);
  });

  it('leaves the proxy only the signature check', () => {
    expect(proxyRedirect('/system/user', false)).toBe('/login');
    expect(proxyRedirect('/system/user', true)).toBeNull();
    // The forced enrolment page is public (its ticket is no token); nothing below it is.
    expect(proxyRedirect('/login/enrol', false)).toBeNull();
    expect(proxyRedirect('/login/enrol/x', false)).toBe('/login');
    expect(proxyRedirect('/', true)).toBeNull();
    expect(proxyRedirect('/login', false)).toBeNull();
    expect(proxyRedirect('/login', true)).toBe('/');
  });
});
