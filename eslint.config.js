// One lint setup for the repository, with the import boundaries of ARCHITECTURE.md §2.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import featureBoundaries from './apps/web/eslint/feature-boundaries.js';

const ourPackages = ['@sporta/*'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/build-app/**',
      // The Capacitor CLI's native projects (npx cap add), kept as it lays them out.
      'apps/web/android/**',
      'apps/web/ios/**',
      '**/.react-router/**',
      'var/**',
      '**/var/**',
      'docs/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The domain is pure: nothing of ours, no I/O, no frameworks, no drivers.
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ourPackages, message: 'packages/domain imports nothing of ours.' },
            {
              group: ['node:*', 'fs', 'path', 'http', 'crypto', 'os'],
              message: 'packages/domain does no I/O.',
            },
            {
              group: [
                'react',
                'react-*',
                'fastify',
                'fastify-*',
                '@fastify/*',
                'pg',
                'kysely',
                '@electric-sql/*',
                '@mui/*',
              ],
              message: 'packages/domain is framework free.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@sporta/server', '@sporta/web', '@sporta/contracts'],
              message: 'contracts depend on domain only.',
            },
            {
              group: ['node:*', 'react', 'fastify', 'pg', 'kysely'],
              message: 'contracts are plain schemas.',
            },
          ],
        },
      ],
    },
  },
  {
    // Server code outside the modules (composition root, flows, platform, tools): another module is
    // reached through its index.ts; only the composition root and app.ts take route plugins.
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+modules/[^/]+/(?!index$).+',
              message: 'Import a module through its index.ts.',
            },
            {
              regex: '^\\./modules/[^/]+/(?!index$|[a-z-]+\\.routes$).+',
              message: 'Import a module through its index.ts (the composition root also takes its *.routes).',
            },
          ],
        },
      ],
    },
  },
  {
    // A server module uses another only through that module's index.ts (services and types), never
    // through Fastify decorators; the composition root (src/composition.ts) hands each module what it
    // needs, and use cases that span modules are flows (src/flows/). ADR 0043.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['apps/server/src/modules/**/*.test.ts', 'apps/server/src/modules/**/*.test-helpers.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!index$)[^./][^/]*/.+',
              message: 'Import another module through its index.ts, not its internals (ADR 0043).',
            },
            {
              regex: '^(\\.\\./)+(flows|composition|app)(/|$)',
              message:
                'Modules do not import flows or the composition root: they receive what they need (ADR 0043).',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          // request.server.lists, reply.server.cart, this.server.gifts: only platform decorators.
          selector:
            "MemberExpression[object.type='MemberExpression'][object.property.name='server'][property.name!=/^(config|sessions|log)$/]",
          message:
            'Cross-module decorator call: take the service from the route plugin options, given by src/composition.ts (ADR 0043).',
        },
        {
          // app.cart, api.delivery, fastify.database, app.decorate(...): services are not decorators.
          selector: `MemberExpression[object.name=/^(app|api|server|fastify|instance)$/][property.name=/^(${[
            'account',
            'cart',
            'carts',
            'catalog',
            'checkout',
            'database',
            'decorate',
            'delivery',
            'fulfilment',
            'gifts',
            'history',
            'lists',
            'orders',
            'payments',
            'refunds',
            'search',
          ].join('|')})$/]`,
          message:
            'Cross-module decorator call: take the service from the route plugin options, given by src/composition.ts (ADR 0043).',
        },
      ],
    },
  },
  {
    // The browser build groups modules by the entry pages that load them (ADR 0016): a barrel
    // would make every rule look needed by every page.
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@sporta/domain',
              message: "Import the rule's own module: '@sporta/domain/<module>' (ADR 0016).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Web features never import each other: they meet in route modules; shared pieces live in
    // app/ui or app/lib (ADR 0044). The rule resolves relative paths, so it sees '../../cart/…'.
    files: ['apps/web/app/features/**/*.{ts,tsx}'],
    plugins: { web: featureBoundaries },
    rules: { 'web/no-cross-feature-imports': 'error' },
  },
  {
    // The database type gathers every module's table types.
    files: ['apps/server/src/platform/db-schema.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
