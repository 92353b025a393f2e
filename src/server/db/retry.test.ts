import type { Kysely } from 'kysely'
import { describe, expect, it } from 'vitest'
import { transactionRetried } from './retry'
import type { DB } from './schema'

/** A database whose transactions fail with `failures` in turn, then run the work. */
function failing(...failures: unknown[]) {
  let runs = 0
  const db = {
    transaction: () => ({
      execute: async <T>(work: (trx: Kysely<DB>) => Promise<T>) => {
        runs++
        const failure = failures.shift()
        if (failure) throw failure
        return work(db as unknown as Kysely<DB>)
      },
    }),
  }
  return { db: db as unknown as Kysely<DB>, runs: () => runs }
}

describe('transactionRetried', () => {
  it('runs a transaction PostgreSQL aborted as a deadlock or a serialization failure again', async () => {
    const { db, runs } = failing({ code: '40P01' }, { code: '40001' })
    expect(await transactionRetried(db, async () => 'done')).toBe('done')
    expect(runs()).toBe(3)
  })

  it('gives up after its attempts, with the last failure', async () => {
    const { db, runs } = failing({ code: '40P01' }, { code: '40P01' }, { code: '40P01', message: 'third' })
    await expect(transactionRetried(db, async () => 'done')).rejects.toMatchObject({ message: 'third' })
    expect(runs()).toBe(3)
  })

  it('does not run again on any other failure (an overlap is the caller’s 409)', async () => {
    const { db, runs } = failing({ code: '23P01', message: 'transport_tasks_no_overlap' })
    await expect(transactionRetried(db, async () => 'done')).rejects.toMatchObject({ code: '23P01' })
    expect(runs()).toBe(1)
  })
})
