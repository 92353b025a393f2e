/**
 * Statistics' SQL. Managers: the daily roll-up (`analytics_daily`) per user over the period, for the company's
 * logisticians and anyone with events in it. Cargo owners and their lanes: the company's cargos posted in the
 * period (index `cargos_company_created`), each with its signed contract and order if any, grouped by the client
 * they are carried for (`owner_company_id`; the company itself when none).
 */
import { type Kysely, type RawBuilder, sql } from 'kysely'
import type { Lang } from '../../../core/contract/common'
import type { DB } from '../../db/schema'
import { ANALYTICS_TIME_ZONE, type Period } from './period'

const num = (v: string | number | null) => (v === null ? null : Number(v))

const managerOrder: Record<string, RawBuilder<unknown>> = {
  '-covered': sql`covered desc, posted desc, name`,
  covered: sql`covered, name`,
  '-posted': sql`posted desc, name`,
  '-delivered': sql`delivered desc, name`,
  '-margin': sql`margin desc nulls last, name`,
  response: sql`response_minutes nulls last, name`,
  name: sql`name, id`,
}

export async function managerRows(
  db: Kysely<DB>,
  companyId: number,
  userIds: number[] | null,
  p: Period,
  options: { limit: number; offset: number; sort: string; department_id?: number | undefined },
) {
  const who = userIds === null ? sql`true` : sql`u.id = any(${userIds}::int[])`
  const department = options.department_id === undefined ? sql`true` : sql`m.department_id = ${options.department_id}`
  const base = sql`
    with sums as (
      select user_id,
        sum(total) filter (where type = 11) as posted,
        sum(total) filter (where type = 17) as covered,
        sum(total) filter (where type = 21) as delivered,
        sum(total) filter (where type = 25) as margin,
        sum(total) filter (where type = 29) as answer_total,
        sum(events) filter (where type = 29) as answers
      from analytics_daily
      where company_id = ${companyId} and day between ${p.start}::date and ${p.end}::date
      group by user_id
    ),
    rows as (
      select u.id, u.name, d.id as department_id, d.name as department_name,
        coalesce(s.posted, 0)::bigint as posted, coalesce(s.covered, 0)::bigint as covered,
        coalesce(s.delivered, 0)::bigint as delivered, s.margin,
        case when s.answers > 0 then round(s.answer_total::numeric / s.answers) end as response_minutes
      from users u
      left join sums s on s.user_id = u.id
      left join department_members m on m.user_id = u.id
      left join departments d on d.id = m.department_id
      where u.company_id = ${companyId} and u.is_system = false and u.status <> 'removed'
        and ('shipper.logist' = any(u.roles) or s.user_id is not null)
        and ${who} and ${department}
    )`
  const rows = await sql<{
    id: number
    name: string
    department_id: number | null
    department_name: string | null
    posted: string | number
    covered: string | number
    delivered: string | number
    margin: string | number | null
    response_minutes: string | number | null
  }>`${base} select * from rows order by ${managerOrder[options.sort] ?? managerOrder['-covered']!}
    limit ${options.limit} offset ${options.offset}`.execute(db)
  const count = await sql<{ n: string | number }>`${base} select count(*) as n from rows`.execute(db)
  return {
    rows: rows.rows.map((r) => {
      const posted = Number(r.posted)
      const covered = Number(r.covered)
      return {
        user: { id: r.id, name: r.name },
        department: r.department_id === null ? null : { id: r.department_id, name: r.department_name ?? '' },
        posted,
        covered,
        delivered: Number(r.delivered),
        margin: num(r.margin),
        response_minutes: num(r.response_minutes),
        cover_rate: posted > 0 ? Math.floor((covered * 100) / posted) : null,
      }
    }),
    size: Number(count.rows[0]?.n ?? 0),
  }
}

/** The company's non-draft cargos posted in the period, each with its owner, live contract and order. */
/** A lane filter: cargos loading within `radiusKm` of a place (when set), on trips up to `distanceKm` (when set). */
export interface LaneFilter {
  near: { lat: number; lng: number; radiusKm: number } | undefined
  distanceKm: number | undefined
}

function laneConditions(lane: LaneFilter | undefined) {
  if (!lane) return sql``
  const near = lane.near
  const metres = (near?.radiusKm ?? 0) * 1000
  return sql`
      ${
        near
          ? sql`and earth_box(ll_to_earth(${near.lat}, ${near.lng}), ${metres}) @> c.start_earth
      and earth_distance(ll_to_earth(${near.lat}, ${near.lng}), c.start_earth) <= ${metres}`
          : sql``
      }
      ${lane.distanceKm === undefined ? sql`` : sql`and c.distance_km <= ${lane.distanceKm}`}`
}

