import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { fieldErrorsOf, userId } from '../account/testing'
import { storeFile } from '../transport/file-repository'
import { messageOf, pdfText, type World, world } from './testing'

type Json = Record<string, unknown> & { id: number; status: string }

describe('responses: respond, decide, check, contract (the whole lifecycle)', () => {
  let server: TestServer
  let w: World
  let truck: number
  let foreignTruck: number

  beforeAll(async () => {
    server = await createTestServer()
    w = await world(server)
    const trucks = await server.db
      .insertInto('transports')
      .values([
        { company_id: w.companies.volga, number: 'А123ВС 116' },
        { company_id: w.companies.siberia, number: 'Н001СК 54' },
      ])
      .returning('id')
      .execute()
    truck = trucks[0]!.id
    foreignTruck = trucks[1]!.id
  })
  afterAll(() => server.close())

  const stageOf = async (id: number) =>
    (await server.db.selectFrom('cargos').select('stage').where('id', '=', id).executeTakeFirstOrThrow()).stage
  const tab = async (type: string, who: 'carrier' | 'siberia' = 'carrier') =>
    ((await w.call(who, 'GET', `carrier/cargos/${type}?limit=100`)).json().data as { id: number }[]).map((c) => c.id)

  it('refuses a price of 0 or below, or a huge one, naming the rule', async () => {
    const cargo = await w.cargo()
    for (const [price, message] of [
      [-500, 'Значение должно быть больше 0'],
      [0, 'Значение должно быть больше 0'],
      [1e20, 'Слишком большое число'],
    ] as const) {
      const res = await w.call('carrier', 'POST', `cargos/${cargo}/response/add`, { price }, 'ru')
      expect(res.statusCode).toBe(422)
      expect(fieldErrorsOf(res).price?.[0]).toBe(message)
    }
  })

  it('takes a response with a price and a truck of my company, and tells the shipper', async () => {
    const cargo = await w.cargo()
    expect(await tab('free')).toContain(cargo)
    const before = await w.notifications('shipper@example.com', 'cargo_response')
    const res = await w.call('carrier', 'POST', `cargos/${cargo}/response/add`, {
      price: 5_500_000,
      transport_id: truck,
      comment: 'Подача утром',
    })
    expect(res.statusCode).toBe(201)
    const data = res.json().data
    expect(data).toMatchObject({
      cargo_id: cargo,
      status: 'new',
      price: 5_500_000,
      transport: { id: truck, number: 'А123ВС 116' },
      carrier_company: { id: w.companies.volga, name: 'ООО «ВолгаТрансАвто»' },
      comment: 'Подача утром',
      documents: [],
    })
    expect(await w.notifications('shipper@example.com', 'cargo_response')).toBe(before + 1)
    expect(await w.notifications('logist@example.com', 'cargo_response')).toBeGreaterThan(0)
    const status = await w.call('carrier', 'GET', `v2/cargos/${cargo}/response-status`)
    expect(status.json().data).toMatchObject({
      cargo_id: cargo,
      status: 'new',
      response: { price: expect.any(Number) },
    })
    expect((await w.call('siberia', 'GET', `v2/cargos/${cargo}/response-status`)).json().data.status).toBeNull()
    expect(await tab('free')).not.toContain(cargo)
    expect(await tab('available')).toContain(cargo)
    expect(await tab('free', 'siberia')).toContain(cargo)
    const one = (await w.call('carrier', 'GET', `carrier/cargos/${cargo}?source=1&include=contacts`)).json().data
    expect(one.my_response).toMatchObject({ id: data.id, status: 'new', price: 5_500_000 })
    expect(one.contacts).toBeDefined()
  })

  it('refuses bad input in the request language, and a second response of one company', async () => {
    const cargo = await w.cargo()
    const missing = await w.call('carrier', 'POST', `cargos/${cargo}/response/add`, {}, 'ru')
    expect(missing.statusCode).toBe(422)
    expect(fieldErrorsOf(missing)).toEqual({ price: ['Укажите цену'] })
    const missingEn = await w.call('carrier', 'POST', `cargos/${cargo}/response/add`, {}, 'en')
    expect(fieldErrorsOf(missingEn)).toEqual({ price: ['Enter the price'] })
    const low = await w.call('carrier', 'POST', `cargos/${cargo}/response/add`, { price: -5 }, 'en')
    expect(fieldErrorsOf(low)).toEqual({ price: ['The value must be greater than 0'] })
    const extra = await w.call('carrier', 'POST', `cargos/${cargo}/response/add`, { price: 100_000, x: 1 }, 'en')
    expect(fieldErrorsOf(extra)).toEqual({ x: ['Unknown field'] })
    const kind = await w.call('carrier', 'POST', `cargos/${cargo}/bargain/add`, { price: 100_000 }, 'en')
    expect(kind.statusCode).toBe(422)
    const foreign = await w.call('carrier', 'POST', `cargos/${cargo}/response/add`, {
      price: 100_000,
      transport_id: foreignTruck,
    })
    expect(fieldErrorsOf(foreign)).toEqual({ transport_id: ['Эта машина не принадлежит вашей компании'] })
    await w.ok('carrier', `cargos/${cargo}/response/add`, { price: 5_000_000 }, 201)
    const twice = await w.call('carrier', 'POST', `cargos/${cargo}/response/add`, { price: 4_000_000 }, 'en')
    expect(twice.statusCode).toBe(409)
    expect(messageOf(twice)).toBe('Your company has already responded to this cargo')
    expect((await w.call('shipper', 'POST', `cargos/${cargo}/response/add`, { price: 1000 })).statusCode).toBe(403)
    expect((await w.call(null, 'POST', `cargos/${cargo}/response/add`, { price: 1000 })).statusCode).toBe(401)
    expect((await w.call('carrier', 'POST', 'cargos/999999/response/add', { price: 1000 })).statusCode).toBe(404)
    const draft = await w.cargo({ stage: 'draft' })
    expect((await w.call('carrier', 'POST', `cargos/${draft}/response/add`, { price: 1000 })).statusCode).toBe(404)
    const working = await w.cargo({ stage: 'in_work' })
    const closed = await w.call('carrier', 'POST', `cargos/${working}/response/add`, { price: 1000 }, 'en')
    expect(closed.statusCode).toBe(409)
    expect(messageOf(closed)).toBe('This cargo is not open for responses now')
  })

  it('lets the carrier change a new response and withdraw it; a withdrawn one cannot change (409)', async () => {
    const cargo = await w.cargo()
    const created = await w.ok<Json>('carrier', `cargos/${cargo}/response/add`, { price: 5_000_000 }, 201)
    const changed = await w.ok<Json>('carrier', `cargos/${cargo}/status`, {
      status: 'new',
      price: 4_900_000,
      transport_id: truck,
      comment: 'Дешевле',
    })
    expect(changed).toMatchObject({ id: created.id, status: 'new', price: 4_900_000, comment: 'Дешевле' })
    const withdrawn = await w.ok<Json>('carrier', `cargos/${cargo}/status`, { status: 'withdrawn' })
    expect(withdrawn.status).toBe('withdrawn')
    const again = await w.call('carrier', 'POST', `cargos/${cargo}/status`, { status: 'withdrawn' }, 'ru')
    expect(again.statusCode).toBe(409)
    expect(messageOf(again)).toBe('Действие недоступно: отклик отозван')
    const en = await w.call('carrier', 'POST', `cargos/${cargo}/status`, { status: 'new', price: 100_000 }, 'en')
    expect(messageOf(en)).toBe('Not possible: the response is withdrawn')
    expect((await w.call('siberia', 'POST', `cargos/${cargo}/status`, { status: 'withdrawn' })).statusCode).toBe(404)
    // withdrawn: the cargo is free for the company again, and it may respond anew (and withdraw and respond again)
    expect(await tab('free')).toContain(cargo)
    expect((await w.call('carrier', 'GET', `v2/cargos/${cargo}/response-status`)).json().data.status).toBe('withdrawn')
    await w.ok('carrier', `cargos/${cargo}/response/add`, { price: 4_800_000 }, 201)
    expect((await w.call('carrier', 'GET', `v2/cargos/${cargo}/response-status`)).json().data.status).toBe('new')
    await w.ok<Json>('carrier', `cargos/${cargo}/status`, { status: 'withdrawn' })
    await w.ok('carrier', `cargos/${cargo}/response/add`, { price: 4_700_000 }, 201)
  })

  it('walks a response from new to a signed contract, with notifications, and the cargo goes to work', async () => {
    const cargo = await w.cargo()
    const mine = await w.ok<Json>(
      'carrier',
      `cargos/${cargo}/response/add`,
      { price: 5_800_000, transport_id: truck },
      201,
    )
    const other = await w.ok<Json>('siberia', `cargos/${cargo}/response/add`, { price: 5_900_000 }, 201)

    // the lists: the shipper sees both, each carrier only its own, another shipper none
    const list = (who: 'shipper' | 'carrier' | 'siberia' | 'ural' | 'logist') =>
      w.call(who, 'GET', `v2/cargos/responses?filter[cargo_id]=${cargo}`).then((r) => r.json())
    expect((await list('shipper')).meta.size).toBe(2)
    expect((await list('logist')).meta.size).toBe(2)
    expect((await list('carrier')).data.map((r: Json) => r.id)).toEqual([mine.id])
    expect((await list('siberia')).data.map((r: Json) => r.id)).toEqual([other.id])
    expect((await list('ural')).meta.size).toBe(0)
    expect((await w.call('ural', 'GET', `v2/cargos/responses/${mine.id}`)).statusCode).toBe(404)
    expect((await w.call('siberia', 'GET', `v2/cargos/responses/${mine.id}`)).statusCode).toBe(404)
    expect((await w.call('carrier', 'GET', `v2/cargos/responses/${mine.id}`)).statusCode).toBe(200)
    expect((await w.call('carrier', 'GET', `v2/cargo-flow/shipper/responses/${mine.id}`)).statusCode).toBe(403)
    const flow = (await w.call('shipper', 'GET', `v2/cargo-flow/shipper/responses/${mine.id}`)).json().data
    expect(flow.actions).toEqual(['accept', 'reject'])
    expect(flow.carrier_details.inn).toMatch(/^\d{10}$/)
    expect(flow.history.map((e: Json) => e.status)).toEqual(['new'])

    // not yet accepted: no power of attorney, no security check
    expect((await w.call('shipper', 'GET', `v2/cargos/responses/${mine.id}/download-power-attorney`)).statusCode).toBe(
      409,
    )
    const early = await w.call('shipper', 'POST', `v2/cargos/responses/${mine.id}/security-check`, undefined, 'en')
    expect(early.statusCode).toBe(409)
    expect(messageOf(early)).toBe('Not possible: the response is new')

    // accept: the carrier is told; a second winner is refused
    const carrierBefore = await w.notifications('carrier@example.com', 'cargo_response')
    const accepted = await w.ok<Json>('shipper', `v2/cargos/responses/${mine.id}/secure-state`, { state: 'accepted' })
    expect(accepted.status).toBe('accepted')
    expect(await w.notifications('carrier@example.com', 'cargo_response')).toBe(carrierBefore + 1)
    const second = await w.call('shipper', 'POST', `v2/cargos/responses/${other.id}/secure-state`, {
      state: 'accepted',
    })
    expect(second.statusCode).toBe(409)
    expect(messageOf(second)).toBe('Груз уже отдан другому перевозчику')
    expect(
      (await w.call('ural', 'POST', `v2/cargos/responses/${other.id}/secure-state`, { state: 'accepted' })).statusCode,
    ).toBe(404)

    // the power of attorney: a PDF in real Cyrillic (embedded PT Sans subsets with a ToUnicode map), English for
    // an English caller
    const pdf = await w.call('shipper', 'GET', `v2/cargos/responses/${mine.id}/download-power-attorney`)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf.rawPayload.length).toBeLessThan(80_000) // subsets, not the whole 280 KB font files
    const ru = await pdfText(pdf.rawPayload)
    expect(ru.pages).toBe(1)
    expect(ru.text).toContain(`Доверенность № ${mine.id}`)
    expect(ru.text).toContain('ООО «Северная Торговая Компания» (грузовладелец) доверяет ООО «ВолгаТрансАвто»')
    expect(ru.text).toContain('Маршрут: Казань – Москва')
    expect(ru.text).toMatch(/Цена: [\d ]+ ₽/)
    expect(ru.text).not.toMatch(/Doverennost|Marshrut/)
    // the glyphs get their real widths (about half an em each in PT Sans), not squeezed together
    for (const line of ru.lines.filter((l) => l.text.length >= 10)) {
      expect(line.width / (line.text.length * line.size), line.text).toBeGreaterThan(0.35)
      expect(line.width / (line.text.length * line.size), line.text).toBeLessThan(0.7)
    }
    const en = await pdfText(
      (await w.call('shipper', 'GET', `v2/cargos/responses/${mine.id}/download-power-attorney`, undefined, 'en'))
        .rawPayload,
    )
    expect(en.text).toContain(`Power of attorney No. ${mine.id}`)
    expect(en.text).toContain('(the shipper) authorises ООО «ВолгаТрансАвто»')
    expect(en.text).toContain('Route: Kazan – Moscow')
    // Latin o, e, a and Cyrillic о, е, а share glyphs in PT Sans: each must still read back as itself
    expect(en.text).toContain('Truck: А123ВС 116')
    expect(en.text).not.toContain('Доверенность')
    expect((await w.call('carrier', 'GET', `v2/cargos/responses/${mine.id}/download-power-attorney`)).statusCode).toBe(
      200,
    )
    expect((await w.call('siberia', 'GET', `v2/cargos/responses/${mine.id}/download-power-attorney`)).statusCode).toBe(
      404,
    )
    const links = (await w.call('shipper', 'GET', `v2/cargo-flow/shipper/responses/${mine.id}/document-link`)).json()
    expect(links.data.documents[0]).toMatchObject({
      kind: 'power_of_attorney',
      url: `/api/v2/cargos/responses/${mine.id}/download-power-attorney`,
    })

    // to the security check; the security service is told (its bell, linking to the check) and sees it listed
    const securityBefore = await w.notifications('security@example.com', 'security_decision')
    const waiting = await w.ok<Json>('shipper', `v2/cargos/responses/${mine.id}/security-check`)
    expect(waiting.status).toBe('wait_security_check')
    expect(await w.notifications('security@example.com', 'security_decision')).toBe(securityBefore + 1)
    const told = await server.db
      .selectFrom('notifications as n')
      .innerJoin('users as u', 'u.id', 'n.user_id')
      .select(['n.link', 'n.title_key'])
      .where('u.email', '=', 'security@example.com')
      .orderBy('n.id', 'desc')
      .executeTakeFirstOrThrow()
    expect(told).toEqual({ link: `/security?check=${mine.id}`, title_key: 'security_check_new_title' })
    expect((await w.call('shipper', 'POST', `v2/cargos/responses/${mine.id}/security-check`)).statusCode).toBe(409)
    const queue = (await w.call('security', 'GET', 'orders/security')).json()
    expect(queue.data.map((r: Json) => r.id)).toContain(mine.id)
    expect((await w.call('shipper', 'GET', 'orders/security')).statusCode).toBe(403)
    const check = (await w.call('security', 'GET', `orders/security/${mine.id}`)).json().data
    expect(check.carrier_stats.responses).toBeGreaterThan(0)
    expect(check.carrier_details.legal_address).toContain('Казань')
    // the carrier's registration, the truck, its driver and the truck's documents (not its tasks')
    expect(Date.parse(check.carrier_registered_at)).toBeLessThanOrEqual(Date.now())
    expect(check.transport).toMatchObject({ id: truck, number: expect.any(String) })
    const document = await storeFile(
      server.db,
      { uploadsDir: server.config.uploadsDir, uploadMaxBytes: 1_000_000 },
      {
        companyId: w.companies.volga,
        userId: await userId(server, 'carrier@example.com'),
        transportId: truck,
        taskId: null,
      },
      'insurance',
      { name: 'полис.pdf', bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(64, 0x20)]) },
    )
    const withDocs = (await w.call('security', 'GET', `orders/security/${mine.id}`)).json().data
    expect(withDocs.documents).toEqual([
      expect.objectContaining({
        id: document.id,
        kind: 'insurance',
        name: 'полис.pdf',
        download_url: `/api/v1/orders/security/${mine.id}/files/${document.id}`,
      }),
    ])
    const bytes = await w.call('security', 'GET', `orders/security/${mine.id}/files/${document.id}`)
    expect(bytes.statusCode).toBe(200)
    expect(bytes.headers['content-type']).toBe('application/pdf')
    expect((await w.call('carrier', 'GET', `orders/security/${mine.id}/files/${document.id}`)).statusCode).toBe(403)
    expect((await w.call('security', 'GET', `orders/security/${other.id}/files/${document.id}`)).statusCode).toBe(404)

    // a rejection needs a reason
    const noReason = await w.call('security', 'POST', `orders/security/${mine.id}/reject`, {}, 'en')
    expect(noReason.statusCode).toBe(422)
    expect(fieldErrorsOf(noReason)).toEqual({ reason: ['Enter the reason'] })
    expect((await w.call('carrier', 'POST', `orders/security/${mine.id}/approve`, {})).statusCode).toBe(403)
    // a shipper company's own employee with the role `security` is not the exchange's security service
    await server.db
      .updateTable('users')
      .set({ roles: ['shipper', 'security'] })
      .where('email', '=', 'logist@example.com')
      .execute()
    expect((await w.call('logist', 'POST', `orders/security/${mine.id}/approve`, {})).statusCode).toBe(403)
    expect((await w.call('logist', 'GET', 'orders/security')).statusCode).toBe(403)
    await server.db
      .updateTable('users')
      .set({ roles: ['shipper', 'shipper.logist'] })
      .where('email', '=', 'logist@example.com')
      .execute()

    const shipperBefore = await w.notifications('shipper@example.com', 'security_decision')
    const carrierSecurity = await w.notifications('carrier@example.com', 'security_decision')
    const approved = await w.ok<Json>('security', `orders/security/${mine.id}/approve`, {
      reason: 'Документы в порядке',
    })
    expect(approved.status).toBe('security_approved')
    const decided = (await w.call('security', 'GET', `orders/security/${mine.id}`)).json().data
    expect(decided.history.at(-1)).toMatchObject({ status: 'security_approved', reason: 'Документы в порядке' })
    expect(await w.notifications('shipper@example.com', 'security_decision')).toBe(shipperBefore + 1)
    expect(await w.notifications('carrier@example.com', 'security_decision')).toBe(carrierSecurity + 1)
    const twice = await w.call('security', 'POST', `orders/security/${mine.id}/approve`, {}, 'en')
    expect(messageOf(twice)).toBe('Not possible: the response is approved by security')
    expect((await w.call('shipper', 'GET', `v2/cargo-flow/shipper/responses/${mine.id}`)).json().data.actions).toEqual([
      'create_contract',
    ])

    // the carrier makes and signs the contract; the shipper confirms; the cargo is in work
    expect((await w.call('siberia', 'POST', 'carrier/contract/create', { response_id: mine.id })).statusCode).toBe(404)
    const contract = await w.ok<Json>('carrier', 'carrier/contract/create', { response_id: mine.id }, 201)
    expect(contract).toMatchObject({ status: 'pending_shipper', number: `ЗК-${contract.id}`, price: 5_800_000 })
    expect(await stageOf(cargo)).toBe('contract')
    expect(await tab('contract')).toContain(cargo)
    const dupe = await w.call('carrier', 'POST', 'carrier/contract/create', { response_id: mine.id }, 'en')
    expect(dupe.statusCode).toBe(409)
    expect((await w.call('ural', 'POST', 'shipper/contract/confirm', { contract_id: contract.id })).statusCode).toBe(
      404,
    )
    const signed = await w.ok<Json>('shipper', 'shipper/contract/confirm', { contract_id: contract.id })
    expect(signed.status).toBe('signed')
    expect(await stageOf(cargo)).toBe('in_work')
    expect(await tab('work')).toContain(cargo)
    // the shipper's «Грузы в работе» shows the agreed price, not the posted one
    const inWork = (await w.call('shipper', 'GET', 'shipper/cargos/in-work?limit=100&filter[own]=false')).json()
      .data as Array<{ id: number; price: number | null; agreed_price: number | null }>
    const listed = inWork.find((c) => c.id === cargo)
    expect(listed?.agreed_price).toBe(5_800_000)
    expect(listed?.price).not.toBe(5_800_000)
    expect(await w.notifications('carrier@example.com', 'contract')).toBeGreaterThan(0)
    const again = await w.call('shipper', 'POST', 'shipper/contract/confirm', { contract_id: contract.id }, 'en')
    expect(again.statusCode).toBe(409)
    expect(messageOf(again)).toBe('Not possible: the contract is signed')
    const contracts = (await w.call('shipper', 'GET', `shipper/cargos/${cargo}/contracts`)).json()
    expect(contracts.data.map((k: Json) => k.id)).toEqual([contract.id])
    expect((await w.call('ural', 'GET', `shipper/cargos/${cargo}/contracts`)).statusCode).toBe(404)

    // archive only when finished; complete it, then archive
    const early2 = await w.call('carrier', 'POST', 'carrier/contract/archive', { contract_id: contract.id })
    expect(early2.statusCode).toBe(409)
    await w.ok('shipper', 'shipper/contract/status', { contract_id: contract.id, status: 'completed' })
    expect(await stageOf(cargo)).toBe('completed')
    const archived = await w.ok<Json>('carrier', 'carrier/contract/archive', { contract_id: contract.id })
    expect(archived.carrier_archived).toBe(true)
    const mineList = (await w.call('carrier', 'GET', 'v2/contracts')).json().data.map((k: Json) => k.id)
    expect(mineList).not.toContain(contract.id)
    const archivedList = (await w.call('carrier', 'GET', 'v2/contracts?filter[archived]=1')).json().data
    expect(archivedList.map((k: Json) => k.id)).toContain(contract.id)
    expect((await w.call('shipper', 'GET', 'v2/contracts')).json().data.map((k: Json) => k.id)).toContain(contract.id)
  })

  it('lets the shipper make the contract for the carrier to sign, and cancel one (the cargo is free again)', async () => {
    const cargo = await w.cargo()
    const response = await w.ok<Json>('siberia', `cargos/${cargo}/response/add`, { price: 5_000_000 }, 201)
    const tooEarly = await w.call('shipper', 'POST', 'shipper/contract/create', { response_id: response.id }, 'en')
    expect(tooEarly.statusCode).toBe(409)
    expect(messageOf(tooEarly)).toBe('A contract can only be made after the security check approves the carrier')
    await w.ok('shipper', `v2/cargos/responses/${response.id}/secure-state`, { state: 'accepted' })
    await w.ok('shipper', `v2/cargos/responses/${response.id}/security-check`)
    await w.ok('security', `orders/security/${response.id}/approve`, {})
    const made = await w.ok<Json>('shipper', 'shipper/contract/create', { response_id: response.id }, 201)
    expect(made.status).toBe('pending_carrier')
    const confirm = await w.call('shipper', 'POST', 'shipper/contract/confirm', { contract_id: made.id })
    expect(confirm.statusCode).toBe(409)
    const signed = await w.ok<Json>('siberia', 'carrier/contract/create', { response_id: response.id }, 201)
    expect(signed).toMatchObject({ id: made.id, status: 'signed' })
    expect(await stageOf(cargo)).toBe('in_work')
    const cancelled = await w.ok<Json>('shipper', 'shipper/contract/status', {
      contract_id: made.id,
      status: 'cancelled',
    })
    expect(cancelled.status).toBe('cancelled')
    expect(await stageOf(cargo)).toBe('available')
    expect((await w.call('siberia', 'GET', `v2/cargos/responses/${response.id}`)).json().data.status).toBe('cancelled')
    const bad = await w.call(
      'shipper',
      'POST',
      'shipper/contract/status',
      { contract_id: made.id, status: 'done' },
      'en',
    )
    expect(bad.statusCode).toBe(422)
  })

  it('rejects: the shipper with a reason, the security service with one; both are final', async () => {
    const cargo = await w.cargo()
    const a = await w.ok<Json>('petrov', `cargos/${cargo}/response/add`, { price: 5_000_000 }, 201)
    const rejected = await w.ok<Json>('shipper', `v2/cargos/responses/${a.id}/secure-state`, {
      state: 'rejected',
      reason: 'Слишком дорого',
    })
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'Слишком дорого' })
    expect(await w.notifications('petrov@example.com', 'cargo_response')).toBeGreaterThan(0)
    const late = await w.call(
      'shipper',
      'POST',
      `v2/cargos/responses/${a.id}/secure-state`,
      { state: 'accepted' },
      'en',
    )
    expect(late.statusCode).toBe(409)
    expect(messageOf(late)).toBe('Not possible: the response is rejected')
    const shortReason = await w.call('shipper', 'POST', `v2/cargos/responses/${a.id}/secure-state`, {
      state: 'rejected',
      reason: 'x',
    })
    expect(fieldErrorsOf(shortReason)).toEqual({ reason: ['Минимум 3 символа'] })

    const b = await w.ok<Json>('siberia', `cargos/${cargo}/response/add`, { price: 5_100_000 }, 201)
    await w.ok('shipper', `v2/cargos/responses/${b.id}/secure-state`, { state: 'accepted' })
    await w.ok('shipper', `v2/cargos/responses/${b.id}/security-check`)
    const decided = await w.ok<Json>('security', `orders/security/${b.id}/reject`, { reason: 'Нет страховки груза' })
    expect(decided).toMatchObject({ status: 'security_rejected', reason: 'Нет страховки груза' })
    const rejectedList = (await w.call('security', 'GET', 'orders/security?filter[status]=security_rejected')).json()
    expect(rejectedList.data.map((r: Json) => r.id)).toContain(b.id)
    // the cargo is free for another carrier
    const c = await w.ok<Json>('carrier', `cargos/${cargo}/response/add`, { price: 5_200_000 }, 201)
    expect(
      (await w.ok<Json>('shipper', `v2/cargos/responses/${c.id}/secure-state`, { state: 'accepted' })).status,
    ).toBe('accepted')
  })

  it('takes a cargo at its price for the first carrier only', async () => {
    const cargo = await w.cargo({ price: 7_000_000 })
    const taken = await w.ok<Json>('petrov', `cargos/${cargo}/accept/add`, {}, 201)
    expect(taken).toMatchObject({ status: 'accepted', price: 7_000_000 })
    const late = await w.call('carrier', 'POST', `cargos/${cargo}/accept/add`, {}, 'en')
    expect(late.statusCode).toBe(409)
    expect(messageOf(late)).toBe('The cargo has already gone to another carrier')
    const noPrice = await w.cargo({ price: null, price_per_km: null })
    const refused = await w.call('carrier', 'POST', `cargos/${noPrice}/accept/add`, {}, 'en')
    expect(messageOf(refused)).toBe('The cargo has no price: offer yours')
  })

  it('makes contracts for all approved responses at once (create/auto)', async () => {
    const ids: number[] = []
    for (let i = 0; i < 2; i++) {
      const cargo = await w.cargo()
      const r = await w.ok<Json>('carrier', `cargos/${cargo}/response/add`, { price: 5_000_000 }, 201)
      await w.ok('shipper', `v2/cargos/responses/${r.id}/secure-state`, { state: 'accepted' })
      await w.ok('shipper', `v2/cargos/responses/${r.id}/security-check`)
      await w.ok('security', `orders/security/${r.id}/approve`, {})
      ids.push(r.id)
    }
    const res = await w.call('carrier', 'POST', 'carrier/contract/create/auto')
    expect(res.statusCode).toBe(200)
    const made = res.json().data as { response_id: number; status: string }[]
    expect(made.map((k) => k.response_id).sort()).toEqual(ids.sort())
    expect(made.every((k) => k.status === 'pending_shipper')).toBe(true)
    expect((await w.call('carrier', 'POST', 'carrier/contract/create/auto')).json().data).toEqual([])
  })

  it('queues a cargo to the Telegram of a linked user, and refuses an unlinked one', async () => {
    const cargo = await w.cargo()
    const res = await w.call('carrier', 'POST', `v2/cargos/${cargo}/send-telegram-message`, { message: 'Смотри' })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual({ queued: true, recipient: '100200300' })
    const queued = await server.db
      .selectFrom('outbox')
      .select(['channel', 'body'])
      .where('recipient', '=', '100200300')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(queued.channel).toBe('telegram')
    expect(queued.body).toContain('Казань → Москва')
    expect(queued.body).toContain('Смотри')
    const unlinked = await w.call('siberia', 'POST', `v2/cargos/${cargo}/send-telegram-message`, {}, 'en')
    expect(unlinked.statusCode).toBe(409)
    expect((await w.call(null, 'POST', `v2/cargos/${cargo}/send-telegram-message`, {})).statusCode).toBe(401)
  })
})
