import { describe, expect, it } from 'vitest'
import { sharedWorld } from '../../../../tests/helpers/server'
import { fieldErrorsOf } from '../account/testing'
import { director, fillHolders, messageOf, pdfText, put, signedContract, upload, world } from './testing'

type Order = Record<string, unknown> & {
  id: number
  status: string
  actions: string[]
  documents: { id: number; status: string; reason: string | null }[]
  timeline: { status: string; user: { name: string } | null; reason: string | null }[]
  missing: string[]
}

describe('orders: from the signed contract to the closed order', () => {
  const t = sharedWorld(world)

  const order = async (id: number, who: 'shipper' | 'carrier' | 'security' = 'shipper') => {
    const res = await t.w.call(who, 'GET', `orders/${id}`)
    expect(res.statusCode).toBe(200)
    return res.json().data as Order
  }
  const step = (who: 'shipper' | 'carrier', id: number, status: string, reason?: string) =>
    t.w.call(who, 'POST', `orders/${id}/status`, reason ? { status, reason } : { status })
  /** The test cargos load in 2030: "loaded" now is an early loading, confirmed. */
  const loadEarly = (id: number) =>
    t.w.call('carrier', 'POST', `orders/${id}/status`, { status: 'on_way', early: true })

  it('opens the order with the signature (who and when), and both parties read the contract PDF before signing', async () => {
    const ids = await signedContract(t.w, { sign: false })
    // before signing: no order yet; both parties open the contract, another company does not
    const before = await t.w.call('shipper', 'GET', `v2/contracts/${ids.contract}/document`)
    expect(before.statusCode).toBe(200)
    expect(before.headers['content-type']).toBe('application/pdf')
    const text = (await pdfText(before.rawPayload)).text
    expect(text).toContain(`Договор-заявка № ЗК-${ids.contract}`)
    expect(text).toContain('ООО «Северная Торговая Компания»')
    expect(text).toContain('Казань')
    expect(text).toContain('58 000 ₽')
    expect(text).toContain('ещё не подписан')
    expect((await t.w.call('carrier', 'GET', `v2/contracts/${ids.contract}/document`)).statusCode).toBe(200)
    expect((await t.w.call('siberia', 'GET', `v2/contracts/${ids.contract}/document`)).statusCode).toBe(404)
    expect((await t.w.call('ural', 'GET', `v2/contracts/${ids.contract}/document`)).statusCode).toBe(404)
    expect(
      await t.server.db.selectFrom('orders').select('id').where('contract_id', '=', ids.contract).execute(),
    ).toEqual([])

    const carrierTold = await t.w.notifications('carrier@example.com', 'order')
    const signed = await t.w.ok<{ order_id: number; shipper_signer: string; carrier_signer: string }>(
      'shipper',
      'shipper/contract/confirm',
      { contract_id: ids.contract },
    )
    expect(signed.shipper_signer).toBeTruthy()
    expect(signed.carrier_signer).toBeTruthy()
    expect(signed.order_id).toBeGreaterThan(0)
    expect(await t.w.notifications('carrier@example.com', 'order')).toBe(carrierTold + 1)
    const o = await order(signed.order_id)
    expect(o).toMatchObject({ status: 'documents', contract_id: ids.contract, price: 5_800_000, side: 'shipper' })
    expect(o.timeline.map((e) => e.status)).toEqual(['documents'])
    expect(o.timeline[0]?.user?.name).toBe(signed.shipper_signer)
    expect(o.missing).toEqual(['director', 'driver', 'transport'])
    const after = (
      await pdfText(
        (
          await t.w.call('carrier', 'GET', `v2/contracts/${ids.contract}/document`, undefined, 'en')
        ).rawPayload,
      )
    ).text
    expect(after).toContain(`Contract-request No. ЗК-${ids.contract}`)
    expect(after).toContain(`signed by ${signed.shipper_signer}`)
    // when, on the signer's clock, naming it (the demo shipper's profile says Moscow)
    expect(after).toMatch(/signed by [^\n]*, \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} \(Europe\/Moscow\)/)
  })

  it('lets the carrier fill director, driver and truck from hints; refuses bad input, the wrong role and others', async () => {
    const { order: id } = await signedContract(t.w)
    for (const type of ['director', 'driver', 'transport']) {
      const hints = await t.w.call('carrier', 'GET', `orders/${id}/${type}/hints`)
      expect(hints.statusCode).toBe(200)
      expect(hints.json().meta.size).toBeGreaterThan(0)
      expect((await t.w.call('shipper', 'GET', `orders/${id}/${type}/hints`)).statusCode).toBe(403)
      expect((await t.w.call('siberia', 'GET', `orders/${id}/${type}/hints`)).statusCode).toBe(404)
    }
    const truckHint = (await t.w.call('carrier', 'GET', `orders/${id}/transport/hints`)).json().data[0]
    const bad = await put(t.w, 'carrier', `orders/${id}/driver`, { name: 'П', phone: '12', licence: '' }, 'en')
    expect(bad.statusCode).toBe(422)
    expect(Object.keys(fieldErrorsOf(bad)).sort()).toEqual(['licence', 'name', 'phone'])
    expect((await put(t.w, 'carrier', `orders/${id}/director`, { ...director, x: 1 })).statusCode).toBe(422)
    expect((await put(t.w, 'shipper', `orders/${id}/director`, director)).statusCode).toBe(403)
    expect((await put(t.w, 'siberia', `orders/${id}/director`, director)).statusCode).toBe(404)
    // a truck of another company is not taken
    const foreign = await t.server.db
      .insertInto('transports')
      .values({ company_id: t.w.companies.siberia, number: 'Н001СК 54' })
      .returning('id')
      .executeTakeFirstOrThrow()
    expect(
      (await put(t.w, 'carrier', `orders/${id}/transport`, { transport_id: foreign.id, number: 'Н001СК 54' }))
        .statusCode,
    ).toBe(404)
    // not complete: the check is refused
    expect((await put(t.w, 'carrier', `orders/${id}/transport`, truckHint.value)).statusCode).toBe(200)
    const early = await t.w.call('carrier', 'POST', `orders/${id}/security-check`, undefined, 'en')
    expect(early.statusCode).toBe(409)
    expect(messageOf(early)).toBe('Fill in the signatory, the driver and the truck to send the order to the check')
    await fillHolders(t.w, id)
    const o = await order(id, 'carrier')
    expect(o).toMatchObject({ side: 'carrier', director: { ...director, phone: null }, missing: [] })
    expect(o.actions).toEqual(['security_check'])
  })

  it('walks the security check, the trip and the scans to a closed order; every illegal step is refused', async () => {
    const { order: id, contract, cargo } = await signedContract(t.w)
    await fillHolders(t.w, id)
    const securityTold = await t.w.notifications('security@example.com', 'order')
    await t.w.ok('carrier', `orders/${id}/security-check`)
    expect(await t.w.notifications('security@example.com', 'order')).toBe(securityTold + 1)
    // the security service: its list, the order page, reject needs a comment, then back to documents
    const checks = (await t.w.call('security', 'GET', 'orders/security-checks?limit=100')).json()
    expect(checks.data.map((o: Order) => o.id)).toContain(id)
    expect((await t.w.call('shipper', 'GET', 'orders/security-checks')).statusCode).toBe(403)
    expect((await order(id, 'security')).actions).toEqual(['loading', 'documents'])
    expect((await t.w.call('carrier', 'POST', `orders/${id}/security-check/approve`, {})).statusCode).toBe(403)
    const noComment = await t.w.call('security', 'POST', `orders/${id}/security-check/reject`, {})
    expect(noComment.statusCode).toBe(422)
    await t.w.ok('security', `orders/${id}/security-check/reject`, { comment: 'Водитель в стоп-листе' })
    let o = await order(id, 'carrier')
    expect(o).toMatchObject({ status: 'documents', security: { status: 'rejected', comment: 'Водитель в стоп-листе' } })
    await t.w.ok('shipper', `orders/${id}/security-check`)
    await t.w.ok('security', `orders/${id}/security-check/approve`, {})
    expect((await order(id)).status).toBe('loading')
    // the holders are fixed now
    expect((await put(t.w, 'carrier', `orders/${id}/director`, director)).statusCode).toBe(409)

    // the trip: only the carrier loads and unloads
    const wrong = await step('shipper', id, 'on_way')
    expect(wrong.statusCode).toBe(409)
    expect(messageOf(wrong)).toBe('Действие недоступно: заказ на погрузке')
    expect((await step('carrier', id, 'unloaded')).statusCode).toBe(409)
    expect((await t.w.call('siberia', 'POST', `orders/${id}/status`, { status: 'on_way' })).statusCode).toBe(404)
    expect((await t.w.call('carrier', 'POST', `orders/${id}/status`, { status: 'flying' })).statusCode).toBe(422)
    const shipperTold = await t.w.notifications('shipper@example.com', 'order')
    // before the loading day (2030-06-10) "loaded" needs the carrier's confirmation, which the timeline shows
    const tooSoon = await step('carrier', id, 'on_way')
    expect(tooSoon.statusCode).toBe(409)
    expect(messageOf(tooSoon)).toBe(
      'День погрузки — 10.06.2030. Если груз уже погружен, подтвердите досрочную погрузку: грузовладелец увидит это в ходе заказа',
    )
    expect((await order(id)).status).toBe('loading')
    expect((await loadEarly(id)).statusCode).toBe(200)
    const early = (await order(id)).timeline.at(-1)
    expect(early).toMatchObject({ status: 'on_way', reason: 'Погружен досрочно, до дня погрузки 10.06.2030' })
    expect(await t.w.notifications('shipper@example.com', 'order')).toBe(shipperTold + 1)
    const onWay = (
      await t.w.call('shipper', 'GET', 'v2/cargo-flow/shipper/orders?filter[view]=on_way&limit=100')
    ).json()
    expect(onWay.data.map((r: Order) => r.id)).toContain(id)
    expect((await step('carrier', id, 'unloaded')).statusCode).toBe(200)

    // the scans: checked by content; the shipper rejects with a reason, the carrier replaces, the shipper approves
    const fake = await upload(
      t.w,
      'carrier',
      id,
      { kind: 'waybill' },
      { name: 'x.pdf', type: 'application/pdf', bytes: Buffer.from('<html>') },
    )
    expect(fake.statusCode).toBe(422)
    expect((await upload(t.w, 'shipper', id)).statusCode).toBe(403)
    expect((await upload(t.w, 'siberia', id)).statusCode).toBe(404)
    expect((await upload(t.w, 'carrier', id, { kind: 'passport' })).statusCode).toBe(422)
    const first = await upload(t.w, 'carrier', id)
    expect(first.statusCode).toBe(201)
    const scan = (first.json().data as Order).documents[0]!
    expect(scan).toMatchObject({ status: 'uploaded' })
    const file = await t.w.call('security', 'GET', `orders/documents/${scan.id}`)
    expect(file.statusCode).toBe(200)
    expect(file.headers['x-content-type-options']).toBe('nosniff')
    expect((await t.w.call('shipper', 'GET', `orders/documents/${scan.id}`)).rawPayload.subarray(0, 5).toString()).toBe(
      '%PDF-',
    )
    expect((await t.w.call('siberia', 'GET', `orders/documents/${scan.id}`)).statusCode).toBe(404)
    expect((await t.w.call('ural', 'GET', `orders/documents/${scan.id}`)).statusCode).toBe(404)
    expect(
      (await t.w.call('shipper', 'POST', `v2/cargo-flow/shipper/documents/${scan.id}/status`, { status: 'rejected' }))
        .statusCode,
    ).toBe(422)
    expect(
      (await t.w.call('carrier', 'POST', `v2/cargo-flow/shipper/documents/${scan.id}/status`, { status: 'approved' }))
        .statusCode,
    ).toBe(403)
    expect(
      (await t.w.call('ural', 'POST', `v2/cargo-flow/shipper/documents/${scan.id}/status`, { status: 'approved' }))
        .statusCode,
    ).toBe(404)
    // replacing a scan that is not rejected is refused
    expect((await upload(t.w, 'carrier', id, { kind: 'waybill', replaces_id: scan.id })).statusCode).toBe(409)
    await t.w.ok('shipper', `v2/cargo-flow/shipper/documents/${scan.id}/status`, {
      status: 'rejected',
      reason: 'Нет печати',
    })
    o = await order(id, 'carrier')
    expect(o.documents[0]).toMatchObject({ status: 'rejected', reason: 'Нет печати' })
    expect(o.missing).toContain('rejected_scan')
    expect((await step('shipper', id, 'documents_approved')).statusCode).toBe(409)
    const replaced = await upload(t.w, 'carrier', id, { kind: 'waybill', replaces_id: scan.id })
    expect(replaced.statusCode).toBe(201)
    const docs = (replaced.json().data as Order).documents
    expect(docs.map((d) => d.status)).toEqual(['replaced', 'uploaded'])
    expect((await upload(t.w, 'carrier', id, { kind: 'waybill', replaces_id: scan.id })).statusCode).toBe(409)
    await t.w.ok('shipper', `v2/cargo-flow/shipper/documents/${docs[1]!.id}/status`, { status: 'approved' })
    const twice = await t.w.call('shipper', 'POST', `v2/cargo-flow/shipper/documents/${docs[1]!.id}/status`, {
      status: 'approved',
    })
    expect(twice.statusCode).toBe(409)

    // documents approved, closed: the contract completes and the cargo too
    expect((await step('carrier', id, 'documents_approved')).statusCode).toBe(409)
    expect((await step('shipper', id, 'documents_approved')).statusCode).toBe(200)
    const closed = await step('shipper', id, 'closed')
    expect(closed.statusCode).toBe(200)
    o = closed.json().data
    expect(o.timeline.map((e) => e.status)).toEqual([
      'documents',
      'security_check',
      'documents',
      'security_check',
      'loading',
      'on_way',
      'unloaded',
      'documents_approved',
      'closed',
    ])
    expect(o.timeline.every((e) => e.user !== null)).toBe(true)
    expect(o.timeline[2]?.reason).toBe('Водитель в стоп-листе')
    expect(o.payment).toMatchObject({ amount: 5_800_000, currency: 'RUB' })
    expect((o.payment as { due_date: string | null }).due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const k = await t.server.db
      .selectFrom('contracts')
      .select('status')
      .where('id', '=', contract)
      .executeTakeFirstOrThrow()
    expect(k.status).toBe('completed')
    const c = await t.server.db.selectFrom('cargos').select('stage').where('id', '=', cargo).executeTakeFirstOrThrow()
    expect(c.stage).toBe('completed')
    expect((await upload(t.w, 'carrier', id)).statusCode).toBe(409)
    expect((await step('shipper', id, 'cancelled', 'Поздно')).statusCode).toBe(409)
  })

  it('cancels with a reason before the cargo leaves: the contract is cancelled and the cargo is available again', async () => {
    const { order: id, contract, cargo } = await signedContract(t.w)
    const noReason = await step('shipper', id, 'cancelled')
    expect(noReason.statusCode).toBe(422)
    expect((await step('carrier', id, 'cancelled', 'Не успеваем')).statusCode).toBe(409)
    const done = await step('shipper', id, 'cancelled', 'Груз не готов')
    expect(done.statusCode).toBe(200)
    expect(done.json().data).toMatchObject({ status: 'cancelled', reason: 'Груз не готов', actions: [] })
    const k = await t.server.db
      .selectFrom('contracts')
      .select('status')
      .where('id', '=', contract)
      .executeTakeFirstOrThrow()
    expect(k.status).toBe('cancelled')
    const c = await t.server.db.selectFrom('cargos').select('stage').where('id', '=', cargo).executeTakeFirstOrThrow()
    expect(c.stage).toBe('available')
  })

  it('follows a contract completed or cancelled by its own endpoint', async () => {
    const { order: id, contract } = await signedContract(t.w)
    await t.w.ok('shipper', 'shipper/contract/status', { contract_id: contract, status: 'cancelled' })
    expect((await order(id)).status).toBe('cancelled')
  })

  it('lets only one of two concurrent steps win', async () => {
    const { order: id } = await signedContract(t.w)
    await fillHolders(t.w, id)
    const sends = await Promise.all([
      t.w.call('carrier', 'POST', `orders/${id}/security-check`),
      t.w.call('shipper', 'POST', `orders/${id}/security-check`),
    ])
    expect(sends.map((r) => r.statusCode).sort()).toEqual([200, 409])
    const decisions = await Promise.all([
      t.w.call('security', 'POST', `orders/${id}/security-check/approve`, {}),
      t.w.call('security', 'POST', `orders/${id}/security-check/reject`, { comment: 'Не тот водитель' }),
    ])
    expect(decisions.map((r) => r.statusCode).sort()).toEqual([200, 409])
    const o = await order(id)
    expect(o.timeline.map((e) => e.status)).toHaveLength(3)
    if (o.status === 'loading') {
      const trips = await Promise.all([loadEarly(id), step('shipper', id, 'cancelled', 'Отмена рейса')])
      expect(trips.map((r) => r.statusCode).sort()).toEqual([200, 409])
    }
  })

  it('lists each side its own orders, with filters, sort and the late mark', async () => {
    const { order: id } = await signedContract(t.w, {
      cargo: { load_date_from: '2020-01-10', load_date_to: '2020-01-11' },
    })
    const list = (who: 'shipper' | 'logist' | 'ural' | 'carrier' | 'siberia', query = '') =>
      t.w
        .call(
          who,
          'GET',
          `${who === 'carrier' || who === 'siberia' ? 'carrier/orders' : 'v2/cargo-flow/shipper/orders'}?limit=100${query}`,
        )
        .then((r) => r.json())
    expect((await list('shipper')).data.map((o: Order) => o.id)).toContain(id)
    expect((await list('logist')).data.map((o: Order) => o.id)).toContain(id)
    expect((await list('carrier')).data.map((o: Order) => o.id)).toContain(id)
    expect((await list('ural')).meta.size).toBe(0)
    expect((await list('siberia')).meta.size).toBe(0)
    const late = await list('shipper', '&filter[late]=1')
    expect(late.data.find((o: Order) => o.id === id)).toMatchObject({ late: true })
    expect((await list('shipper', '&filter[late]=0')).data.map((o: Order) => o.id)).not.toContain(id)
    const sorted = (await list('shipper', '&sort=id')).data.map((o: Order) => o.id)
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b))
    expect((await t.w.call('shipper', 'GET', 'v2/cargo-flow/shipper/orders?filter[status]=nope')).statusCode).toBe(422)
    expect((await t.w.call('carrier', 'GET', 'v2/cargo-flow/shipper/orders')).statusCode).toBe(403)
    expect((await t.w.call('shipper', 'GET', 'carrier/orders')).statusCode).toBe(403)
    expect((await t.w.call('shipper', 'GET', `v2/cargo-flow/shipper/orders/${id}`)).statusCode).toBe(200)
    expect((await t.w.call('ural', 'GET', `v2/cargo-flow/shipper/orders/${id}`)).statusCode).toBe(404)
    expect((await t.w.call('siberia', 'GET', `orders/${id}`)).statusCode).toBe(404)
    const links = (await t.w.call('shipper', 'GET', `v2/cargo-flow/shipper/orders/${id}/document-link`)).json().data
    expect(links.documents.map((d: { kind: string }) => d.kind)).toEqual(['contract', 'power_of_attorney'])
  })
})