function periodCargos(companyId: number, p: Period, lane?: LaneFilter) {
  return sql`
    select c.id, c.weight, c.price_per_km, c.start_place_id, c.finish_place_id,
      coalesce(c.owner_company_id, c.company_id) as owner_id, k.id as contract_id, k.price as contract_price,
      o.status as order_status
    from cargos c
    left join lateral (
      select k.id, k.price from contracts k
      where k.cargo_id = c.id and k.status in ('signed', 'completed') order by k.id desc limit 1
    ) k on true
    left join orders o on o.contract_id = k.id
    where c.company_id = ${companyId} and c.stage <> 'draft'
      and c.created_at >= (${p.start}::date)::timestamp at time zone ${ANALYTICS_TIME_ZONE}
      and c.created_at < (${p.end}::date + 1)::timestamp at time zone ${ANALYTICS_TIME_ZONE}
      ${laneConditions(lane)}`
}

const delivered = sql`o.order_status in ('unloaded', 'documents_approved', 'closed')`

const ownerOrder: Record<string, RawBuilder<unknown>> = {
  '-cargos': sql`cargos desc, name`,
  '-amount': sql`amount desc, name`,
  '-weight': sql`weight desc, name`,
  name: sql`name, id`,
}

export async function ownerRows(
  db: Kysely<DB>,
  companyId: number,
  p: Period,
  options: { limit: number; offset: number; sort: string },
) {
  const base = sql`
    with o as (${periodCargos(companyId, p)}),
    rows as (
      select co.id, co.name, co.inn, (co.payment ->> 'pay_days')::int as pay_days,
        count(*) as cargos, count(o.contract_id) as covered, count(*) filter (where ${delivered}) as delivered,
        sum(o.weight) as weight, coalesce(sum(o.contract_price), 0) as amount,
        count(distinct o.start_place_id::bigint * 100000000 + o.finish_place_id) as routes
      from o join companies co on co.id = o.owner_id
      group by co.id
    )`
  const rows = await sql<{
    id: number
    name: string
    inn: string
    pay_days: number | null
    cargos: string | number
    covered: string | number
    delivered: string | number
    weight: string | number
    amount: string | number
    routes: string | number
  }>`${base} select * from rows order by ${ownerOrder[options.sort] ?? ownerOrder['-cargos']!}
    limit ${options.limit} offset ${options.offset}`.execute(db)
  const count = await sql<{ n: string | number }>`${base} select count(*) as n from rows`.execute(db)
  return {
    rows: rows.rows.map((r) => ({
      company: {
        id: r.id,
        name: r.name,
        inn: r.inn,
        payment: { pay_days: r.pay_days === null ? null : Number(r.pay_days) },
        own: r.id === companyId,
      },
      cargos: Number(r.cargos),
      covered: Number(r.covered),
      delivered: Number(r.delivered),
      weight: Math.round(Number(r.weight) * 1000) / 1000,
      amount: Number(r.amount),
      routes: Number(r.routes),
    })),
    size: Number(count.rows[0]?.n ?? 0),
  }
}

export async function routeRows(
  db: Kysely<DB>,
  companyId: number,
  p: Period,
  options: { limit: number; offset: number; owner_id?: number | undefined; lane?: LaneFilter | undefined },
  lang: Lang,
) {
  const name = sql.raw(lang === 'en' ? 'name_en' : 'name_ru')
  const owner = options.owner_id === undefined ? sql`true` : sql`o.owner_id = ${options.owner_id}`
  const base = sql`
    with o as (${periodCargos(companyId, p, options.lane)}),
    rows as (
      select o.owner_id, o.start_place_id, o.finish_place_id, count(*) as cargos,
        count(o.contract_id) as covered, sum(o.weight) as weight, coalesce(sum(o.contract_price), 0) as amount,
        percentile_cont(0.5) within group (order by o.price_per_km) filter (where o.price_per_km > 0) as per_km
      from o where ${owner}
      group by o.owner_id, o.start_place_id, o.finish_place_id
    )`
  const rows = await sql<{
    owner_id: number
    owner_name: string
    start_place_id: number
    from_name: string
    finish_place_id: number
    to_name: string
    cargos: string | number
    covered: string | number
    weight: string | number
    amount: string | number
    per_km: string | number | null
  }>`${base}
    select r.*, co.name as owner_name, ps.${name} as from_name, pf.${name} as to_name
    from rows r join companies co on co.id = r.owner_id
    join places ps on ps.id = r.start_place_id join places pf on pf.id = r.finish_place_id
    order by r.cargos desc, r.amount desc, r.owner_id, r.start_place_id, r.finish_place_id
    limit ${options.limit} offset ${options.offset}`.execute(db)
  const count = await sql<{ n: string | number }>`${base} select count(*) as n from rows`.execute(db)
  return {
    rows: rows.rows.map((r) => ({
      owner: { id: r.owner_id, name: r.owner_name },
      from: { id: r.start_place_id, name: r.from_name },
      to: { id: r.finish_place_id, name: r.to_name },
      cargos: Number(r.cargos),
      covered: Number(r.covered),
      weight: Math.round(Number(r.weight) * 1000) / 1000,
      amount: Number(r.amount),
      price_per_km: r.per_km === null ? null : Math.round(Number(r.per_km)),
    })),
    size: Number(count.rows[0]?.n ?? 0),
  }
}
