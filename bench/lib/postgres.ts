/** A throw-away PostgreSQL database for one benchmark, when a server answers at BENCH_PG_URL (default: local). */
import pg from 'pg'

export const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export async function createBenchDatabase(name: string): Promise<{ url: string; drop(): Promise<void> } | null> {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 })
  try {
    await admin.connect()
  } catch {
    return null
  }
  // BENCH_DB_PREFIX: a prefix of one's own when several people share the server
  const db = `${process.env.BENCH_DB_PREFIX ?? 'fx_bench'}_${name}_${Date.now()}`
  await admin.query(`create database ${db}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${db}`
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`drop database if exists ${db} with (force)`)
      await client.end()
    },
  }
}
