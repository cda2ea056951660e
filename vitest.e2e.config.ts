import { defineConfig } from 'vitest/config';

/** Playwright E2E against the built app (run `npm run build` first; `npm test` does). */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.spec.ts'],
    globalSetup: ['tests/e2e/support/start-server.ts'],
    // `npm test` runs this suite beside the unit and API suite, which fills the time its specs spend waiting: each
    // step then takes longer than on an idle machine, so the limits are generous (they catch a hang, not slowness).
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // `expect.poll` waits for the page to catch up; its default second is too short beside the unit suite, so a poll
    // gives up only after this long (a limit for a page that never gets there, not a measure of speed).
    expect: { poll: { timeout: 15_000 } },
    // Two files at a time, each worker against its own server (support/start-server.ts): a spec spends much of its
    // time waiting on the page and the server, so two share the 2-core CI machine well.
    maxWorkers: 2,
  },
});
