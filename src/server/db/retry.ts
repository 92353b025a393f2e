import type { Kysely } from 'kysely'
import type { DB } from './schema'

/** PostgreSQL's deadlock_detected and serialization_failure: the transaction lost a race and may simply run again. */
const retryable = new Set(['40P01', '40001'])

export function isRetryable(error: unknown): boolean {
  return retryable.has((error as { code?: string } | null)?.code ?? '')
}

/**
 * Runs `work` in one transaction, again (up to `attempts` in all) when PostgreSQL aborted it as a deadlock or a
 * serialization failure. Two writes racing for the same rows of an exclusion constraint can deadlock instead of one
 * of them meeting the constraint: PostgreSQL checks each new row against the other's uncommitted one and each waits
 * for the other. Run again, the loser sees the winner's committed row and fails the constraint plainly (a 409 for
 * its caller) rather than as a 500. Only for work that touches nothing but the database: it may run twice.
 */
export async function transactionRetried<T>(
  db: Kysely<DB>,
  work: (trx: Kysely<DB>) => Promise<T>,
  attempts = 3,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work)
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error
    }
  }
}
