/** Helpers for the responses tests: the demo callers' tokens and companies, cargos, auctions and a few shortcuts. */
import type { LightMyRequestResponse } from 'fastify'
import type { TestServer } from '../../../../tests/helpers/server'
import { api, companyId, tokenFor } from '../account/testing'
import { type CargoSpec, insertCargo, insertPlaces } from '../cargo/testing'

export const logins = {
  shipper: 'shipper@example.com',
  logist: 'logist@example.com',
  ural: 'ural@example.com',
  carrier: 'carrier@example.com',
  siberia: 'siberia@example.com',
  petrov: 'petrov@example.com',
  security: 'security@example.com',
} as const
export type Who = keyof typeof logins

export interface World {
  server: TestServer
  tokens: Record<Who, string>
  companies: Record<'north' | 'ural' | 'volga' | 'siberia' | 'petrov', number>
  cargo(spec?: CargoSpec): Promise<number>
  call(
    who: Who | null,
    method: 'GET' | 'POST',
    path: string,
    payload?: object,
    lang?: 'ru' | 'en',
  ): Promise<LightMyRequestResponse>
  /** POST the path and expect `status`; answers `data`. */
  ok<T = Record<string, unknown>>(who: Who, path: string, payload?: object, status?: number): Promise<T>
  notifications(email: string, type?: string): Promise<number>
}

export async function world(server: TestServer): Promise<World> {
  await insertPlaces(server)
  const tokens = {} as Record<Who, string>
  for (const [who, email] of Object.entries(logins)) tokens[who as Who] = await tokenFor(server, email)
  const companies = {
    north: await companyId(server, logins.shipper),
    ural: await companyId(server, logins.ural),
    volga: await companyId(server, logins.carrier),
    siberia: await companyId(server, logins.siberia),
    petrov: await companyId(server, logins.petrov),
  }
  const w: World = {
    server,
    tokens,
    companies,
    cargo: (spec = {}) => insertCargo(server, companies.north, spec),
    call: (who, method, path, payload, lang) =>
      server.call({
        method,
        url: api(path),
        token: who ? tokens[who] : null,
        ...(lang ? { lang } : {}),
        ...(payload ? { payload } : {}),
      }),
    async ok(who, path, payload, status = 200) {
      const res = await w.call(who, 'POST', path, payload ?? {})
      if (res.statusCode !== status) throw new Error(`${path} as ${who}: ${res.statusCode} ${res.body}`)
      return res.json().data
    },
    async notifications(email, type) {
      let query = server.db
        .selectFrom('notifications as n')
        .innerJoin('users as u', 'u.id', 'n.user_id')
        .select(server.db.fn.countAll<number>().as('n'))
        .where('u.email', '=', email)
      if (type) query = query.where('n.type', '=', type)
      return Number((await query.executeTakeFirstOrThrow()).n)
    },
  }
  return w
}

/** An auction on a cargo: start price, step, and when it ends (ms from now; negative: already over). */
export async function insertAuction(
  server: TestServer,
  cargoId: number,
  { start = 6_000_000, step = 100_000, endsIn = 3_600_000 } = {},
): Promise<void> {
  await server.db
    .insertInto('cargo_auctions')
    .values({ cargo_id: cargoId, start_price: start, min_step: step, ends_at: new Date(Date.now() + endsIn) })
    .execute()
}

/** The message of an error answer. */
export const messageOf = (res: LightMyRequestResponse) => (res.json() as { message: string }).message

export { pdfText } from '../../../../tests/helpers/pdf-text'
