/**
 * Imports (spec 3 "Integration import", 7 "Integrations"): a source of a partner's orders, either a file (CSV or
 * XLSX, read with the column mapping the user saved) or an HTTP endpoint the partner's system posts to with the
 * import's own key. Every row becomes a cargo through the contract's cargo schema (`CargoInput`); a bad row is
 * reported with its line and reason and does not stop the good ones; a row whose partner's order id was imported
 * before is counted as a duplicate and changes nothing (idempotent by the partner's order id).
 *
 * Partners (spec 3 "Integration partner: list only") are the counterparts the imports belong to.
 */
import { z } from 'zod'
import { dataOf, decimal, Id, IdParams, Line, listOf, Ok, pageQuery, Timestamp } from '../common'
import { defineEndpoint } from '../endpoint'
import { BodyId, IdArray, integrators, Ref, tags } from './fields'

/** The fields a row carries, in the order a mapping lists them. */
export const importFields = [
  'order_id',
  'from',
  'to',
  'load_date',
  'unload_date',
  'weight',
  'volume',
  'truck_type',
  'cargo_type',
  'price',
  'comment',
  'contact',
] as const
export const ImportField = z.enum(importFields)
export type ImportField = z.infer<typeof ImportField>
/** A mapping must name a column for these. */
export const requiredImportFields = ['order_id', 'from', 'to', 'load_date', 'weight'] as const satisfies ImportField[]

/**
 * The largest file read (bytes; the server's upload limit decides, this is its default, checked in the browser
 * before sending) and the most rows of one HTTP call. A file has no row limit of its own: it is read as a stream,
 * so its size bounds the work and never the memory.
 */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024
export const IMPORT_HTTP_MAX_ROWS = 1000
/** The row errors kept in a run's report (the counts are always whole). */
export const IMPORT_MAX_ERRORS = 500

export const importKinds = ['file', 'http'] as const
export const ImportKind = z.enum(importKinds)

/** Import field -> the column header of the partner's file (or the key of its JSON rows). */
export const ImportMapping = z.partialRecord(ImportField, Line.trim().min(1).max(100)).superRefine((mapping, ctx) => {
  for (const field of requiredImportFields) {
    if (!mapping[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'required' })
  }
})
export type ImportMapping = z.output<typeof ImportMapping>

/** What a row may leave out: the cargo type and body types every row of this import gets by default. */
export const ImportDefaults = z.strictObject({
  cargo_type_id: BodyId,
  truck_types: IdArray(20).min(1),
})
export type ImportDefaults = z.output<typeof ImportDefaults>

export const RowError = z.object({
  /** The line of the file (the header is line 1), or the position in the posted array (from 1). */
  line: z.number().int(),
  order_id: z.string().nullable(),
  field: z.string().nullable(),
  reason: z.string(),
})
export type RowError = z.infer<typeof RowError>

export const ImportRun = z.object({
  id: z.number().int(),
  source: ImportKind,
  file_name: z.string().nullable(),
  total: z.number().int(),
  imported: z.number().int(),
  duplicates: z.number().int(),
  failed: z.number().int(),
  /** The first `IMPORT_MAX_ERRORS` bad rows. */
  errors: z.array(RowError),
  user: Ref.nullable(),
  created_at: Timestamp,
})
export type ImportRun = z.infer<typeof ImportRun>

export const Import = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: ImportKind,
  partner: Ref,
  mapping: z.partialRecord(ImportField, z.string()),
  defaults: z.object({ cargo_type_id: z.number().int(), truck_types: z.array(z.number().int()) }),
  /** Imported orders go straight onto the exchange (else they wait as drafts until exported). */
  publish: z.boolean(),
  /** HTTP imports: the last characters of the key (the key itself is shown once, when made). */
  key_hint: z.string().nullable(),
  /** HTTP imports: where the partner's system posts its orders. */
  endpoint: z.string().nullable(),
  orders_count: z.number().int(),
  last_run: ImportRun.nullable(),
  created_by: Ref.nullable(),
  created_at: Timestamp,
})
export type Import = z.infer<typeof Import>

/** An import with its key: answered once, when the import is made or its key renewed. */
export const ImportWithKey = Import.extend({ key: z.string().nullable() })

export const ImportOrder = z.object({
  id: z.number().int(),
  import_id: z.number().int(),
  partner: Ref,
  /** The partner's own order id. */
  external_id: z.string(),
  cargo_id: z.number().int(),
  /** The cargo is on the exchange (available). */
  exported: z.boolean(),
  /** The cargo's stage now (an exported order may have moved on). */
  stage: z.string(),
  from: z.string(),
  to: z.string(),
  load_date: z.string(),
  weight: z.number(),
  price: z.number().int().nullable(),
  contact: z.string().nullable(),
  assigned: Ref.nullable(),
  /** A custom logic rule held it for review. */
  held: z.boolean(),
  rule: Ref.nullable(),
  created_at: Timestamp,
})
export type ImportOrder = z.infer<typeof ImportOrder>

const importBody = {
  name: Line.trim().min(2).max(100),
  partner_name: Line.trim().min(2).max(200),
  mapping: ImportMapping,
  defaults: ImportDefaults,
  publish: z.boolean().default(false),
}

export const listImports = defineEndpoint({
  method: 'GET',
  path: 'integration/imports',
  summary: "The company's imports with their partner, mapping and last run",
  tags,
  access: integrators,
  query: z.strictObject({ ...pageQuery(100, 100) }),
  response: listOf(Import),
})

