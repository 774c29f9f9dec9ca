import { defineConfig } from 'vitest/config';

/**
 * Three projects: `unit` (browser-side code in happy-dom, plus brands), `api`
 * (Hono through app.request on PGlite, and again on real Postgres when
 * TEST_DATABASE_URL is set) and `repo` (checks of the repository itself, in scripts/:
 * each package declares what it imports). Browser end-to-end tests live in e2e/ and run
 * against the built app (see scripts/test.mjs), not here.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: [
            'brands/**/*.test.ts',
            'core/**/*.test.{ts,tsx}',
            'sdk/**/*.test.{ts,tsx}',
            'design-system/**/*.test.{ts,tsx}',
            'shell/**/*.test.{ts,tsx}',
            'remotes/**/*.test.{ts,tsx}',
          ],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['api/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'repo',
          environment: 'node',
          include: ['scripts/**/*.test.ts'],
        },
      },
    ],
  },
});
