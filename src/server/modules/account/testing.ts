/** Helpers for the account and companies tests: tokens without the sign-in round trip, and answers in both languages. */
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import type { TestServer } from '../../../../tests/helpers/server'
import { withInnCheckDigits } from '../../../core/contract/validators'
import { issueToken } from '../../services/tokens'

export const api = (path: string) => `/api/${/^v[23]\//.test(path) ? path : `v1/${path}`}`

export async function userId(server: TestServer, email: string): Promise<number> {
  const row = await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()
  return row.id
}

/** A fresh access token for a demo user (sign-in itself is the auth area's test). */
export async function tokenFor(server: TestServer, email: string): Promise<string> {
  return issueToken(server.db, await userId(server, email))
}

export async function companyId(server: TestServer, email: string): Promise<number> {
  const row = await server.db
    .selectFrom('users')
    .select('company_id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow()
  if (row.company_id === null) throw new Error(`${email} has no company`)
  return row.company_id
}

type Call = InjectOptions & { token?: string | null }

/** The same request in Russian and in English. */
export async function inBothLanguages(
  server: TestServer,
  call: Call,
): Promise<{ ru: LightMyRequestResponse; en: LightMyRequestResponse }> {
  const ru = await server.call({ ...call, lang: 'ru' })
  const en = await server.call({ ...call, lang: 'en' })
  return { ru, en }
}

/** The field errors of a 422 (or 409) answer. */
export function fieldErrorsOf(res: LightMyRequestResponse): Record<string, string[]> {
  return (res.json() as { errors?: Record<string, string[]> }).errors ?? {}
}

/** A valid 10-digit INN from 9 digits (the check digit of an organisation's INN). */
export function validInn(prefix: string): string {
  return withInnCheckDigits(prefix)
}
