/**
 * Demo data of the responses area, on the north company's available cargos (none without places, as in most test
 * servers): three carriers' offers on one cargo, a running auction with two bids, a response waiting for the
 * security check, an approved one waiting for its contract, a contract the carrier signed and the shipper has still
 * to confirm, a signed contract (the cargo in work) and a rejected offer; with their history and the notifications
 * the steps sent. Written straight into the tables (nothing listens while seeding).
 */
import type { Kysely } from 'kysely'
import { isoDay } from '../../../core/contract/days'
import { itemLinks } from '../../../core/contract/links'
import type { NotificationType } from '../../../core/contract/notifications'
import type { DB } from '../../db/schema'
import type { NotificationKey } from '../../modules/notifications/messages'
import { insertDemoBid } from './auction-bid'

const HOUR = 3_600_000

interface Plan {
  carrier: 'volga' | 'siberia' | 'petrov'
  /** The steps the response went through, in order; the last is its status. */
  steps: string[]
  /** Of the cargo's price, %. */
  share: number
  comment?: string
  reason?: string
  contract?: 'pending_shipper' | 'signed'
}

/** One list per cargo, in the order of north's available cargos. */
const plans: Plan[][] = [
  [
    { carrier: 'volga', steps: ['new'], share: 95, comment: 'Тент 20 т, водитель с опытом, подача в день погрузки' },
    { carrier: 'siberia', steps: ['new'], share: 98 },
    { carrier: 'petrov', steps: ['new'], share: 92, comment: 'Могу забрать на день раньше' },
  ],
  [{ carrier: 'volga', steps: ['new', 'accepted', 'wait_security_check'], share: 97 }],
  [{ carrier: 'siberia', steps: ['new', 'accepted', 'wait_security_check', 'security_approved'], share: 100 }],
  [
    {
      carrier: 'petrov',
      steps: ['new', 'accepted', 'wait_security_check', 'security_approved', 'contract'],
      share: 96,
      contract: 'pending_shipper',
    },
  ],
  [
    {
      carrier: 'volga',
      steps: ['new', 'accepted', 'wait_security_check', 'security_approved', 'contract'],
      share: 99,
      contract: 'signed',
    },
  ],
  [
    { carrier: 'petrov', steps: ['new', 'rejected'], share: 80, reason: 'Слишком высокая цена' },
    { carrier: 'siberia', steps: ['new'], share: 94 },
  ],
]

