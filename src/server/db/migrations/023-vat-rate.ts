/**
 * The general VAT rate is 22 % since 1 January 2026 (core/contract/finance/fields.ts, VAT_RATE): a database seeded
 * with the former 20 % names its bank-transfer payment type and that type's rate anew. Cargos keep the rate they
 * were posted with.
 */
import { type Kysely, sql } from 'kysely'
import { VAT_RATE } from '../../../core/contract/finance'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update dictionary_items
       set vat = ${sql.lit(VAT_RATE)},
           name_ru = ${`Безналичный расчёт с НДС ${VAT_RATE}%`},
           name_en = ${`Bank transfer, VAT ${VAT_RATE}%`}
     where kind = 'money_types' and id = 1 and vat = 20`.execute(db)
}

export async function down(): Promise<void> {}
