/** Helpers for the orders tests: a cargo walked to a signed contract (and its order), PUT and multipart calls. */
import type { LightMyRequestResponse } from 'fastify'
import { api } from '../account/testing'
import type { CargoSpec } from '../cargo/testing'
import type { Who, World } from '../responses/testing'

export type { Who, World } from '../responses/testing'
export { messageOf, pdfText, world } from '../responses/testing'

type Json = Record<string, unknown> & { id: number; status: string }

/**
 * A cargo of north walked to a contract: volga responds, north accepts, security approves, volga makes the
 * contract; `sign` (default) has north sign it, which opens the order. Answers the ids.
 */
export async function signedContract(w: World, { sign = true, cargo: spec = {} as CargoSpec } = {}) {
  const cargo = await w.cargo(spec)
  const response = await w.ok<Json>('carrier', `cargos/${cargo}/response/add`, { price: 5_800_000 }, 201)
  await w.ok('shipper', `v2/cargos/responses/${response.id}/secure-state`, { state: 'accepted' })
  await w.ok('shipper', `v2/cargos/responses/${response.id}/security-check`)
  await w.ok('security', `orders/security/${response.id}/approve`, {})
  const contract = await w.ok<Json>('carrier', 'carrier/contract/create', { response_id: response.id }, 201)
  if (!sign) return { cargo, response: response.id, contract: contract.id, order: 0 }
  const signed = await w.ok<Json & { order_id: number }>('shipper', 'shipper/contract/confirm', {
    contract_id: contract.id,
  })
  return { cargo, response: response.id, contract: contract.id, order: signed.order_id }
}

export function put(w: World, who: Who, path: string, payload: object, lang: 'ru' | 'en' = 'ru') {
  return w.server.call({ method: 'PUT', url: api(path), token: w.tokens[who], payload, lang })
}

export const director = { name: 'Иванов Иван Иванович', position: 'Генеральный директор', basis: 'Устав' }
export const driver = { name: 'Петров Пётр', phone: '+79161234567', licence: '16 12 345678' }
export const transport = { number: 'А123ВС 116', trailer_number: 'АК 1234 16' }

/** Fills the three holder sections as the carrier. */
export async function fillHolders(w: World, order: number) {
  for (const [section, body] of Object.entries({ director, driver, transport })) {
    const res = await put(w, 'carrier', `orders/${order}/${section}`, body)
    if (res.statusCode !== 200) throw new Error(`${section}: ${res.statusCode} ${res.body}`)
  }
}

/** A multipart body: text fields and one `file` part. */
export function multipart(
  fields: Record<string, string | number>,
  file?: { name: string; type: string; bytes: Buffer },
) {
  const boundary = `----fx${Math.random().toString(16).slice(2)}`
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

export const pdfBytes = Buffer.from('%PDF-1.4\n% a waybill scan\n%%EOF\n')

export function upload(
  w: World,
  who: Who,
  order: number,
  fields: Record<string, string | number> = { kind: 'waybill' },
  file = { name: 'ТТН.pdf', type: 'application/pdf', bytes: pdfBytes },
): Promise<LightMyRequestResponse> {
  return w.server.call({
    method: 'POST',
    url: api(`orders/${order}/documents`),
    token: w.tokens[who],
    ...multipart(fields, file),
  })
}