export async function seedDemoResponses(db: Kysely<DB>, seededAt = new Date()): Promise<void> {
  const companies = await db
    .selectFrom('companies')
    .select(['id', 'name', 'inn'])
    .where('name', 'in', [
      'ООО «Северная Торговая Компания»',
      'ООО «ВолгаТрансАвто»',
      'ООО «Сибирский Экспресс»',
      'ИП Петров Сергей Николаевич',
    ])
    .execute()
  const byName = (part: string) => companies.find((company) => company.name.includes(part))
  const north = byName('Северная')
  const carriers = { volga: byName('Волга'), siberia: byName('Сибирский'), petrov: byName('Петров') }
  if (!north || !carriers.volga || !carriers.siberia || !carriers.petrov) return
  const cargos = await db
    .selectFrom('cargos')
    .innerJoin('places as sp', 'sp.id', 'cargos.start_place_id')
    .innerJoin('places as fp', 'fp.id', 'cargos.finish_place_id')
    .select([
      'cargos.id',
      'cargos.price',
      'cargos.currency',
      'sp.name_ru',
      'sp.name_en',
      'fp.name_ru as to_ru',
      'fp.name_en as to_en',
    ])
    .where('cargos.company_id', '=', north.id)
    .where('cargos.stage', '=', 'available')
    .where('cargos.price', 'is not', null)
    .where('cargos.load_date_from', '>=', isoDay(seededAt))
    .orderBy('cargos.id')
    .limit(plans.length + 1)
    .execute()
  if (cargos.length < plans.length + 1) return
  const users = await db
    .selectFrom('users')
    .select(['id', 'email', 'company_id'])
    .where('email', 'in', [
      'shipper@example.com',
      'carrier@example.com',
      'siberia@example.com',
      'petrov@example.com',
      'security@example.com',
    ])
    .execute()
  const userOf = (email: string) => users.find((user) => user.email === email)?.id ?? null
  const carrierUser = {
    volga: userOf('carrier@example.com'),
    siberia: userOf('siberia@example.com'),
    petrov: userOf('petrov@example.com'),
  }
  const shipperUser = userOf('shipper@example.com')
  const securityUser = userOf('security@example.com')
  const now = seededAt.getTime()
  const notices: {
    user_id: number
    type: NotificationType
    title_key: NotificationKey
    body_key: NotificationKey | null
    params: string
    link: string
    created_at: Date
  }[] = []
  const tell = (
    userId: number | null,
    type: NotificationType,
    title: NotificationKey,
    body: NotificationKey | null,
    params: Record<string, unknown>,
    link: string,
    at: Date,
  ) => {
    if (userId !== null)
      notices.push({
        user_id: userId,
        type,
        title_key: title,
        body_key: body,
        params: JSON.stringify(params),
        link,
        created_at: at,
      })
  }

  for (const [index, plan] of plans.entries()) {
    const cargo = cargos[index]!
    const route = { ru: `${cargo.name_ru} → ${cargo.to_ru}`, en: `${cargo.name_en} → ${cargo.to_en}` }
    for (const [order, response] of plan.entries()) {
      const company = carriers[response.carrier]!
      const userId = carrierUser[response.carrier]
      const price = Math.round((Number(cargo.price) * response.share) / 100 / 10_000) * 10_000
      const started = new Date(now - (48 - index * 6 - order) * HOUR)
      const status = response.steps.at(-1)!
      const transport = await db
        .selectFrom('transports')
        .select('id')
        .where('company_id', '=', company.id)
        .orderBy('id')
        .limit(1)
        .executeTakeFirst()
      const inserted = await db
        .insertInto('cargo_responses')
        .values({
          cargo_id: cargo.id,
          company_id: company.id,
          user_id: userId,
          transport_id: transport?.id ?? null,
          status,
          price,
          currency: cargo.currency,
          comment: response.comment ?? null,
          reason: response.reason ?? null,
          created_at: started,
          updated_at: new Date(started.getTime() + (response.steps.length - 1) * HOUR),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const priceParam = { minor: price, currency: cargo.currency }
      for (const [step, stepStatus] of response.steps.entries()) {
        const at = new Date(started.getTime() + step * HOUR)
        const by =
          stepStatus === 'new'
            ? userId
            : stepStatus.startsWith('security_')
              ? securityUser
              : stepStatus === 'contract'
                ? userId
                : shipperUser
        await db
          .insertInto('cargo_response_events')
          .values({
            response_id: inserted.id,
            status: stepStatus,
            user_id: by,
            reason: stepStatus === 'rejected' ? (response.reason ?? null) : null,
            created_at: at,
          })
          .execute()
        if (stepStatus === 'new')
          tell(
            shipperUser,
            'cargo_response',
            'cargo_response_new_title',
            'cargo_response_new_body',
            { cargo: cargo.id, carrier: company.name, route, price: priceParam },
            itemLinks.response(inserted.id),
            at,
          )
        if (stepStatus === 'accepted')
          tell(
            userId,
            'cargo_response',
            'cargo_response_accepted_title',
            'cargo_response_accepted_body',
            { shipper: north.name, route },
            itemLinks.cargo(cargo.id),
            at,
          )
        if (stepStatus === 'rejected')
          tell(
            userId,
            'cargo_response',
            'cargo_response_declined_title',
            null,
            { cargo: cargo.id },
            itemLinks.cargo(cargo.id),
            at,
          )
        if (stepStatus === 'wait_security_check')
          tell(
            securityUser,
            'security_decision',
            'security_check_new_title',
            'security_check_new_body',
            { carrier: company.name, shipper: north.name, route, price: priceParam },
            itemLinks.securityCheck(inserted.id),
            at,
          )
        if (stepStatus === 'security_approved')
          for (const [who, link] of [
            [shipperUser, itemLinks.response(inserted.id)],
            [userId, itemLinks.cargo(cargo.id)],
          ] as const)
            tell(
              who,
              'security_decision',
              'security_approved_title',
              'security_approved_body',
              { carrier: company.name, route },
              link,
              at,
            )
      }
      if (response.contract) {
        const signedAt = new Date(started.getTime() + (response.steps.length - 1) * HOUR)
        const contract = await db
          .insertInto('contracts')
          .values({
            response_id: inserted.id,
            cargo_id: cargo.id,
            shipper_company_id: north.id,
            carrier_company_id: company.id,
            transport_id: transport?.id ?? null,
            status: response.contract,
            price,
            currency: cargo.currency,
            carrier_signed_at: signedAt,
            shipper_signed_at: response.contract === 'signed' ? new Date(signedAt.getTime() + HOUR) : null,
            created_by: userId,
            created_at: signedAt,
            updated_at: signedAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        const stage = response.contract === 'signed' ? 'in_work' : 'contract'
        await db.updateTable('cargos').set({ stage, updated_at: signedAt }).where('id', '=', cargo.id).execute()
        await db
          .insertInto('cargo_status_log')
          .values({ cargo_id: cargo.id, stage: 'contract', user_id: userId, created_at: signedAt })
          .execute()
        if (stage === 'in_work')
          await db
            .insertInto('cargo_status_log')
            .values({
              cargo_id: cargo.id,
              stage,
              user_id: shipperUser,
              created_at: new Date(signedAt.getTime() + HOUR),
            })
            .execute()
        tell(
          shipperUser,
          'contract',
          'contract_created_title',
          'contract_created_body',
          { contract: `ЗК-${contract.id}`, route },
          itemLinks.cargo(cargo.id),
          signedAt,
        )
        if (response.contract === 'signed')
          tell(
            userId,
            'contract',
            'contract_signed_title',
            null,
            { contract: `ЗК-${contract.id}` },
            itemLinks.cargo(cargo.id),
            new Date(signedAt.getTime() + HOUR),
          )
      }
    }
  }

  // A running auction: ends in two days, steps of 1,000 RUB, two bids so far (Petrov leads).
  const auctioned = cargos[plans.length]!
  const start = Number(auctioned.price)
  const step = 100_000
  const bids: ['siberia' | 'petrov', number][] = [
    ['siberia', start - 2 * step],
    ['petrov', start - 5 * step],
  ]
  await db
    .insertInto('cargo_auctions')
    .values({
      cargo_id: auctioned.id,
      start_price: start,
      min_step: step,
      currency: auctioned.currency,
      ends_at: new Date(now + 48 * HOUR),
      best_price: bids.at(-1)![1],
      best_company_id: carriers.petrov.id,
      bids_count: bids.length,
      created_at: new Date(now - 6 * HOUR),
    })
    .execute()
  for (const [order, [carrier, price]] of bids.entries()) {
    await insertDemoBid(db, {
      cargoId: auctioned.id,
      currency: auctioned.currency,
      companyId: carriers[carrier]!.id,
      userId: carrierUser[carrier]!,
      price,
      at: new Date(now - (4 - order) * HOUR),
    })
  }
  if (notices.length > 0) await db.insertInto('notifications').values(notices).execute()
}