export const createImport = defineEndpoint({
  method: 'POST',
  path: 'integration/imports',
  summary: 'Make an import (a file mapping or an HTTP endpoint); an HTTP import answers its key once',
  tags,
  access: integrators,
  body: z.strictObject({ ...importBody, kind: ImportKind }),
  response: dataOf(ImportWithKey),
  status: 201,
})

export const getImport = defineEndpoint({
  method: 'GET',
  path: 'integration/imports/:id',
  summary: 'One import',
  tags,
  access: integrators,
  params: IdParams,
  response: dataOf(Import),
})

export const updateImport = defineEndpoint({
  method: 'PUT',
  path: 'integration/imports/:id',
  summary: 'Change an import (name, partner, mapping, defaults, publishing); `renew_key` makes a new key',
  tags,
  access: integrators,
  params: IdParams,
  body: z.strictObject({ ...importBody, renew_key: z.boolean().default(false) }),
  response: dataOf(ImportWithKey),
})

export const deleteImport = defineEndpoint({
  method: 'DELETE',
  path: 'integration/imports/:id',
  summary: 'Delete an import (its orders stay as cargos)',
  tags,
  access: integrators,
  params: IdParams,
  response: Ok,
})

/** The columns of a file and its first rows, to map them. */
export const FilePreview = z.object({
  file_name: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  total: z.number().int(),
})

export const previewImportFile = defineEndpoint({
  method: 'POST',
  path: 'integration/imports/preview',
  summary: 'Read the header and first rows of a CSV or XLSX file (multipart `file`), to map its columns',
  tags,
  access: integrators,
  multipart: true,
  body: z.strictObject({}),
  response: dataOf(FilePreview),
})

export const uploadImportFile = defineEndpoint({
  method: 'POST',
  path: 'integration/imports/:id/upload',
  summary: "Import a CSV or XLSX file (multipart `file`) with the import's mapping; answers the run's report",
  tags,
  access: integrators,
  params: IdParams,
  multipart: true,
  body: z.strictObject({}),
  response: dataOf(ImportRun),
  status: 201,
})

/** A row as a partner's system posts it: the import's mapped keys with text or number values. */
export const PostedRow = z.record(Line.max(100), z.union([Line.max(2000), z.number(), z.null()]))

export const postImportOrders = defineEndpoint({
  method: 'POST',
  path: 'integration/imports/:id/orders',
  summary: "A partner's system posts its orders (header `x-import-key`: the import's key); answers the run's report",
  tags,
  access: 'public',
  params: IdParams,
  body: z.strictObject({ orders: z.array(PostedRow).min(1).max(IMPORT_HTTP_MAX_ROWS) }),
  errors: [401],
  response: dataOf(ImportRun),
  status: 201,
})

export const listImportRuns = defineEndpoint({
  method: 'GET',
  path: 'integration/imports/:id/runs',
  summary: "An import's runs, newest first, with their row reports",
  tags,
  access: integrators,
  params: IdParams,
  query: z.strictObject({ ...pageQuery(20, 100) }),
  response: listOf(ImportRun),
})

export const listImportOrders = defineEndpoint({
  method: 'GET',
  path: 'integration/import-orders',
  summary: "The company's imported orders, newest first (optionally one import's)",
  tags,
  access: integrators,
  query: z.strictObject({ ...pageQuery(50, 500), filter: z.strictObject({ import_id: Id.optional() }).optional() }),
  response: listOf(ImportOrder),
})

export const toggleExport = defineEndpoint({
  method: 'POST',
  path: 'integration/import-order/:id/toggle-export',
  summary: 'Publish an imported order to the exchange, or take it off (a draft again)',
  tags,
  access: integrators,
  params: IdParams,
  response: dataOf(ImportOrder),
})

export const enableExport = defineEndpoint({
  method: 'POST',
  path: 'integration/import-order/:id/enable-export',
  summary: 'Publish an imported order to the exchange (nothing changes when it is already on it)',
  tags,
  access: integrators,
  params: IdParams,
  response: dataOf(ImportOrder),
})

export const IntegrationPartner = Ref.extend({ imports_count: z.number().int(), orders_count: z.number().int() })

export const listImportPartners = defineEndpoint({
  method: 'GET',
  path: 'integration/partners',
  summary: "The partners of the company's imports, with their imports and orders",
  tags,
  access: integrators,
  response: listOf(IntegrationPartner),
})

export const partnerOptions = defineEndpoint({
  method: 'GET',
  path: 'integration/partners/list',
  summary: 'The partners as options (id and name)',
  tags,
  access: integrators,
  response: dataOf(z.array(Ref)),
})

/** `1,2,3`: ids joined by commas (spec 7). */
const CommaIds = Line.max(1000)
  .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, { message: 'invalid_value' })
  .transform((value) => value.split(',').map(Number))

export const graphKeys = ['partner', 'user'] as const
export const GraphKey = z.enum(graphKeys)

export const ImportGraph = z.object({
  key: GraphKey,
  days: z.array(z.string()),
  series: z.array(Ref.extend({ counts: z.array(z.number().int()), total: z.number().int() })),
})
export type ImportGraph = z.infer<typeof ImportGraph>

export const importsGraph = defineEndpoint({
  method: 'GET',
  path: 'integration/imports/graph',
  summary: 'Imported orders per day over the last `days` days, by partner or by user (optionally only some)',
  tags,
  access: integrators,
  query: z.strictObject({
    filter: z.strictObject({ key: GraphKey.optional() }).optional(),
    partner_ids: CommaIds.optional(),
    user_ids: CommaIds.optional(),
    days: decimal(z.number().int().min(7).max(366)).default(30),
  }),
  response: dataOf(ImportGraph),
})
