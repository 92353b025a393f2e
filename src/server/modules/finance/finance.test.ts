import { describe, expect, it } from 'vitest'
import { sharedWorld } from '../../../../tests/helpers/server'
import { addDays, isoDay } from '../../../core/contract/days'
import { type AdvancePayment, type RegistryItem, vatOf } from '../../../core/contract/finance'
import { validationMessages } from '../../../core/contract/messages'
import { fieldErrorsOf } from '../account/testing'
import { parseClientBankExchange, rubText } from './client-bank'
import { call, messageOf, orderAt, put, world } from './testing'

type List<T> = { data: T[]; meta: { size: number; totals: Record<string, unknown> } }

describe('finance: the registry of delivered orders and advance payments with their 1C export', () => {
  const t = sharedWorld(world)

  const registry = async (query = 'limit=200', who: 'shipper' | 'ural' = 'shipper') => {
    const res = await call(t.w, who, 'GET', `finance/registries?${query}`)
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as List<RegistryItem>
  }

  it('lists delivered orders with amounts, VAT, due days and totals; filters by period and type; refuses others', async () => {
    const delivered = await orderAt(t.w, 'unloaded')
    const live = await orderAt(t.w, 'on_way')
    const all = await registry()
    const ids = all.data.map((r) => r.id)
    expect(ids).toContain(delivered)
    expect(ids).not.toContain(live)
    const row = all.data.find((r) => r.id === delivered)!
    const payDays = (
      await t.server.db
        .selectFrom('companies')
        .select('payment')
        .where('id', '=', t.w.companies.north)
        .executeTakeFirstOrThrow()
    ).payment?.pay_days
    const due = addDays(isoDay(new Date(row.unloaded_at)), payDays ?? 0)
    expect(row).toMatchObject({
      amount: 5_800_000,
      vat: Math.round((5_800_000 * 22) / 122),
      vat_rate: 22,
      advance: 0,
      to_pay: 5_800_000,
      pay_days: payDays,
      due_date: due,
      is_checked: false,
      factoring_company: null,
      carrier_company: { id: t.w.companies.volga },
    })
    // totals sum the whole selection (here one page)
    expect(all.meta.size).toBe(all.data.length)
    expect(all.meta.totals).toMatchObject({
      count: all.data.length,
      amount: all.data.reduce((s, r) => s + r.amount, 0),
      vat: all.data.reduce((s, r) => s + r.vat, 0),
      to_pay: all.data.reduce((s, r) => s + r.to_pay, 0),
    })
    // the period is on the due day
    expect((await registry(`filter[start_date]=${due}&filter[end_date]=${due}`)).data.map((r) => r.id)).toContain(
      delivered,
    )
    expect((await registry(`filter[end_date]=${addDays(due, -1)}`)).data.map((r) => r.id)).not.toContain(delivered)
    const sorted = (await registry('sort=-amount')).data.map((r) => r.amount)
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a))

    // bad input: a period backwards, a page above 200, an unknown type; messages in the request language
    const backwards = await call(
      t.w,
      'shipper',
      'GET',
      'finance/registries?filter[start_date]=2026-11-10&filter[end_date]=2026-11-01',
      undefined,
      'en',
    )
    expect(backwards.statusCode).toBe(422)
    expect(Object.values(fieldErrorsOf(backwards)).flat()).toContain(validationMessages.en.period_order)
    expect((await call(t.w, 'shipper', 'GET', 'finance/registries?limit=201')).statusCode).toBe(422)
    expect((await call(t.w, 'shipper', 'GET', 'finance/registries?type=paid')).statusCode).toBe(422)
    // the wrong role, another company, nobody
    expect((await call(t.w, 'carrier', 'GET', 'finance/registries')).statusCode).toBe(403)
    expect((await call(t.w, null, 'GET', 'finance/registries')).statusCode).toBe(401)
    expect((await registry('limit=200', 'ural')).data.map((r) => r.id)).not.toContain(delivered)
  })

  it('hands a row to a factoring company and marks rows checked, all or none', async () => {
    const [a, b] = [await orderAt(t.w, 'unloaded'), await orderAt(t.w, 'unloaded')]
    const companies = (await call(t.w, 'shipper', 'GET', 'finance/factoring-companies')).json().data as { id: number }[]
    expect(companies.length).toBeGreaterThan(0)
    const f = companies[0]!.id
    const set = await put(t.w, 'shipper', `finance/registries/${a}`, { factoring_company_id: f })
    expect(set.statusCode, set.body).toBe(200)
    expect(set.json().data.data).toMatchObject({ id: a, factoring_company_id: f, factoring_company: { id: f } })
    expect((await put(t.w, 'shipper', `finance/registries/${a}`, { factoring_company_id: 999999 })).statusCode).toBe(
      404,
    )
    expect((await put(t.w, 'shipper', `finance/registries/${a}`, { factoring_company_id: 'x' })).statusCode).toBe(422)
    expect((await put(t.w, 'shipper', `finance/registries/${a}`, { factoring_company_id: f, x: 1 })).statusCode).toBe(
      422,
    )
    expect((await put(t.w, 'carrier', `finance/registries/${a}`, { factoring_company_id: f })).statusCode).toBe(403)
    expect((await put(t.w, 'ural', `finance/registries/${a}`, { factoring_company_id: f })).statusCode).toBe(404)
    const back = await put(t.w, 'shipper', `finance/registries/${a}`, { factoring_company_id: null })
    expect(back.json().data.data.factoring_company).toBeNull()

    const before = (await registry('type=checked')).meta.totals
    const checked = await t.w.ok('shipper', 'finance/registries/checked', { is_checked: true, ids: [b, a, a] })
    expect(checked).toEqual({ ids: [a, b].sort((x, y) => x - y), is_checked: true })
    const after = await registry('type=checked')
    expect(after.data.map((r) => r.id)).toEqual(expect.arrayContaining([a, b]))
    expect(after.meta.totals.checked).toBe(Number(before.checked) + 2)
    expect(after.data.find((r) => r.id === a)).toMatchObject({ is_checked: true, checked_by: expect.any(String) })
    expect((await registry('type=unchecked')).data.map((r) => r.id)).not.toContain(a)
    // another company's row among the ids: nothing changes
    const live = await orderAt(t.w, 'loading')
    expect(
      (await call(t.w, 'shipper', 'POST', 'finance/registries/checked', { is_checked: false, ids: [a, live] }))
        .statusCode,
    ).toBe(404)
    expect(
      (await call(t.w, 'ural', 'POST', 'finance/registries/checked', { is_checked: false, ids: [a] })).statusCode,
    ).toBe(404)
    expect((await registry('type=checked')).data.map((r) => r.id)).toContain(a)
    expect(
      (await call(t.w, 'shipper', 'POST', 'finance/registries/checked', { is_checked: true, ids: [] })).statusCode,
    ).toBe(422)
    expect(
      (await call(t.w, 'carrier', 'POST', 'finance/registries/checked', { is_checked: true, ids: [a] })).statusCode,
    ).toBe(403)
    await t.w.ok('shipper', 'finance/registries/checked', { is_checked: false, ids: [a] })
    expect((await registry('type=unchecked')).data.find((r) => r.id === a)).toMatchObject({ checked_at: null })
  })

  it('takes an advance from the carrier, approves and exports it as a 1C file that parses back', async () => {
    const order = await orderAt(t.w, 'loading')
    // the carrier asks (volga passed the advance-payment check in the demo data); siberia has not
    const asked = await call(t.w, 'carrier', 'POST', 'v2/cargo-flow/carrier/advance-payments', {
      order_id: order,
      percent: 40,
    })
    expect(asked.statusCode, asked.body).toBe(201)
    const advance = asked.json().data as AdvancePayment
    expect(advance).toMatchObject({ status: 'requested', percent: 40, amount: 2_320_000, order_amount: 5_800_000 })
    const again = await call(
      t.w,
      'carrier',
      'POST',
      'v2/cargo-flow/carrier/advance-payments',
      { order_id: order },
      'en',
    )
    expect(again.statusCode).toBe(409)
    expect(messageOf(again)).toBe('An advance has already been asked for this order')
    const unverified = await call(t.w, 'siberia', 'POST', 'v2/cargo-flow/carrier/advance-payments', { order_id: order })
    expect(unverified.statusCode).toBe(409)
    expect(
      (await call(t.w, 'carrier', 'POST', 'v2/cargo-flow/carrier/advance-payments', { order_id: order, percent: 95 }))
        .statusCode,
    ).toBe(422)
    expect(
      (await call(t.w, 'shipper', 'POST', 'v2/cargo-flow/carrier/advance-payments', { order_id: order })).statusCode,
    ).toBe(403)
    const delivered = await orderAt(t.w, 'unloaded')
    expect(
      (await call(t.w, 'carrier', 'POST', 'v2/cargo-flow/carrier/advance-payments', { order_id: delivered }))
        .statusCode,
    ).toBe(409)
    const mine = (
      await call(t.w, 'carrier', 'GET', 'v2/cargo-flow/carrier/advance-payments')
    ).json() as List<AdvancePayment>
    expect(mine.data.map((a) => a.id)).toContain(advance.id)

    // the shipper's list, by type, with the tabs' counts
    const waiting = (
      await call(t.w, 'shipper', 'GET', 'v2/cargo-flow/shipper/advance-payments?type=requested')
    ).json() as List<AdvancePayment>
    expect(waiting.data.map((a) => a.id)).toContain(advance.id)
    expect(waiting.data.every((a) => a.status === 'requested')).toBe(true)
    expect(waiting.meta.totals.by_status).toMatchObject({ requested: waiting.meta.size })
    expect(
      (await call(t.w, 'ural', 'GET', 'v2/cargo-flow/shipper/advance-payments'))
        .json()
        .data.map((a: AdvancePayment) => a.id),
    ).not.toContain(advance.id)
    expect((await call(t.w, 'shipper', 'GET', 'v2/cargo-flow/shipper/advance-payments?type=paid')).statusCode).toBe(422)
    expect((await call(t.w, 'carrier', 'GET', 'v2/cargo-flow/shipper/advance-payments')).statusCode).toBe(403)
    expect(
      (await call(t.w, 'shipper', 'GET', `v2/cargo-flow/shipper/advance-payments/${advance.id}`)).json().data.id,
    ).toBe(advance.id)
    expect((await call(t.w, 'ural', 'GET', `v2/cargo-flow/shipper/advance-payments/${advance.id}`)).statusCode).toBe(
      404,
    )

    // not approved: no export; approval once, by the order's shipper
    const early = await call(
      t.w,
      'shipper',
      'POST',
      'v2/cargo-flow/shipper/advance-payments/export-1',
      { ids: [advance.id] },
      'en',
    )
    expect(early.statusCode).toBe(409)
    expect(messageOf(early)).toBe('Only approved advances can be exported to 1C')
    expect(
      (await call(t.w, 'ural', 'POST', `v2/cargo-flow/shipper/advance-payments/${advance.id}/approve`)).statusCode,
    ).toBe(404)
    expect(
      (await call(t.w, 'carrier', 'POST', `v2/cargo-flow/shipper/advance-payments/${advance.id}/approve`)).statusCode,
    ).toBe(403)
    const approved = await t.w.ok<AdvancePayment>(
      'shipper',
      `v2/cargo-flow/shipper/advance-payments/${advance.id}/approve`,
    )
    expect(approved).toMatchObject({ status: 'approved', approved_by: expect.any(String) })
    expect(
      (await call(t.w, 'shipper', 'POST', `v2/cargo-flow/shipper/advance-payments/${advance.id}/approve`)).statusCode,
    ).toBe(409)

    expect(
      (await call(t.w, 'ural', 'POST', 'v2/cargo-flow/shipper/advance-payments/export-1', { ids: [advance.id] }))
        .statusCode,
    ).toBe(404)
    expect(
      (await call(t.w, 'shipper', 'POST', 'v2/cargo-flow/shipper/advance-payments/export-1', { ids: [] })).statusCode,
    ).toBe(422)
    const file = await call(t.w, 'shipper', 'POST', 'v2/cargo-flow/shipper/advance-payments/export-1', {
      ids: [advance.id],
    })
    expect(file.statusCode, file.body).toBe(200)
    expect(file.headers['content-type']).toBe('text/plain; charset=windows-1251')
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="kl_to_1c_\d{4}-\d{2}-\d{2}\.txt"$/)
    const bytes = file.rawPayload
    // Windows-1251: one byte per Cyrillic letter, CRLF lines
    expect(bytes.includes(Buffer.from([0xcf, 0xeb, 0xe0, 0xf2]))).toBe(true) // «Плат»
    expect(bytes.toString('latin1')).toContain('\r\n')
    const parsed = parseClientBankExchange(bytes)
    expect(parsed.header).toMatchObject({
      ВерсияФормата: ['1.03'],
      Кодировка: ['Windows'],
      Документ: ['Платежное поручение'],
    })
    expect(parsed.documents).toHaveLength(1)
    const north = await t.server.db
      .selectFrom('companies')
      .selectAll()
      .where('id', '=', t.w.companies.north)
      .executeTakeFirstOrThrow()
    const volga = await t.server.db
      .selectFrom('companies')
      .selectAll()
      .where('id', '=', t.w.companies.volga)
      .executeTakeFirstOrThrow()
    const doc = parsed.documents[0]!
    expect(doc).toMatchObject({
      СекцияДокумент: 'Платежное поручение',
      Номер: String(advance.id),
      Сумма: '23200.00',
      ПлательщикИНН: north.inn,
      ПлательщикКПП: north.kpp,
      ПлательщикСчет: north.payment?.account,
      ПлательщикБИК: north.payment?.bik,
      Плательщик1: north.name,
      ПолучательИНН: volga.inn,
      ПолучательСчет: volga.payment?.account,
      Получатель1: volga.name,
      ВидОплаты: '01',
      Очередность: '5',
    })
    expect(doc.Дата).toMatch(/^\d{2}\.\d{2}\.\d{4}$/)
    expect(doc.НазначениеПлатежа).toContain(`Аванс по договору-заявке № ${advance.contract_number}`)
    expect(doc.НазначениеПлатежа).toContain(`В т.ч. НДС 22% ${rubText(vatOf(2_320_000))} руб.`)
    expect(rubText(418_361)).toBe('4 183-61')
    const exported = (await call(t.w, 'shipper', 'GET', `v2/cargo-flow/shipper/advance-payments/${advance.id}`)).json()
      .data
    expect(exported).toMatchObject({ status: 'exported', exported_at: expect.any(String) })
    // exported again: the same file; the registry lowers what the delivered order still owes
    expect(
      (await call(t.w, 'shipper', 'POST', 'v2/cargo-flow/shipper/advance-payments/export-1', { ids: [advance.id] }))
        .statusCode,
    ).toBe(200)
    await t.w.ok('carrier', `orders/${order}/status`, { status: 'on_way', early: true })
    await t.w.ok('carrier', `orders/${order}/status`, { status: 'unloaded' })
    const row = (await registry()).data.find((r) => r.id === order)
    expect(row).toMatchObject({ advance: 2_320_000, to_pay: 5_800_000 - 2_320_000 })
  })
})
