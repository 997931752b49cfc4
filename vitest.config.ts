import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // PGlite databases are memory hungry and the machine has 2 cores: a few files at a time.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          include: [
            'apps/web/app/**/*.test.ts',
            'apps/web/scripts/**/*.test.ts',
            'apps/web/eslint/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: [
            'apps/server/src/**/*.test.ts',
            'apps/server/db/**/*.test.ts',
            // the security suite of issue 18 (it crosses modules, so it lives outside src/)
            'apps/server/test/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['apps/server/test/global-setup.ts'],
        },
      },
    ],
  },
});
