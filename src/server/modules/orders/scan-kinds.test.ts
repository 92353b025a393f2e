/** The trip's scan kinds: the bank account details (spec 3's default scan) is one, stored and answered as such. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { defaultScanKind, orderDocumentKinds } from '../../../core/contract/orders'
import { signedContract, upload, type World, world } from './testing'

describe('orders: scan kinds', () => {
  let s: TestServer
  let w: World
  let order: number

  beforeAll(async () => {
    s = await createTestServer()
    w = await world(s)
    order = (await signedContract(w)).order
  })
  afterAll(() => s.close())

  it('takes the bank account details, the kind the upload form starts at', async () => {
    expect(defaultScanKind).toBe('bank_account')
    expect(orderDocumentKinds[0]).toBe('bank_account')
    const res = await upload(w, 'carrier', order, { kind: 'bank_account' })
    expect(res.statusCode, res.body).toBe(201)
    const scans = res.json().data.documents as { kind: string }[]
    expect(scans.map((scan) => scan.kind)).toContain('bank_account')
    // without a kind an upload is still a waybill (the API's default)
    const plain = await upload(w, 'carrier', order, {})
    expect(plain.statusCode, plain.body).toBe(201)
    expect((plain.json().data.documents as { kind: string }[]).map((scan) => scan.kind)).toContain('waybill')
  })
})
