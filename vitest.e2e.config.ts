import { defineConfig } from 'vitest/config';

/** Playwright E2E against the built app (run `npm run build` first; `npm test` does). */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.spec.ts'],
    globalSetup: ['tests/e2e/support/start-server.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
