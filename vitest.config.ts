import { defineConfig } from 'vitest/config'
import LongFilesFirst from './tests/helpers/long-files-first.ts'

/**
 * Server suites run on PGlite always, and once more on PostgreSQL when TEST_DATABASE_URL is set (.ci/run sets it
 * when the local server answers). Core suites and the build scripts' own tests run once.
 */
const server = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['src/server/**/*.test.ts', 'tests/server/**/*.test.ts'],
    // FX_PASSWORD_COST: the suites sign in hundreds of times; at the production cost that was a third of their CPU
    env: { FX_TEST_DB: db, FX_PASSWORD_COST: 'test' },
    // Each run migrates and seeds one template database per kind of contents; every file clones it.
    globalSetup: ['tests/helpers/templates-setup.ts'],
    testTimeout: 30_000,
    // A file's server is built by the file itself (tests/helpers/server.ts) and nothing in src/server keeps state
    // per module that another file could see, so a worker reuses the modules it imported instead of importing the
    // whole server again for every file (import was 150 s of the stage).
    isolate: false,
    hookTimeout: 180_000,
  },
})

const client = (name: string, include: string) => ({
  test: { name, include: [include], environment: 'node' as const },
})

export default defineConfig({
  test: {
    // vitest's default is one worker less than the cores: one worker on CI's 2-core machine. The server suites wait on
    // PostgreSQL and on password hashing (scrypt) as much as they compute: three workers keep both cores busy through
    // those waits (the same run, same machine: 2 workers 245 s, 3 workers 206 s, 4 workers 236 s; see docs/testing.md).
    maxWorkers: 3,
    sequence: { sequencer: LongFilesFirst },
    projects: [
      client('core', 'src/core/**/*.test.ts'),
      // the widgets' browser-free logic (their components are tested in Chromium by @web/test-runner)
      client('widgets', 'src/widgets/**/*.test.ts'),
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' } },
      // the site's browser-free logic (the route table and menus, the trucks map's clustering)
      client('host', 'src/host/**/*.test.ts'),
      server('server-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [server('server-postgres', 'postgres')] : []),
    ],
  },
})
