import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import {
  examplesOrigin,
  examplesPort,
  exchangeOrigin,
  exchangePort,
  reactAppOrigin,
  vueAppOrigin,
} from './tests/e2e/origins'

/**
 * End-to-end runs in Debian's Chromium (no browser download) against a real server with a fresh embedded
 * database and demo data, started by tests/e2e/server.ts, and the example pages served from a second origin
 * (scripts/serve-examples.ts), as partners embed the widgets: the exchange allows that origin (FX_CORS_ORIGINS).
 * Ports: E2E_PORT and E2E_EXAMPLES_PORT (tests/e2e/origins.ts). Screenshots go to test-results/ (not committed).
 */
const port = exchangePort
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Tests tagged `@screens` exist to take the screenshots people look at (every screen, both languages, 375 and
 * 1440 px); they repeat what the journeys already prove, so `npm test` leaves them out to stay within CI's 15
 * minutes and `npm run screens` (FX_SCREENS=1) runs only them.
 */
const screens = process.env.FX_SCREENS === '1'

/**
 * The run's seeded store (tests/e2e/server.ts): the run's servers (the main one, the auth and account pages' own)
 * start on copies of one store seeded once. Named here, once: the workers and the servers inherit the runner's
 * environment, so they see the same name (scripts/test.sh names it itself and seeds it while the build runs).
 */
if (!process.env.FX_E2E_STORE) {
  process.env.FX_E2E_STORE = join(tmpdir(), `fx-e2e-store-${process.pid}-${Date.now().toString(36)}`)
  // named here, so removed here at the end (tests/e2e/teardown.ts); a store named by the caller is the caller's to
  // remove: scripts/test.sh runs two shards on one store and removes it when both have ended
  process.env.FX_E2E_STORE_NAMED_BY_CONFIG = '1'
}

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  grep: screens ? /@screens/ : undefined,
  grepInvert: screens ? undefined : /@screens/,
  outputDir: process.env.E2E_OUTPUT ?? 'test-results/e2e',
  // removes the run's seeded store
  globalTeardown: './tests/e2e/teardown.ts',
  fullyParallel: false,
  // One worker: a runner's tests share one server and its demo data (two workers on one server made tests that count
  // shared rows fail). `npm test` runs two runners side by side instead (`--shard`, scripts/test.sh), each with servers
  // of its own on its own ports.
  workers: 1,
  // A browser against a real server on a busy 2-core machine: a test that fails once is run again (and reported as
  // flaky); one that fails twice fails the run.
  retries: 1,
  timeout: 60_000,
  // A run that goes wrong as a whole (a server that stopped answering) ends here instead of at CI's own limit.
  globalTimeout: 30 * 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // a trace is recorded only when a failed test runs again: recording every test (screencast and DOM snapshots,
    // kept on failure) cost a third of the stage's time (host-routes + accessibility: 163 s -> 115 s without it)
    trace: 'on-first-retry',
  },
  webServer: [
    {
      command: `node --import tsx tests/e2e/server.ts`,
      url: `http://127.0.0.1:${port}/api/health`,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        // the example pages and the SDK package's example apps (tests/e2e/sdk-package.spec.ts)
        FX_CORS_ORIGINS: [examplesOrigin, reactAppOrigin, vueAppOrigin].join(','),
      },
      timeout: 180_000,
      reuseExistingServer: false,
      // SIGTERM, which the server answers by closing and removing its copy of the store (a 100 MB folder in the
      // system's temporary folder); Playwright's default, SIGKILL, left one behind on every run
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    {
      command: `node --import tsx scripts/serve-examples.ts`,
      url: `${examplesOrigin}/index.html`,
      env: { EXAMPLES_PORT: String(examplesPort), EXAMPLES_HOST: '127.0.0.1', EXCHANGE_ORIGIN: exchangeOrigin },
      timeout: 30_000,
      reuseExistingServer: false,
    },
  ],
})
