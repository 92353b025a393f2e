/**
 * Migrated and seeded databases, built once per test run and cloned for every test file, so a file starts in about
 * a second instead of migrating and seeding its own (what CI's 15 minutes mostly went on).
 *
 * A template is keyed by what it holds (`demo`, `places`). The first worker that needs one builds it while holding a
 * lock; the others wait and clone it:
 * - PGlite: the built instance's data directory is dumped to a tar file in the run's folder; a file's database is a
 *   new PGlite loaded from that file (`loadDataDir`).
 * - PostgreSQL: a database `fx_tpl_<run>_<key>`, guarded by an advisory lock; a file's database is
 *   `create database ... template` of it.
 * The run's folder and id come from tests/helpers/templates-setup.ts (vitest's globalSetup), which removes both at
 * the end. Without it (a helper used outside vitest) every call builds its own database, as before.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import type { Database } from '../../src/server/db/database'
import { openDatabase } from '../../src/server/db/database'
import { migrate } from '../../src/server/db/migrate'
import { seedDemo } from '../../src/server/seed/demo'
import { seedReference } from '../../src/server/seed/reference'

export interface TemplateOptions {
  demo: boolean
  places: boolean
}

/** Where this run keeps its templates: set by the globalSetup, read by the workers. */
export interface TemplateRun {
  dir: string
  id: string
}

/**
 * The demo seed dates its rows around the day it runs, and tests check them against today: a demo template is
 * therefore a day's, so a file that starts after midnight (UTC) gets a template seeded that day, not the day before.
 */
const keyOf = ({ demo, places }: TemplateOptions) =>
  `${demo ? `demo${new Date().toISOString().slice(0, 10).replaceAll('-', '')}` : 'bare'}_${places ? 'places' : 'noplaces'}`

/** Migrates and seeds a database, as the server does at its first start. */
export async function fill(database: Database, options: TemplateOptions): Promise<void> {
  await migrate(database.db)
  await seedReference(database.db, { places: options.places })
  if (options.demo) await seedDemo(database.db)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const exists = (path: string) => {
  try {
    statSync(path)
    return true
  } catch {
    return false
  }
}

/** The template's PGlite data directory as a tar file, built by whichever worker asks first. */
export async function pgliteTemplate(run: TemplateRun, options: TemplateOptions): Promise<Blob> {
  const file = join(run.dir, `${keyOf(options)}.tar`)
  const lock = `${file}.lock`
  // A builder that died leaves its lock behind; after this long a waiter stops waiting and builds its own.
  const deadline = Date.now() + 180_000
  while (!exists(file)) {
    let mine = false
    try {
      mkdirSync(lock) // atomic: exactly one worker gets it
      mine = true
    } catch {
      if (Date.now() > deadline) break
      await sleep(150)
      continue
    }
    if (mine) {
      const database = await openDatabase({ kind: 'pglite' })
      try {
        await fill(database, options)
        const dump = await database.client!.dumpDataDir('none')
        writeFileSync(`${file}.part`, Buffer.from(await dump.arrayBuffer()))
        renameSync(`${file}.part`, file)
      } finally {
        await database.close()
        rmSync(lock, { recursive: true, force: true })
      }
    }
  }
  if (!exists(file)) throw new Error(`the test database template ${file} was not built in time`)
  return new Blob([readFileSync(file)])
}

/** The name of the template PostgreSQL database, built by whichever worker asks first. */
export async function postgresTemplate(adminUrl: string, run: TemplateRun, options: TemplateOptions): Promise<string> {
  const name = `fx_tpl_${run.id}_${keyOf(options)}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name])
    const found = await admin.query('select 1 from pg_database where datname = $1', [name])
    if (found.rowCount === 0) {
      // Built under another name and renamed when complete, so a template is never seen half-filled.
      const building = `${name}_building`
      await admin.query(`drop database if exists ${building} with (force)`)
      await admin.query(`create database ${building}`)
      const url = new URL(adminUrl)
      url.pathname = `/${building}`
      const database = await openDatabase({ kind: 'postgres', url: url.toString(), max: 2 })
      try {
        await fill(database, options)
      } finally {
        await database.close()
      }
      await admin.query(`alter database ${building} rename to ${name}`)
    }
    await admin.query('select pg_advisory_unlock(hashtext($1))', [name])
  } finally {
    await admin.end()
  }
  return name
}

/** Drops the run's PostgreSQL templates (globalTeardown). */
export async function dropPostgresTemplates(adminUrl: string, run: TemplateRun): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [
      `fx_tpl_${run.id}_%`,
    ])
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`)
  } finally {
    await admin.end()
  }
}
