/**
 * The factoring partner that pays carriers' advances: an outside service, reached only through this adapter.
 * `FX_FACTORING_URL` picks it: an HTTP API (`POST {url}/leads`, `GET {url}/leads/{id}`, the form at `{url}/form`,
 * bearer `FX_FACTORING_KEY`), `fake` for the local fake (demo and tests: it approves an application a few seconds
 * after it was sent, and keeps no state, so it survives restarts and serves several instances), or nothing: then
 * the exchange says the partner is not configured, and never answers 5xx for it.
 */
import type { CompanyKind } from '../../../core/contract/finance'
import { HttpError } from '../../http/errors'

export interface Lead {
  company: { inn: string; name: string; kind: CompanyKind }
  contact: { name: string; email: string }
  /** The images by type, as the partner asks for them. */
  images: { type: string; mime: string; bytes: Buffer }[]
}

export type PartnerDecision = { status: 'pending' } | { status: 'approved' } | { status: 'rejected'; reason: string }

export interface FactoringPartner {
  formUrl(kind: CompanyKind, company: { inn: string }): string
  sendLead(lead: Lead): Promise<{ requestId: string }>
  decision(requestId: string): Promise<PartnerDecision>
}

const unavailable = () => new HttpError(409, 'factoring_unavailable')

/** The local fake: approves `approveAfterMs` after sending; a lead of a company whose INN ends in 13 is rejected. */
export function fakeFactoringPartner({ approveAfterMs = 4000, now = () => Date.now() } = {}): FactoringPartner {
  return {
    formUrl: (kind, company) => `/advance-payment?partner_form=${kind}&inn=${encodeURIComponent(company.inn)}`,
    async sendLead(lead) {
      const outcome = lead.company.inn.endsWith('13') ? 'r' : 'a'
      return { requestId: `fake-${outcome}-${now()}-${Math.random().toString(36).slice(2, 8)}` }
    },
    async decision(requestId) {
      const match = /^fake-([ar])-(\d+)-/.exec(requestId)
      if (!match) return { status: 'pending' }
      if (now() - Number(match[2]) < approveAfterMs) return { status: 'pending' }
      return match[1] === 'a'
        ? { status: 'approved' }
        : { status: 'rejected', reason: 'Компания не прошла проверку партнёра' }
    },
  }
}

/** The partner's HTTP API. Timeouts and errors become a 409 «partner does not answer», never a 5xx. */
export function httpFactoringPartner(
  baseUrl: string,
  key: string | null,
  fetchImpl: typeof fetch = fetch,
): FactoringPartner {
  const base = baseUrl.replace(/\/+$/, '')
  const headers = { accept: 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) }
  async function request(path: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
    let res: Response
    try {
      res = await fetchImpl(`${base}${path}`, {
        ...init,
        headers: { ...headers, ...(init.headers ?? {}) },
        signal: AbortSignal.timeout(10_000),
      })
    } catch {
      throw unavailable()
    }
    if (!res.ok) throw unavailable()
    return (await res.json().catch(() => ({}))) as Record<string, unknown>
  }
  return {
    formUrl: (kind, company) => `${base}/form?company_type=${kind}&inn=${encodeURIComponent(company.inn)}`,
    async sendLead(lead) {
      const body = {
        company: lead.company,
        contact: lead.contact,
        images: lead.images.map((i) => ({ type: i.type, mime: i.mime, data: i.bytes.toString('base64') })),
      }
      const answer = await request('/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      if (typeof answer.id !== 'string' || answer.id === '') throw unavailable()
      return { requestId: answer.id }
    },
    async decision(requestId) {
      const answer = await request(`/leads/${encodeURIComponent(requestId)}`)
      if (answer.status === 'approved') return { status: 'approved' }
      if (answer.status === 'rejected')
        return { status: 'rejected', reason: typeof answer.reason === 'string' ? answer.reason.slice(0, 500) : '' }
      return { status: 'pending' }
    },
  }
}

/** The partner the configuration names, or null when none is configured. */
export function factoringPartnerFrom(config: {
  factoringUrl?: string | null | undefined
  factoringKey?: string | null | undefined
}): FactoringPartner | null {
  const url = config.factoringUrl?.trim()
  if (!url) return null
  // `fake:<ms>`: the fake deciding after that many milliseconds (tests use `fake:0`)
  const fake = /^fake(?::(\d+))?$/.exec(url)
  if (fake) return fakeFactoringPartner(fake[1] ? { approveAfterMs: Number(fake[1]) } : {})
  return httpFactoringPartner(url, config.factoringKey ?? null)
}
