import { defineConfig } from 'vitest/config';

/**
 * Browser tests against the built app, started as the README starts it (node dist/api/server.mjs
 * serving dist/), driven by playwright-core in Debian's Chromium. One server, files in sequence.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('..', import.meta.url).pathname,
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
