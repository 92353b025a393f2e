/** Splits rows for multi-row inserts: one statement per batch keeps seeding fast on PGlite and PostgreSQL. */
export function batches<T>(rows: readonly T[], size = 500): T[][] {
  const out: T[][] = []
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size))
  return out
}
