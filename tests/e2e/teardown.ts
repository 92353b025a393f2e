/**
 * Playwright's globalTeardown: removes the run's seeded store (FX_E2E_STORE, see tests/e2e/server.ts) when
 * playwright.config.ts named it; a store its caller named (scripts/test.sh) is left to the caller.
 */
import { rmSync } from 'node:fs'

export default function teardown() {
  const store = process.env.FX_E2E_STORE
  if (!store || process.env.FX_E2E_STORE_NAMED_BY_CONFIG !== '1') return
  for (const path of [store, `${store}.building`, `${store}.lock`]) rmSync(path, { recursive: true, force: true })
}
