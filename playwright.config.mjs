// The end-to-end suite: `npx playwright test` (after `make build`) serves dist/ with the project's
// own server and drives Debian's Chromium; Playwright never downloads a browser here.
import { cpus } from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './tests/e2e/lib.mjs';

const PORT = Number(process.env.E2E_PORT) || 8765;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.mjs',
  // Every test opens its own browser context, so the tests of one file can share the workers.
  fullyParallel: true,
  workers: cpus().length,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Generous: the machine may be building Rust beside the tests, and the solver runs in the page.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    viewport: { width: 1100, height: 800 },
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    // Off unless asked for (E2E_TRACE=retain-on-failure): recording every test's trace, to keep
    // only the failures', cost a quarter of the suite's time (docs/benchmarks.md). A failed test
    // still leaves its screenshot in tests/e2e/artifacts/.
    trace: process.env.E2E_TRACE || 'off',
    // The service worker copies every response into its cache, in every test's new context: a
    // tenth of the suite's time. The tests of offline use and the service worker allow it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'e2e', testIgnore: '**/summary/**', teardown: 'summary' },
    // Totals over the whole run (the share of large move targets), read once every other test
    // has ended, whether or not they all passed.
    { name: 'summary', testMatch: '**/summary/*.spec.mjs' },
  ],
  webServer: {
    command: `node scripts/serve.mjs dist ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    // A server already on the port may serve another build: refused unless asked for.
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
