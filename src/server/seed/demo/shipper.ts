/**
 * Demo data of the shipper area: each demo shipper user (north: shipper@, logist@, manager@; ural: ural@) gets
 * cargos of their own in every stage: drafts, available ones, in work with a responsible employee, under
 * contract, completed and cancelled, with the stage log, and comments on the carriers' trucks where the demo
 * fleet has trucks. They are taken from the demo cargos those users posted (seed/demo/cargos.ts writes 5,000
 * available ones and a few in work), so the market's figures stay as that seed makes them; completed and
 * cancelled ones are chosen among those whose loading has passed. Needs the places (without them, as in most
 * tests, there are no demo cargos and nothing is done).
 */
import { type Kysely, sql } from 'kysely'
import type { CargoStage } from '../../../core/contract/cargo'
import { isoDay } from '../../../core/contract/days'
import type { DB } from '../../db/schema'
import { notAfter } from './moments'

interface DemoStage {
  by: string
  stage: CargoStage
  responsible?: string
  comment?: string
  notes?: string[]
}

const plan: DemoStage[] = [
  { by: 'shipper@example.com', stage: 'draft', comment: 'Уточнить время загрузки у склада' },
  { by: 'shipper@example.com', stage: 'draft' },
  {
    by: 'shipper@example.com',
    stage: 'in_work',
    responsible: 'logist@example.com',
    notes: ['Водитель на связи, прибудет к 9:00', 'Есть ремни и коники'],
  },
  { by: 'shipper@example.com', stage: 'in_work', responsible: 'manager@example.com' },
  { by: 'shipper@example.com', stage: 'contract', responsible: 'shipper@example.com' },
  { by: 'shipper@example.com', stage: 'completed', responsible: 'logist@example.com' },
  { by: 'shipper@example.com', stage: 'cancelled' },
  { by: 'logist@example.com', stage: 'draft' },
  {
    by: 'logist@example.com',
    stage: 'in_work',
    responsible: 'logist@example.com',
    notes: ['Просили позвонить за час до выгрузки'],
  },
  { by: 'logist@example.com', stage: 'contract', responsible: 'logist@example.com' },
  { by: 'manager@example.com', stage: 'draft' },
  { by: 'manager@example.com', stage: 'in_work', responsible: 'manager@example.com' },
  { by: 'manager@example.com', stage: 'cancelled' },
  { by: 'ural@example.com', stage: 'draft', comment: 'Металлопрокат, пачки по 5 т' },
  { by: 'ural@example.com', stage: 'in_work', responsible: 'ural@example.com', notes: ['Нужны цепи'] },
  { by: 'ural@example.com', stage: 'contract', responsible: 'ural@example.com' },
  { by: 'ural@example.com', stage: 'completed', responsible: 'ural@example.com' },
  { by: 'ural@example.com', stage: 'cancelled' },
]

/** The stages a cargo passes after being published on its way to `stage` (for the log). */
const after: Record<CargoStage, CargoStage[]> = {
  draft: [],
  available: [],
  in_work: ['in_work'],
  contract: ['in_work', 'contract'],
  completed: ['in_work', 'completed'],
  cancelled: ['cancelled'],
}

export async function seedDemoShipper(db: Kysely<DB>, now = new Date()): Promise<void> {
  const today = isoDay(now)
  const users = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'in', [...new Set(plan.flatMap((p) => [p.by, p.responsible ?? p.by]))])
    .execute()
  const userOf = new Map(users.map((user) => [user.email, user.id]))
  const trucks = await db.selectFrom('transports').select('id').orderBy('id').limit(3).execute()
  const used: number[] = [-1]

  for (const item of plan) {
    const author = userOf.get(item.by)
    if (author === undefined) continue
    const past = item.stage === 'completed' || item.stage === 'cancelled'
    const cargo = await db
      .selectFrom('cargos')
      .select(['id', 'created_at'])
      .where('created_by', '=', author)
      .where('stage', '=', 'available')
      .where('id', 'not in', used)
      // a completed one has unloaded already, a cancelled one was to load before today
      .where(
        item.stage === 'completed'
          ? sql<boolean>`unload_date < ${today}::date`
          : past
            ? sql<boolean>`load_date_from < ${today}::date`
            : sql<boolean>`load_date_from >= ${today}::date`,
      )
      .orderBy(past ? 'load_date_from' : 'created_at', past ? 'asc' : 'desc')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst()
    if (!cargo) continue
    used.push(cargo.id)
    const responsible = item.responsible ? (userOf.get(item.responsible) ?? null) : null
    await db
      .updateTable('cargos')
      .set({
        stage: item.stage,
        responsible_user_id: responsible,
        ...(item.comment ? { comment: item.comment } : {}),
      })
      .where('id', '=', cargo.id)
      .execute()
    // the later steps two hours after it was posted (and never after now)
    const posted = new Date(cargo.created_at)
    const later = notAfter(new Date(posted.getTime() + 2 * 3_600_000), now)
    if (item.stage === 'draft') {
      // a draft was never published: its log is the draft alone
      await db.deleteFrom('cargo_status_log').where('cargo_id', '=', cargo.id).execute()
      await db
        .insertInto('cargo_status_log')
        .values({ cargo_id: cargo.id, stage: 'draft', user_id: author, created_at: posted })
        .execute()
    }
    for (const stage of after[item.stage]) {
      await db
        .insertInto('cargo_status_log')
        .values({ cargo_id: cargo.id, stage, user_id: author, created_at: later })
        .execute()
    }
    for (const [i, note] of (item.notes ?? []).entries()) {
      const truck = trucks[i % Math.max(1, trucks.length)]
      if (!truck) break
      await db
        .insertInto('cargo_truck_comments')
        .values({ cargo_id: cargo.id, transport_id: truck.id, user_id: author, content: note, created_at: later })
        .execute()
    }
  }
}
