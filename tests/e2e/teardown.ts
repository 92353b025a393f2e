/** Playwright's globalTeardown: removes the run's seeded store (FX_E2E_STORE, see tests/e2e/server.ts). */
import { rmSync } from 'node:fs'

export default function teardown() {
  const store = process.env.FX_E2E_STORE
  if (!store) return
  for (const path of [store, `${store}.building`, `${store}.lock`]) rmSync(path, { recursive: true, force: true })
}
