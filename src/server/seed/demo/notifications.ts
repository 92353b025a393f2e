/**
 * Demo notifications: ten for shipper@example.com and ten for carrier@example.com, over the last days, some read,
 * some about transport. Written straight into the table (nothing listens while seeding); needs only the demo
 * accounts, so every test server has them.
 */
import type { Kysely } from 'kysely'
import type { NotificationType } from '../../../core/contract/notifications'
import type { DB, NotificationParam } from '../../db/schema'
import type { NotificationKey } from '../../modules/notifications/messages'

interface DemoNotification {
  type: NotificationType
  title: NotificationKey
  body?: NotificationKey
  params?: Record<string, NotificationParam>
  link?: string
  transport?: boolean
  /** How long ago, in minutes. */
  ago: number
  read?: boolean
}

const kazanMoscow = { ru: 'Казань → Москва', en: 'Kazan → Moscow' }
const spbMinsk = { ru: 'Санкт-Петербург → Минск', en: 'Saint Petersburg → Minsk' }
const samaraPerm = { ru: 'Самара → Пермь', en: 'Samara → Perm' }

const forShipper: DemoNotification[] = [
  {
    type: 'cargo_response',
    title: 'cargo_response_new_title',
    body: 'cargo_response_new_body',
    params: { cargo: 1, carrier: 'ООО «Волга Транс»', route: kazanMoscow, price: '60 000 ₽' },
    link: '/cargos/responses',
    ago: 4,
  },
  {
    type: 'security_decision',
    title: 'security_approved_title',
    body: 'security_approved_body',
    params: { carrier: 'ООО «Волга Транс»', route: kazanMoscow },
    link: '/security',
    ago: 38,
  },
  {
    type: 'cargo_response',
    title: 'cargo_response_new_title',
    body: 'cargo_response_new_body',
    params: { cargo: 2, carrier: 'ИП Петров С. А.', route: spbMinsk, price: '85 000 ₽' },
    link: '/cargos/responses',
    ago: 95,
  },
  {
    type: 'transport',
    title: 'transport_arrival_title',
    params: { truck: 'А123ВС 116' },
    link: '/cargos/on-way',
    transport: true,
    ago: 180,
  },
  {
    type: 'contract',
    title: 'contract_created_title',
    body: 'contract_created_body',
    params: { contract: 'ЗК-1042', route: kazanMoscow },
    link: '/cargos/contracts',
    ago: 60 * 5,
    read: true,
  },
  {
    type: 'security_decision',
    title: 'security_rejected_title',
    body: 'security_rejected_body',
    params: { carrier: 'ООО «Быстрый Груз»', reason: { ru: 'нет страховки груза', en: 'no cargo insurance' } },
    link: '/security',
    ago: 60 * 26,
    read: true,
  },
  {
    type: 'contract',
    title: 'contract_signed_title',
    params: { contract: 'ЗК-1039' },
    link: '/cargos/contracts',
    ago: 60 * 30,
    read: true,
  },
  {
    type: 'transport',
    title: 'transport_arrival_title',
    params: { truck: 'Е456КХ 78' },
    link: '/cargos/on-way',
    transport: true,
    ago: 60 * 50,
    read: true,
  },
  {
    type: 'system',
    title: 'system_release_title',
    body: 'system_release_body',
    params: { version: '2.4' },
    ago: 60 * 24 * 4,
    read: true,
  },
  {
    type: 'system',
    title: 'system_welcome_title',
    body: 'system_welcome_body',
    link: '/account/company',
    ago: 60 * 24 * 9,
    read: true,
  },
]

const forCarrier: DemoNotification[] = [
  {
    type: 'transport',
    title: 'transport_task_title',
    body: 'transport_task_body',
    params: { truck: 'А123ВС 116', date: '12.06', route: kazanMoscow },
    link: '/transport/calendar',
    transport: true,
    ago: 2,
  },
  {
    type: 'cargo_response',
    title: 'cargo_response_accepted_title',
    body: 'cargo_response_accepted_body',
    params: { shipper: 'ООО «Северная Торговая Компания»', route: kazanMoscow },
    link: '/cargos/in-work',
    ago: 25,
  },
  {
    type: 'transport',
    title: 'transport_documents_title',
    body: 'transport_documents_body',
    params: { driver: 'Николаев И. П.' },
    link: '/transport/drivers',
    transport: true,
    ago: 70,
  },
  {
    type: 'contract',
    title: 'contract_created_title',
    body: 'contract_created_body',
    params: { contract: 'ЗК-1042', route: kazanMoscow },
    link: '/cargos/contracts',
    ago: 150,
  },
  {
    type: 'cargo_response',
    title: 'cargo_response_declined_title',
    params: { cargo: 3 },
    link: '/cargos/responses',
    ago: 60 * 7,
    read: true,
  },
  {
    type: 'security_decision',
    title: 'security_approved_title',
    body: 'security_approved_body',
    params: { carrier: 'ООО «Волга Транс»', route: samaraPerm },
    ago: 60 * 20,
    read: true,
  },
  {
    type: 'transport',
    title: 'transport_task_title',
    body: 'transport_task_body',
    params: { truck: 'В789ОР 116', date: '09.06', route: samaraPerm },
    link: '/transport/calendar',
    transport: true,
    ago: 60 * 28,
    read: true,
  },
  {
    type: 'contract',
    title: 'contract_signed_title',
    params: { contract: 'ЗК-1031' },
    link: '/cargos/contracts',
    ago: 60 * 47,
    read: true,
  },
  {
    type: 'system',
    title: 'system_release_title',
    body: 'system_release_body',
    params: { version: '2.4' },
    ago: 60 * 24 * 4,
    read: true,
  },
  {
    type: 'system',
    title: 'system_welcome_title',
    body: 'system_welcome_body',
    link: '/account/company',
    ago: 60 * 24 * 12,
    read: true,
  },
]

export async function seedDemoNotifications(db: Kysely<DB>): Promise<void> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'in', ['shipper@example.com', 'carrier@example.com'])
    .execute()
  const idOf = new Map(users.map((user) => [user.email, user.id]))
  const now = Date.now()
  const rows = (
    [
      ['shipper@example.com', forShipper],
      ['carrier@example.com', forCarrier],
    ] as const
  ).flatMap(([email, list]) => {
    const userId = idOf.get(email)
    if (userId === undefined) return []
    // oldest first, so that ids grow with time like real ones
    return [...list]
      .sort((a, b) => b.ago - a.ago)
      .map((n) => {
        const created = new Date(now - n.ago * 60_000)
        return {
          user_id: userId,
          type: n.type,
          title_key: n.title,
          body_key: n.body ?? null,
          params: JSON.stringify(n.params ?? {}),
          link: n.link ?? null,
          is_transport: n.transport ?? false,
          read_at: n.read ? new Date(created.getTime() + 30 * 60_000) : null,
          created_at: created,
        }
      })
  })
  if (rows.length > 0) await db.insertInto('notifications').values(rows).execute()
}
