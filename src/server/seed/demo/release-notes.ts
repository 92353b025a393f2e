/**
 * Demo release notes: what changed in the last versions, published days before the demo was seeded. The exchange
 * opened before any demo company joined (./moments.ts), orders and documents came before the oldest demo order
 * (the analytics' three months); the carrier has read the oldest one, so "what's new" has something unread for
 * everyone.
 */
import type { Kysely } from 'kysely'
import { APP_VERSION } from '../../../core/contract/version'
import type { DB } from '../../db/schema'
import { daysBefore, EXCHANGE_OPENED_DAYS } from './moments'

export const demoReleaseNotes = [
  {
    version: '0.1.0',
    days: EXCHANGE_OPENED_DAYS,
    title_ru: 'Биржа открыта',
    title_en: 'The exchange is open',
    body_ru:
      'Поиск грузов, отклики, проверка безопасности и договоры.\n- Заявка на перевозку за пару минут\n- Календарь транспорта',
    body_en:
      'Cargo search, responses, the security check and contracts.\n- An order in a couple of minutes\n- The transport calendar',
  },
  {
    version: '0.2.0',
    days: 120,
    title_ru: 'Заказы и документы',
    title_en: 'Orders and documents',
    body_ru:
      'Подписанный договор открывает заказ.\n- Водитель, машина и подписант из вашего штата\n- Сканы ТТН с проверкой',
    body_en:
      'A signed contract opens the order.\n- Driver, truck and signatory from your staff\n- Waybill scans, checked',
  },
  {
    version: APP_VERSION,
    days: 1,
    title_ru: 'Обучение и Telegram',
    title_en: 'Tours and Telegram',
    body_ru:
      'Пошаговое обучение на главных экранах — в меню пользователя, «Помощь».\n- Привязка Telegram в профиле: грузы и уведомления приходят в бот\n- Мини-приложение в Telegram для перевозчиков',
    body_en:
      'Step-by-step tours of the main screens: the user menu, "Help".\n- Link Telegram in your profile: cargos and notifications come to the bot\n- A Telegram mini-app for carriers',
  },
]

export async function seedDemoReleaseNotes(db: Kysely<DB>, now = new Date()): Promise<void> {
  const ids: number[] = []
  for (const { days, ...note } of demoReleaseNotes) {
    const row = await db
      .insertInto('release_notes')
      .values({ ...note, published_at: daysBefore(now, days) })
      .returning('id')
      .executeTakeFirstOrThrow()
    ids.push(row.id)
  }
  const carrier = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'carrier@example.com')
    .executeTakeFirst()
  if (carrier && ids[0])
    await db.insertInto('release_note_reads').values({ user_id: carrier.id, note_id: ids[0] }).execute()
}
