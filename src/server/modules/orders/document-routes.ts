/**
 * The trip's scans: the carrier uploads (multipart, checked by content and size) or replaces a rejected one; the
 * two parties and the security service download; the shipper approves or rejects with a reason.
 */
import type { FastifyInstance } from 'fastify'
import {
  changeDocumentStatus,
  downloadOrderDocument,
  OrderDocumentFields,
  uploadOrderDocument,
} from '../../../core/contract/orders'
import { asAttachment } from '../../http/attachment'
import type { AppContext } from '../../http/context'
import { route } from '../../http/route'
import { parseFields, readUpload } from '../transport/file-routes'
import { sideOf } from './access'
import { decideScan, findScan, insertScan, readScan, removeScan, writeScan } from './document-repository'
import { noticeOrder } from './notices'
import { withOrder } from './order-service'

export function registerDocumentRoutes(app: FastifyInstance, { db, config }: AppContext) {
  route(app, uploadOrderDocument, async ({ params, me, lang, request }) => {
    const upload = await readUpload(request, config.uploadMaxBytes)
    const fields = parseFields(OrderDocumentFields, upload.fields)
    let written: Awaited<ReturnType<typeof writeScan>> | undefined
    try {
      return await withOrder(
        db,
        params.id,
        me,
        lang,
        async (trx, order) => {
          written = await writeScan(config, upload.file)
          await insertScan(trx, order, written, fields.kind, fields.replaces_id, me.id)
          await noticeOrder(trx, order.id, 'shipper', 'scan')
        },
        'carrier',
      )
    } catch (error) {
      // the row was not written: the bytes go too
      if (written) await removeScan(config.uploadsDir, written.storageName)
      throw error
    }
  })

  route(app, downloadOrderDocument, async ({ params, me, reply }) => {
    const scan = await findScan(db, params.id)
    await sideOf(db, me, scan)
    const bytes = await readScan(config.uploadsDir, scan.storage_name)
    asAttachment(reply, scan)
    return bytes
  })

  route(app, changeDocumentStatus, async ({ params, body, me, lang }) => {
    const scan = await findScan(db, params.id)
    return withOrder(
      db,
      scan.order_id,
      me,
      lang,
      async (trx, order) => {
        const reason = body.status === 'rejected' ? body.reason : undefined
        await decideScan(
          trx,
          scan.id,
          order.id,
          reason ? { status: 'rejected', reason } : { status: 'approved' },
          me.id,
        )
        await noticeOrder(trx, order.id, 'carrier', body.status === 'rejected' ? 'scan_rejected' : 'scan_approved', {
          reason: reason ?? null,
        })
      },
      'shipper',
    )
  })
}
