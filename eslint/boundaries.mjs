// Import boundaries between the layers (docs/architecture.md, "Layers and boundaries"). Paths are relative to the
// repository root; `import/no-restricted-paths` resolves every specifier (the `@/` alias too) to a file
// first, so a relative import cannot slip past a zone.

/** The UI: client components and hooks, and the App Router files Next always runs in the browser. */
const ui = [
  './components',
  './hooks',
  './app/**/error.tsx',
  './app/**/global-error.tsx',
  // a resource's browser files: its ui/ folder (docs/adding-a-resource.md)
  './resources/*/ui/**',
];

/** Server plumbing outside lib/db and lib/server: sessions, tokens, passwords, the request wrapper. */
const serverFiles = [
  'auth/session', 'auth/token', 'auth/login', 'auth/login-throttle', 'auth/menu-read', 'auth/page-session',
  'auth/cookie',
  'api/route', 'api/respond', 'api/other-methods', 'api/body', 'api/openapi', 'i18n/request',
].map((file) => `./lib/${file}.ts`);

/**
 * The domain services that run queries. Their types (`UserView`, `GroupItem`...) are the UI's contract,
 * so only value imports are refused (`allowTypeImports`): an `import type` is erased before it reaches
 * the browser. Whole folders of server code are refused outright by the zones below.
 */
const domainServices = [
  ...['service', 'list', 'view', 'delete', 'mutations', 'guards', 'references', 'export', 'snapshot', 'server', 'dashboard'].map(
    (file) => `@/resources/*/${file}`,
  ),
  '@/resources/users/reset-password',
  '@/resources/permissions/held-change',
  ...['retention', 'scope', 'snapshots', 'write-transaction'].map((file) => `@/lib/trail/${file}`),
  ...['sign-out', 'signin-record', 'signin-retention'].map((file) => `@/lib/auth/${file}`),
  ...['grantable', 'holdings', 'management-kept'].map((file) => `@/lib/delegation/${file}`),
  '@/lib/dashboard/service',
  '@/lib/settings/read',
  '@/lib/scope/users',
];

/** The domain: contracts and services per resource. It answers values and throws ApiErrors; lib/api makes responses. */
const domain = [
  ...['trail', 'dashboard', 'delegation', 'scope', 'settings', 'tree'].map((folder) => `lib/${folder}/**`),
  // a resource's server files; its `*-route.ts` (a handler of its own) is HTTP, like lib/resource/routes.ts
  'resources/*/*.ts',
];
const domainHttp = ['resources/*/*-route.ts'];

export const boundaries = [
  {
    // The files eslint-config-next gives the import plugin (a CommonJS script has no layer).
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              // The UI never reaches the database, the server's plumbing or the request wrapper: it talks
              // to the server over the HTTP API (lib/client). Server components get data through the
              // domain services, never the connection.
              target: ui,
              from: ['./lib/db', './lib/server', ...serverFiles],
              message: 'The UI does not import server code: call the API through lib/client.',
            },
            {
              // Pages, layouts and route handlers go through lib/<domain>; only the domain touches lib/db.
              target: './app',
              from: './lib/db',
              message: 'Pages and handlers reach the database through a lib/<domain> service.',
            },
            {
              // Demos, the shared pickers and the primitives are usable without the system pages; shared
              // pieces live in components/pickers or components/ui, never in a page's folder.
              target: ['./components/demos', './components/pickers', './components/ui'],
              from: ['./resources', './components/delegation'],
              message: 'resources/<name> is one resource\'s own code: move what is shared to components/pickers.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['components/**', 'hooks/**', 'app/**/error.tsx', 'app/**/global-error.tsx', 'resources/*/ui/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: domainServices, allowTypeImports: true, message: 'The UI does not run queries: call the API through lib/client (types may be imported).' }] },
      ],
    },
  },
  {
    files: domain,
    ignores: domainHttp,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'next/server', message: 'The domain answers values and throws ApiErrors; lib/api builds the responses.' }],
          patterns: [{ group: ['@/lib/api/respond', '@/lib/api/route', '@/lib/api/other-methods'], message: 'The domain answers values and throws ApiErrors; lib/api builds the responses.' }],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name=/^(Next)?Response$/]", message: 'The domain does not build HTTP responses: lib/api does.' },
        { selector: "CallExpression[callee.object.name=/^(Next)?Response$/]", message: 'The domain does not build HTTP responses: lib/api does.' },
      ],
    },
  },
];
