/**
 * Hints for the holder sections, from what the carrier already keeps: its administrators and managers (who signs),
 * its drivers (who drives) and its trucks with their trailers and models (with which truck).
 */
import type { Kysely } from 'kysely'
import type { Lang } from '../../../core/contract/common'
import type { DB } from '../../db/schema'

export interface Hint {
  id: number | null
  label: string
  value: Record<string, string | number | null>
}

export async function directorHints(db: Kysely<DB>, companyId: number, lang: Lang): Promise<Hint[]> {
  const en = lang === 'en'
  const users = await db
    .selectFrom('users')
    .select(['id', 'name', 'phone', 'roles'])
    .where('company_id', '=', companyId)
    .where('status', '=', 'active')
    .where('is_system', '=', false)
    .orderBy('id')
    .limit(50)
    .execute()
  return users
    .filter((u) => u.roles.includes('admin') || u.roles.includes('manager'))
    .map((u) => {
      const admin = u.roles.includes('admin')
      const position = admin ? (en ? 'Director general' : 'Генеральный директор') : en ? 'Manager' : 'Менеджер'
      return {
        id: u.id,
        label: `${u.name}, ${position}`,
        value: {
          name: u.name,
          position,
          basis: admin ? (en ? 'Articles of association' : 'Устав') : en ? 'Power of attorney' : 'Доверенность',
          phone: u.phone,
        },
      }
    })
}

export async function driverHints(db: Kysely<DB>, companyId: number): Promise<Hint[]> {
  const drivers = await db
    .selectFrom('drivers')
    .select(['id', 'name', 'phone', 'licence'])
    .where('company_id', '=', companyId)
    .orderBy('name')
    .limit(200)
    .execute()
  return drivers.map((d) => ({
    id: d.id,
    label: [d.name, d.phone].filter(Boolean).join(', '),
    value: { driver_id: d.id, name: d.name, phone: d.phone, licence: d.licence },
  }))
}

export async function transportHints(db: Kysely<DB>, companyId: number): Promise<Hint[]> {
  const trucks = await db
    .selectFrom('transports as t')
    .leftJoin('trailers as tr', 'tr.id', 't.trailer_id')
    .leftJoin('truck_models as m', 'm.id', 't.truck_model_id')
    .select(['t.id', 't.number', 'tr.number as trailer_number', 'm.name as model'])
    .where('t.company_id', '=', companyId)
    .orderBy('t.number')
    .limit(500)
    .execute()
  return trucks.map((t) => ({
    id: t.id,
    label: [t.number, t.model, t.trailer_number].filter(Boolean).join(' · '),
    value: { transport_id: t.id, number: t.number, trailer_number: t.trailer_number, model: t.model },
  }))
}
