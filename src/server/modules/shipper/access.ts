/** A cargo of the caller's own company, or 404 (another company's cargo does not exist for the caller). */
import type { Kysely } from 'kysely'
import type { CargoStage } from '../../../core/contract/cargo'
import type { Lang } from '../../../core/contract/common'
import type { DB } from '../../db/schema'
import type { CurrentUser } from '../../http/auth'
import { notFound } from '../../http/errors'
import { viewerOf } from '../cargo/access'
import { type CargoRow, cargoRows } from '../cargo/cargo-repository'
import { ownCompanyId } from '../companies/access'

export async function ownCargo(db: Kysely<DB>, me: CurrentUser, id: number): Promise<CargoRow> {
  const companyId = ownCompanyId(me)
  const row = await cargoRows(db, viewerOf(me))
    .where('c.id', '=', id)
    .where('c.company_id', '=', companyId)
    .executeTakeFirst()
  if (!row) throw notFound()
  return row
}

/** Stage names for the 409 messages. */
export const stageNames: Record<Lang, Record<CargoStage, string>> = {
  ru: {
    draft: 'черновик',
    available: 'опубликован',
    in_work: 'в работе',
    contract: 'по договору',
    completed: 'выполнен',
    cancelled: 'отменён',
  },
  en: {
    draft: 'draft',
    available: 'available',
    in_work: 'in work',
    contract: 'under contract',
    completed: 'completed',
    cancelled: 'cancelled',
  },
}

export const actionNames: Record<Lang, Record<string, string>> = {
  ru: {
    publish: 'опубликовать',
    unpublish: 'снять с публикации',
    cancel: 'отменить',
    complete: 'завершить',
    restore: 'восстановить',
  },
  en: { publish: 'publish', unpublish: 'unpublish', cancel: 'cancel', complete: 'complete', restore: 'restore' },
}
