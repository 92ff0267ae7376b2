import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaders } from './lib/server/security-headers';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const config: NextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  serverExternalPackages: ['@electric-sql/pglite'],
  // Migrations are read from disk at start-up; the standalone trace must carry them.
  outputFileTracingIncludes: { '/**': ['./drizzle/**/*'] },
  allowedDevOrigins: ['127.0.0.1'],
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(process.env.NODE_ENV === 'development') }];
  },
  // The build checks the application only; `npm run typecheck` checks tests and tooling too.
  typescript: { tsconfigPath: 'tsconfig.build.json' },
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
