/**
 * What a demo order carries once its documents are filled: the carrier's signatory, driver and truck, and the scans
 * of its waybill and act (tiny PDFs written under `uploadsDir/orders` when the caller gives one: the server does,
 * test templates keep only the rows). Shared by the live orders (./orders.ts) and the older, delivered ones
 * (./finance.ts), so that every order past its documents step shows who carried it and what was signed.
 */
import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import { ORDER_FILES_SUBDIR } from '../../modules/orders/document-repository'

/** The demo carrier's signatory (its director signs every order). */
export const demoSignatory = {
  name: 'Смирнов Алексей Викторович',
  position: 'Генеральный директор',
  basis: 'Устав',
  phone: '+79172000101',
}

type Driver = { id: number; name: string; phone: string | null; licence: string | null }
type Truck = { id: number; number: string }

/** The order's driver section for one of the carrier's drivers (or a named one when the carrier has none). */
export const driverHolder = (driver: Driver | undefined) => ({
  driver_id: driver?.id ?? null,
  name: driver?.name ?? 'Гарипов Ильдар Ринатович',
  phone: driver?.phone ?? '+79172000202',
  licence: driver?.licence ?? '16 21 654321',
  passport: null,
})

/** The order's transport section for one of the carrier's trucks. */
export const truckHolder = (truck: Truck | undefined) => ({
  transport_id: truck?.id ?? null,
  number: truck?.number ?? 'А123ВС 116',
  trailer_number: null,
  model: null,
})

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

export const REJECTED_SCAN_REASON = 'Нет подписи получателя'

interface Scan {
  orderId: number
  kind: 'waybill' | 'act'
  status: 'uploaded' | 'approved' | 'rejected'
  carrierUserId: number
  shipperUserId: number
  uploadedAt: Date
  decidedAt: Date
}

/** Scans of orders (waybills and acts) as the carrier uploaded them and the shipper decided on them, in one insert. */
export async function addScans(db: Kysely<DB>, scans: Scan[], uploadsDir: string | undefined) {
  if (scans.length === 0) return
  if (uploadsDir) await mkdir(join(uploadsDir, ORDER_FILES_SUBDIR), { recursive: true, mode: 0o700 })
  const rows = []
  for (const scan of scans) {
    const { orderId, kind, status } = scan
    const bytes = scanPdf(`${kind === 'waybill' ? 'TTN' : 'Act'} order ${orderId}`)
    const storageName = randomBytes(24).toString('hex')
    if (uploadsDir) await writeFile(join(uploadsDir, ORDER_FILES_SUBDIR, storageName), bytes, { mode: 0o600 })
    rows.push({
      order_id: orderId,
      kind,
      name: kind === 'waybill' ? `ТТН-${orderId}.pdf` : `Акт-${orderId}.pdf`,
      mime: 'application/pdf',
      size: bytes.length,
      storage_name: storageName,
      status,
      reason: status === 'rejected' ? REJECTED_SCAN_REASON : null,
      user_id: scan.carrierUserId,
      decided_by: status === 'uploaded' ? null : scan.shipperUserId,
      decided_at: status === 'uploaded' ? null : scan.decidedAt,
      created_at: scan.uploadedAt,
    })
  }
  await db.insertInto('order_documents').values(rows).execute()
}
