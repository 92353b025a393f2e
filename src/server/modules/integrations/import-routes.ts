/**
 * Imports: the sources (CRUD), file preview and upload, the partner's HTTP endpoint (its key in `x-import-key`,
 * compared in constant time, rate limited per address), runs, imported orders and their export, partners and the
 * graph. Route files are thin: the SQL is import-repository's, the rows import-service's.
 */
import type { FastifyInstance } from 'fastify'
import {
  createImport,
  deleteImport,
  enableExport,
  getImport,
  IMPORT_HTTP_MAX_ROWS,
  importsGraph,
  listImportOrders,
  listImportPartners,
  listImportRuns,
  listImports,
  partnerOptions,
  postImportOrders,
  previewImportFile,
  toggleExport,
  updateImport,
  uploadImportFile,
} from '../../../core/contract/integrations'
import type { AppContext } from '../../http/context'
import { HttpError } from '../../http/errors'
import { route } from '../../http/route'
import { integratorCompany } from './access'
import {
  importAnswer,
  importById,
  importGraph,
  importOrder,
  importOrders,
  insertImport,
  keyMatches,
  listImportRows,
  ownImport,
  partnersWithCounts,
  removeImport,
  replaceImport,
  runById,
  runsOf,
  setExport,
} from './import-repository'
import { type IncomingRow, rowsOfPosted, rowsOfSheet, runImport } from './import-service'
import { checkSheet, openSheet } from './parse'
import { openUpload } from './upload'

export function registerImportRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const publicUrl = config.publicUrl.replace(/\/+$/, '')

  route(app, listImports, async ({ me, query }) => {
    const companyId = integratorCompany(me)
    const { rows, size } = await listImportRows(db, companyId, query.limit, query.offset)
    return { data: await Promise.all(rows.map((row) => importAnswer(db, row, publicUrl))), meta: { size } }
  })

  route(app, createImport, async ({ me, body }) => {
    const companyId = integratorCompany(me)
    const { id, key } = await insertImport(db, companyId, me.id, body)
    return { data: { ...(await importAnswer(db, await ownImport(db, companyId, id), publicUrl)), key } }
  })

  route(app, getImport, async ({ me, params }) => {
    const companyId = integratorCompany(me)
    return { data: await importAnswer(db, await ownImport(db, companyId, params.id), publicUrl) }
  })

  route(app, updateImport, async ({ me, params, body }) => {
    const companyId = integratorCompany(me)
    const current = await ownImport(db, companyId, params.id)
    const key = await replaceImport(db, current, body)
    return { data: { ...(await importAnswer(db, await ownImport(db, companyId, params.id), publicUrl)), key } }
  })

  route(app, deleteImport, async ({ me, params }) => {
    await removeImport(db, integratorCompany(me), params.id)
    return { data: { ok: true as const } }
  })

  route(app, previewImportFile, async ({ me, request }) => {
    integratorCompany(me)
    const upload = await openUpload(request, config.uploadMaxBytes, config.dataDir)
    try {
      const sheet = await openSheet(upload.path)
      const rows: string[][] = []
      let total = 0
      for await (const row of sheet.rows) {
        if (rows.length < 5) rows.push(row.cells)
        total++
      }
      return { data: { file_name: upload.name, columns: sheet.columns, rows, total } }
    } finally {
      await upload.release()
    }
  })

  route(app, uploadImportFile, async ({ me, params, request, lang }) => {
    const companyId = integratorCompany(me)
    const target = await ownImport(db, companyId, params.id)
    if (target.kind !== 'file') throw new HttpError(409, 'import_kind_file')
    const upload = await openUpload(request, config.uploadMaxBytes, config.dataDir)
    try {
      // the whole file within the limits first: past one, nothing is imported
      await checkSheet(upload.path)
      const sheet = await openSheet(upload.path)
      let rows: AsyncIterable<IncomingRow>
      try {
        rows = rowsOfSheet(target.mapping, sheet)
      } catch (error) {
        await sheet.close()
        throw error
      }
      const { runId } = await runImport({ db, target, userId: me.id, lang }, rows, {
        kind: 'file',
        fileName: upload.name,
      })
      return { data: await runById(db, runId) }
    } finally {
      await upload.release()
    }
  })

  route(
    app,
    postImportOrders,
    async ({ params, body, request, lang }) => {
      const header = request.headers['x-import-key']
      const key = typeof header === 'string' ? header : ''
      const target = await importById(db, params.id)
      // an unknown import and a wrong key answer alike
      if (!target || !keyMatches(target.key_hash, key) || target.created_by === null)
        throw new HttpError(401, 'import_key_invalid')
      if (target.kind !== 'http') throw new HttpError(409, 'import_kind_http')
      const rows = rowsOfPosted(target.mapping, body.orders)
      const { runId } = await runImport({ db, target, userId: target.created_by, lang }, rows, {
        kind: 'http',
        fileName: null,
      })
      return { data: await runById(db, runId) }
    },
    {
      rateLimit: { max: 120, timeWindow: '1 minute' },
      bodyLimit: IMPORT_HTTP_MAX_ROWS * 4096,
    },
  )

  route(app, listImportRuns, async ({ me, params, query }) => {
    const companyId = integratorCompany(me)
    await ownImport(db, companyId, params.id)
    const { rows, size } = await runsOf(db, params.id, query.limit, query.offset)
    return { data: rows, meta: { size } }
  })

  route(app, listImportOrders, async ({ me, query, lang }) => {
    const companyId = integratorCompany(me)
    const { rows, size } = await importOrders(
      db,
      companyId,
      { importId: query.filter?.import_id, limit: query.limit, offset: query.offset },
      lang,
    )
    return { data: rows, meta: { size } }
  })

  route(app, toggleExport, async ({ me, params, lang }) => {
    const companyId = integratorCompany(me)
    await setExport(db, companyId, params.id, 'toggle', me.id)
    return { data: await importOrder(db, companyId, params.id, lang) }
  })

  route(app, enableExport, async ({ me, params, lang }) => {
    const companyId = integratorCompany(me)
    await setExport(db, companyId, params.id, 'enable', me.id)
    return { data: await importOrder(db, companyId, params.id, lang) }
  })

  route(app, listImportPartners, async ({ me }) => {
    const rows = await partnersWithCounts(db, integratorCompany(me))
    return { data: rows, meta: { size: rows.length } }
  })

  route(app, partnerOptions, async ({ me }) => {
    const rows = await partnersWithCounts(db, integratorCompany(me))
    return { data: rows.map(({ id, name }) => ({ id, name })) }
  })

  route(app, importsGraph, async ({ me, query }) => {
    const companyId = integratorCompany(me)
    return {
      data: await importGraph(db, companyId, {
        key: query.filter?.key ?? 'partner',
        partnerIds: query.partner_ids,
        userIds: query.user_ids,
        days: query.days,
      }),
    }
  })
}
