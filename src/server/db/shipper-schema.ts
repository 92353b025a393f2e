/** Table types of the shipper area (migration 006), merged into `DB` and `CargosTable` of ./schema. */
import type { ColumnType, Generated } from 'kysely'

type IntArray = ColumnType<number[], number[] | undefined, number[]>

export interface CargoTruckCommentsTable {
  id: Generated<number>
  cargo_id: number
  transport_id: number
  user_id: number | null
  content: string
  created_at: ColumnType<Date, Date | string | undefined, never>
}

declare module './schema' {
  interface CargosTable {
    /** Who works on the cargo in work; null: nobody (the system assistant stands for it). */
    responsible_user_id: ColumnType<number | null, number | null | undefined, number | null>
    additional_condition_ids: IntArray
    additional_equipment_ids: IntArray
    /** nds, no_nds or cash. */
    price_mode: ColumnType<string, string | undefined, string>
    /** VAT, %; null: the money type's rate. */
    vat: ColumnType<number | null, number | null | undefined, number | null>
  }
  interface DB {
    cargo_truck_comments: CargoTruckCommentsTable
  }
}
