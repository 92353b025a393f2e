/**
 * Demo data of the orders area: the order of every signed demo contract, and eight more of north's cargos carried
 * by volga, one in each state (documents to fill, security check, loading, on the way and late, unloaded with a
 * scan to review and a rejected one, documents approved, closed, cancelled), walked through the orders module's
 * own steps so that their timelines, the contracts, the cargos and the notifications agree. Scans are tiny PDFs
 * written under `uploadsDir/orders` when the caller gives one (the server does; test templates do not).
 */
import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Kysely } from 'kysely'
import { addDays, isoDay } from '../../../core/contract/days'
import { type OrderStatus, orderStatuses } from '../../../core/contract/orders'
import type { DB } from '../../db/schema'
import { ORDER_FILES_SUBDIR } from '../../modules/orders/document-repository'
import { noticeOrder } from '../../modules/orders/notices'
import {
  decideSecurity,
  lockOrder,
  moveLockedOrder,
  openOrder,
  sendToSecurity,
  setHolder,
} from '../../modules/orders/order-repository'

/** One demo order in each state of the contract's list. */
const targets: readonly OrderStatus[] = orderStatuses

/** A one-page PDF with one line of Latin text: enough for a viewer to open as a scan. */
function scanPdf(title: string): Buffer {
  const text = `BT /F1 18 Tf 72 760 Td (${title.replace(/[()\\]/g, '')}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(body.length)
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

export async function seedDemoOrders(db: Kysely<DB>, { uploadsDir }: { uploadsDir?: string } = {}): Promise<void> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'email', 'company_id'])
    .where('email', 'in', ['shipper@example.com', 'carrier@example.com', 'security@example.com'])
    .execute()
  const shipper = users.find((u) => u.email === 'shipper@example.com')
  const carrier = users.find((u) => u.email === 'carrier@example.com')
  const security = users.find((u) => u.email === 'security@example.com')
  if (!shipper?.company_id || !carrier?.company_id || !security) return

  // the signed demo contracts: their orders (and who signed)
  const signed = await db
    .selectFrom('contracts')
    .select(['id', 'carrier_company_id'])
    .where('status', '=', 'signed')
    .execute()
  for (const k of signed) {
    await db.updateTable('contracts').set({ shipper_signed_by: shipper.id }).where('id', '=', k.id).execute()
    await openOrder(db, k.id, shipper.id)
  }

  const today = isoDay(new Date())
  const cargos = await db
    .selectFrom('cargos')
    .select(['id', 'price', 'currency'])
    .where('company_id', '=', shipper.company_id)
    .where('stage', '=', 'available')
    .where('price', 'is not', null)
    .where('load_date_from', '>=', today)
    .orderBy('id', 'desc')
    .limit(targets.length)
    .execute()
  if (cargos.length < targets.length) return
  const driver = await db
    .selectFrom('drivers')
    .select(['id', 'name', 'phone', 'licence'])
    .where('company_id', '=', carrier.company_id)
    .orderBy('id')
    .executeTakeFirst()
  const truck = await db
    .selectFrom('transports')
    .select(['id', 'number'])
    .where('company_id', '=', carrier.company_id)
    .orderBy('id')
    .executeTakeFirst()

  for (const [i, target] of targets.entries()) {
    const cargo = cargos[i]!
    // the trips already under way loaded days ago; the one on the way is late (its unloading day has passed)
    // (within the demo cargos' window: loads from 5 days ago)
    const started = ['documents', 'security_check', 'loading', 'cancelled'].includes(target) ? 2 + i : i - 8
    const load = addDays(today, started)
    const unload = addDays(load, target === 'on_way' ? 1 : 3)
    await db
      .updateTable('cargos')
      .set({ load_date_from: load, load_date_to: load, unload_date: unload })
      .where('id', '=', cargo.id)
      .execute()
    const price = Math.round(Number(cargo.price) * 0.97)
    const response = await db
      .insertInto('cargo_responses')
      .values({
        cargo_id: cargo.id,
        company_id: carrier.company_id,
        user_id: carrier.id,
        transport_id: truck?.id ?? null,
        status: 'contract',
        price,
        currency: cargo.currency,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    for (const status of ['new', 'accepted', 'wait_security_check', 'security_approved', 'contract'])
      await db.insertInto('cargo_response_events').values({ response_id: response.id, status, user_id: null }).execute()
    const now = new Date()
    const contract = await db
      .insertInto('contracts')
      .values({
        response_id: response.id,
        cargo_id: cargo.id,
        shipper_company_id: shipper.company_id,
        carrier_company_id: carrier.company_id,
        transport_id: truck?.id ?? null,
        status: 'signed',
        price,
        currency: cargo.currency,
        carrier_signed_at: now,
        carrier_signed_by: carrier.id,
        shipper_signed_at: now,
        shipper_signed_by: shipper.id,
        created_by: carrier.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db.updateTable('cargos').set({ stage: 'in_work' }).where('id', '=', cargo.id).execute()
    const orderId = await openOrder(db, contract.id, shipper.id)
    await noticeOrder(db, orderId, 'carrier', 'opened')
    await walk(
      db,
      orderId,
      target,
      { shipper: shipper.id, carrier: carrier.id, security: security.id },
      {
        driver,
        truck,
        uploadsDir,
      },
    )
  }
}

async function walk(
  db: Kysely<DB>,
  id: number,
  target: OrderStatus,
  who: { shipper: number; carrier: number; security: number },
  fleet: {
    driver: { id: number; name: string; phone: string | null; licence: string | null } | undefined
    truck: { id: number; number: string } | undefined
    uploadsDir: string | undefined
  },
) {
  const order = () => lockOrder(db, id, 'security', null)
  const rank = (status: OrderStatus) =>
    ['documents', 'security_check', 'loading', 'on_way', 'unloaded', 'documents_approved', 'closed'].indexOf(status)
  if (target === 'cancelled') {
    await moveLockedOrder(db, await order(), 'cancelled', 'shipper', who.shipper, 'ru', 'Груз не готов к отгрузке')
    await noticeOrder(db, id, 'carrier', 'cancelled', { reason: 'Груз не готов к отгрузке' })
    return
  }
  if (target === 'documents') {
    // half filled: the signatory is there, the driver and the truck are still to come
    await setHolder(
      db,
      await order(),
      'director',
      { name: 'Смирнов Алексей Викторович', position: 'Генеральный директор', basis: 'Устав', phone: '+79172000101' },
      'ru',
    )
    return
  }
  await setHolder(
    db,
    await order(),
    'director',
    { name: 'Смирнов Алексей Викторович', position: 'Генеральный директор', basis: 'Устав', phone: '+79172000101' },
    'ru',
  )
  await setHolder(
    db,
    await order(),
    'driver',
    {
      driver_id: fleet.driver?.id ?? null,
      name: fleet.driver?.name ?? 'Гарипов Ильдар Ринатович',
      phone: fleet.driver?.phone ?? '+79172000202',
      licence: fleet.driver?.licence ?? '16 21 654321',
      passport: null,
    },
    'ru',
  )
  await setHolder(
    db,
    await order(),
    'transport',
    {
      transport_id: fleet.truck?.id ?? null,
      number: fleet.truck?.number ?? 'А123ВС 116',
      trailer_number: null,
      model: null,
    },
    'ru',
  )
  await sendToSecurity(db, await order(), 'carrier', who.carrier, 'ru')
  await noticeOrder(db, id, 'security', 'security')
  if (rank(target) < rank('loading')) return
  await decideSecurity(db, await order(), true, undefined, who.security, 'ru')
  await noticeOrder(db, id, 'carrier', 'security_approved')
  if (rank(target) < rank('on_way')) return
  await moveLockedOrder(db, await order(), 'on_way', 'carrier', who.carrier, 'ru')
  await noticeOrder(db, id, 'shipper', 'on_way')
  if (rank(target) < rank('unloaded')) return
  await moveLockedOrder(db, await order(), 'unloaded', 'carrier', who.carrier, 'ru')
  await noticeOrder(db, id, 'shipper', 'unloaded')
  const approved = rank(target) >= rank('documents_approved')
  await scan(db, id, 'waybill', `TTN order ${id}`, approved ? 'approved' : 'uploaded', who, fleet.uploadsDir)
  await scan(db, id, 'act', `Act order ${id}`, approved ? 'approved' : 'rejected', who, fleet.uploadsDir)
  if (!approved) {
    await noticeOrder(db, id, 'shipper', 'scan')
    await noticeOrder(db, id, 'carrier', 'scan_rejected', { reason: 'Нет подписи получателя' })
    return
  }
  await moveLockedOrder(db, await order(), 'documents_approved', 'shipper', who.shipper, 'ru')
  await noticeOrder(db, id, 'carrier', 'documents_approved')
  if (target === 'closed') {
    await moveLockedOrder(db, await order(), 'closed', 'shipper', who.shipper, 'ru')
    await noticeOrder(db, id, 'carrier', 'closed')
  }
}

async function scan(
  db: Kysely<DB>,
  orderId: number,
  kind: string,
  title: string,
  status: 'uploaded' | 'approved' | 'rejected',
  who: { shipper: number; carrier: number },
  uploadsDir: string | undefined,
) {
  const bytes = scanPdf(title)
  const storageName = randomBytes(24).toString('hex')
  if (uploadsDir) {
    const directory = join(uploadsDir, ORDER_FILES_SUBDIR)
    await mkdir(directory, { recursive: true, mode: 0o700 })
    await writeFile(join(directory, storageName), bytes, { mode: 0o600 })
  }
  await db
    .insertInto('order_documents')
    .values({
      order_id: orderId,
      kind,
      name: kind === 'waybill' ? `ТТН-${orderId}.pdf` : `Акт-${orderId}.pdf`,
      mime: 'application/pdf',
      size: bytes.length,
      storage_name: storageName,
      status,
      reason: status === 'rejected' ? 'Нет подписи получателя' : null,
      user_id: who.carrier,
      decided_by: status === 'uploaded' ? null : who.shipper,
      decided_at: status === 'uploaded' ? null : new Date(),
    })
    .execute()
}
