/**
 * /integrations/platform: the company's order sources (imports). A file source is made from a sample of the
 * partner's file (its columns are mapped to the order's fields) and then fed files; each upload answers its report
 * (rows added, duplicates, bad rows with line and reason). An HTTP source shows the address the partner's system
 * posts to and its key (once). Below: the imported orders with their export to the exchange, and the graph.
 */
import { useState } from 'react'
import { useWatch } from 'react-hook-form'
import { z } from 'zod'
import { isApiError } from '../../../core/api'
import {
  createImport,
  deleteImport,
  type FilePreview,
  IMPORT_MAX_BYTES,
  type Import,
  type ImportField,
  type ImportRun,
  importFields,
  listImportOrders,
  listImports,
  requiredImportFields,
  toggleExport,
  uploadImportFile,
} from '../../../core/contract/integrations'
import { dictionary } from '../../../core/contract/reference'
import { addTexts } from '../../../core/i18n/texts'
import {
  Button,
  ConfirmDialog,
  EmptyState,
  FilePicker,
  Loaded,
  Table,
  useApi,
  useEndpoint,
  useFailureToast,
  useFormat,
  useLang,
  useT,
  useToast,
} from '../../../widgets/ui'
import { FormCheck } from '../../forms/check-fields'
import { toastFailure } from '../../forms/errors'
import { FormText } from '../../forms/fields'
import { Page } from '../../forms/page'
import { RowsSection } from '../../forms/rows-section'
import { FormSelect, namedOptions } from '../../forms/select-fields'
import { applyServerErrors, bodySchema, useZodForm } from '../../forms/use-zod-form'
import * as integrationsTexts from '../../texts/integrations'
import type { HostTextKey } from '../../texts/keys'
import { ImportsGraph } from './Graph'
import './integrations.css'

addTexts(integrationsTexts)

const fileTypes = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] as const
const fieldNames: Record<ImportField, { ru: string; en: string }> = {
  order_id: { ru: 'Номер заказа партнёра', en: "Partner's order number" },
  from: { ru: 'Город погрузки', en: 'Loading city' },
  to: { ru: 'Город выгрузки', en: 'Unloading city' },
  load_date: { ru: 'Дата погрузки', en: 'Loading date' },
  unload_date: { ru: 'Дата выгрузки', en: 'Unloading date' },
  weight: { ru: 'Вес, т', en: 'Weight, t' },
  volume: { ru: 'Объём, м³', en: 'Volume, m³' },
  truck_type: { ru: 'Тип кузова', en: 'Body type' },
  cargo_type: { ru: 'Тип груза', en: 'Cargo type' },
  price: { ru: 'Ставка, ₽', en: 'Rate, RUB' },
  comment: { ru: 'Комментарий', en: 'Comment' },
  contact: { ru: 'Контакт партнёра', en: "Partner's contact" },
}

/** A field as the partner's file names it (the mapped column), else as the exchange names it. */
function columnOf(mapping: Import['mapping'], field: string | null, lang: 'ru' | 'en'): string {
  if (!field) return '—'
  const known = field in fieldNames ? (field as ImportField) : null
  return (known && mapping[known]) || (known ? fieldNames[known][lang] : field)
}

/** The columns a source expects: the partner's header for each field, required ones first. */
function ExpectedColumns({ mapping }: { mapping: Import['mapping'] }) {
  const t = useT<HostTextKey>()
  const lang = useLang()
  const fields = (Object.keys(fieldNames) as ImportField[]).filter((field) => mapping[field])
  const quote = (text: string) => (lang === 'ru' ? `«${text}»` : `“${text}”`)
  if (fields.length === 0) return null
  return (
    <span className="fx-hp-muted" data-expected-columns>
      {t('integrations.expects_columns', {
        columns: fields.map((field) => `${quote(mapping[field] ?? '')} (${fieldNames[field][lang]})`).join(', '),
      })}
    </span>
  )
}

function RunReport({ run, mapping }: { run: ImportRun; mapping: Import['mapping'] }) {
  const t = useT<HostTextKey>()
  const lang = useLang()
  return (
    <div className="ig-report" data-report={run.id}>
      <strong>{t('integrations.report')}</strong>
      <span>{t('integrations.report_counts', run)}</span>
      {run.errors.length > 0 && (
        <Table
          label={t('integrations.report')}
          columns={[
            { key: 'line', header: t('integrations.line'), width: 'minmax(4rem, auto)', render: (e) => e.line },
            {
              key: 'column',
              header: t('integrations.column'),
              wrap: true,
              render: (e) => <span data-field={e.field ?? undefined}>{columnOf(mapping, e.field, lang)}</span>,
            },
            {
              key: 'reason',
              header: t('integrations.reason'),
              width: 'minmax(0, 2fr)',
              wrap: true,
              render: (e) => e.reason,
            },
          ]}
          rows={run.errors.slice(0, 50)}
          getRowKey={(e) => `${e.line}-${e.field}`}
          virtual={false}
        />
      )}
    </div>
  )
}

function ImportItem({ item, onChanged }: { item: Import; onChanged: () => void }) {
  const t = useT<HostTextKey>()
  const api = useApi()
  const toast = useToast()
  const format = useFormat()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [run, setRun] = useState<ImportRun | null>(null)
  const [removing, setRemoving] = useState(false)
  const upload = async (file: File) => {
    setBusy(true)
    setError(null)
    try {
      const answer = await api.call(uploadImportFile, { params: { id: item.id }, body: {}, files: { file } })
      setRun(answer.data)
      toast.show(t('integrations.uploaded', answer.data), { kind: 'success' })
      onChanged()
    } catch (failure) {
      if (isApiError(failure) && (failure.status === 413 || failure.status === 422)) setError(failure.message)
      else toastFailure(toast, failure)
    } finally {
      setBusy(false)
    }
  }
  const last = item.last_run
  return (
    <li className="fx-hp-item" data-import={item.id}>
      <div className="fx-hp-item-main ig-wide">
        <span className="fx-hp-item-name">{item.name}</span>
        <span className="fx-hp-muted">
          {item.partner.name} · {t(item.kind === 'file' ? 'integrations.kind_file' : 'integrations.kind_http')}
        </span>
        <ExpectedColumns mapping={item.mapping} />
        <span className="fx-hp-muted">{t('integrations.orders_count', { count: item.orders_count })}</span>
        <span className="fx-hp-muted">
          {last
            ? t('integrations.last_run', { ...last, date: format.dateTime(last.created_at) })
            : t('integrations.never_run')}
        </span>
        {item.endpoint && (
          <>
            <span className="ig-code">{t('integrations.endpoint', { url: item.endpoint })}</span>
            <span className="fx-hp-muted">{t('integrations.key_hint', { hint: item.key_hint ?? '' })}</span>
          </>
        )}
        {item.kind === 'file' && (
          <FilePicker
            label={t('integrations.upload')}
            accept={fileTypes}
            maxBytes={IMPORT_MAX_BYTES}
            busy={busy}
            error={error}
            onPick={(file) => void upload(file)}
            name={`upload-${item.id}`}
          />
        )}
        {run && <RunReport run={run} mapping={item.mapping} />}
      </div>
      <div className="fx-hp-item-actions">
        <Button size="small" variant="ghost" onClick={() => setRemoving(true)} data-action="delete">
          {t('integrations.delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={removing}
        title={t('integrations.delete')}
        confirm={t('integrations.delete')}
        danger
        onClose={() => setRemoving(false)}
        onConfirm={async () => {
          try {
            await api.call(deleteImport, { params: { id: item.id } })
            toast.show(t('integrations.deleted'), { kind: 'success' })
            onChanged()
          } catch (failure) {
            toastFailure(toast, failure)
          } finally {
            setRemoving(false)
          }
        }}
      >
        <p>{item.name}</p>
      </ConfirmDialog>
    </li>
  )
}

/**
 * A new source as the form holds it (one body type picked, a mapping column or none), made into the contract's body
 * and checked by it. An HTTP source maps every field to itself: its partner posts the order's own field names.
 */
const importValues = z.object({
  name: z.string(),
  partner_name: z.string(),
  kind: z.enum(['file', 'http']),
  publish: z.boolean(),
  cargo_type_id: z.number().nullable(),
  truck_type: z.number().nullable(),
  mapping: z.partialRecord(z.enum(importFields), z.string()),
})
const importInput = bodySchema(createImport)
const importForm = importValues
  .transform(
    (v) =>
      // an empty select goes on as null: the contract answers "required" for it
      ({
        name: v.name,
        partner_name: v.partner_name,
        kind: v.kind,
        publish: v.publish,
        mapping:
          v.kind === 'http'
            ? Object.fromEntries(importFields.map((f) => [f, f]))
            : Object.fromEntries(Object.entries(v.mapping).filter(([, column]) => column)),
        defaults: { cargo_type_id: v.cargo_type_id, truck_types: v.truck_type === null ? [] : [v.truck_type] },
      }) as z.input<typeof importInput>,
  )
  .pipe(importInput)
const importFieldMap = { 'defaults.cargo_type_id': 'cargo_type_id', 'defaults.truck_types': 'truck_type' }
const importFormFields = [
  'name',
  'partner_name',
  'cargo_type_id',
  'truck_type',
  ...importFields.map((field) => `mapping.${field}`),
]
const newImport: z.input<typeof importValues> = {
  name: '',
  partner_name: '',
  kind: 'file',
  publish: false,
  cargo_type_id: null,
  truck_type: null,
  mapping: {},
}

function NewImport({ onCreated }: { onCreated: () => void }) {
  const t = useT<HostTextKey>()
  const api = useApi()
  const toast = useToast()
  const format = useFormat()
  const form = useZodForm(importForm, { defaultValues: newImport, fieldMap: importFieldMap })
  const kind = useWatch({ control: form.control, name: 'kind' })
  const [preview, setPreview] = useState<z.infer<typeof FilePreview> | null>(null)
  const [key, setKey] = useState<string | null>(null)
  const cargoTypes = useEndpoint(dictionary, { params: { kind: 'cargo_types' }, query: {} }, { select: (a) => a.data })
  const truckTypes = useEndpoint(dictionary, { params: { kind: 'truck_types' }, query: {} }, { select: (a) => a.data })
  const lang = format.lang
  const pickSample = async (file: File) => {
    try {
      const { previewImportFile } = await import('../../../core/contract/integrations')
      const answer = await api.call(previewImportFile, { body: {}, files: { file } })
      setPreview(answer.data)
      // guess: a column named like the field
      const guess: Partial<Record<ImportField, string>> = {}
      for (const field of importFields) {
        const names = [field, fieldNames[field].ru, fieldNames[field].en].map((n) => n.toLowerCase())
        const hit = answer.data.columns.find((c: string) =>
          names.some((n) => c.toLowerCase().startsWith(n.split(',')[0]!)),
        )
        guess[field] = hit ?? ''
      }
      form.setValue('mapping', guess)
      form.clearErrors('mapping')
    } catch (failure) {
      toastFailure(toast, failure)
    }
  }
  const submit = form.handleSubmit(async (body) => {
    try {
      const answer = await api.call(createImport, { body })
      toast.show(t('integrations.created', { name: answer.data.name }), { kind: 'success' })
      setKey(answer.data.key)
      // the kind, publishing and the defaults stay for the next source
      form.reset({ ...form.getValues(), name: '', partner_name: '', mapping: {} })
      setPreview(null)
      onCreated()
    } catch (failure) {
      applyServerErrors(form, failure, toast, { fields: importFormFields, fieldMap: importFieldMap })
    }
  })
  const columnOptions = [
    { value: '', label: t('integrations.column_none') },
    ...(preview?.columns ?? []).filter(Boolean).map((c) => ({ value: c, label: c })),
  ]
  // no sample yet: the mapping it would make is missing, said under the sample's picker
  const noMapping = preview ? undefined : form.formState.errors.mapping?.order_id?.message
  return (
    <section className="fx-hp-section" aria-labelledby="ig-new">
      <h2 className="fx-hp-subtitle" id="ig-new">
        {t('integrations.new_import')}
      </h2>
      <form className="fx-hp-form" noValidate data-form="import" onSubmit={submit}>
        <div className="ig-row">
          <FormText control={form.control} name="name" label={t('integrations.name')} required />
          <FormText control={form.control} name="partner_name" label={t('integrations.partner')} required />
        </div>
        <div className="ig-row">
          <FormSelect
            control={form.control}
            name="kind"
            label={t('integrations.kind')}
            options={[
              { value: 'file', label: t('integrations.kind_file') },
              { value: 'http', label: t('integrations.kind_http') },
            ]}
          />
          <FormSelect
            control={form.control}
            name="cargo_type_id"
            label={t('integrations.cargo_type')}
            options={namedOptions(cargoTypes)}
            required
          />
          <FormSelect
            control={form.control}
            name="truck_type"
            label={t('integrations.truck_type')}
            options={namedOptions(truckTypes)}
            required
          />
        </div>
        <FormCheck control={form.control} name="publish" label={t('integrations.publish')} className="ig-check" />
        {kind === 'file' && (
          <>
            <FilePicker
              label={t('integrations.sample')}
              accept={fileTypes}
              maxBytes={IMPORT_MAX_BYTES}
              chosen={preview?.file_name ?? null}
              onPick={(file) => void pickSample(file)}
              name="sample"
              error={noMapping}
            />
            {preview && (
              <fieldset className="fx-hp-section" data-mapping>
                <legend className="fx-hp-subtitle">{t('integrations.mapping')}</legend>
                <p className="fx-hp-lead">{t('integrations.mapping_hint')}</p>
                <div className="ig-row">
                  {importFields.map((field) => (
                    <FormSelect
                      key={field}
                      control={form.control}
                      name={`mapping.${field}`}
                      label={fieldNames[field][lang]}
                      options={columnOptions}
                      required={(requiredImportFields as readonly string[]).includes(field)}
                    />
                  ))}
                </div>
              </fieldset>
            )}
          </>
        )}
        <div className="fx-hp-actions">
          <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
            {t('integrations.create')}
          </Button>
        </div>
        {key && (
          <p className="fx-hp-notice ig-code" data-key>
            {t('integrations.key_once', { key })}
          </p>
        )}
      </form>
    </section>
  )
}

function ImportedOrders({ version }: { version: number }) {
  const t = useT<HostTextKey>()
  const api = useApi()
  const toast = useToast()
  const format = useFormat()
  const orders = useEndpoint(
    listImportOrders,
    { query: { limit: 20 } },
    { keepPrevious: true, key: String(version), select: (a) => a.data },
  )
  useFailureToast(orders)
  const toggle = async (id: number) => {
    try {
      await api.call(toggleExport, { params: { id } })
      orders.reload()
    } catch (failure) {
      toastFailure(toast, failure)
    }
  }
  return (
    <RowsSection
      id="ig-orders"
      title={t('integrations.orders')}
      of={orders}
      lines={4}
      empty={<EmptyState title={t('integrations.no_orders')} />}
    >
      {(o) => (
        <li key={o.id} className="fx-hp-item" data-order={o.external_id}>
          <div className="fx-hp-item-main">
            <span className="fx-hp-item-name">
              {o.from} → {o.to}
            </span>
            <span className="fx-hp-muted">
              {t('integrations.order_external', { id: o.external_id })} · {o.partner.name}
            </span>
          </div>
          <div className="fx-hp-item-main">
            <span>
              {format.date(o.load_date)} · {format.number(o.weight)} т
              {o.price !== null && <> · {format.money(o.price)}</>}
            </span>
            {o.assigned && <span className="fx-hp-muted">{t('integrations.assigned', { name: o.assigned.name })}</span>}
            {o.rule && <span className="fx-hp-muted">{t('integrations.by_rule', { name: o.rule.name })}</span>}
          </div>
          <div className="fx-hp-item-actions">
            <span className="ig-tag" data-tone={o.exported ? 'good' : o.held ? 'warn' : undefined}>
              {t(o.exported ? 'integrations.exported' : o.held ? 'integrations.held' : 'integrations.draft')}
            </span>
            {(o.stage === 'draft' || o.stage === 'available') && (
              <Button size="small" onClick={() => void toggle(o.id)} data-action="toggle-export">
                {t(o.exported ? 'integrations.unpublish_action' : 'integrations.publish_action')}
              </Button>
            )}
          </div>
        </li>
      )}
    </RowsSection>
  )
}

export default function PlatformPage() {
  const t = useT<HostTextKey>()
  const [version, setVersion] = useState(0)
  const imports = useEndpoint(
    listImports,
    { query: {} },
    { keepPrevious: true, key: String(version), select: (a) => a.data },
  )
  useFailureToast(imports)
  const changed = () => setVersion((v) => v + 1)
  return (
    <Page name="integrations-platform" title={t('route.integrations-platform')}>
      <section className="fx-hp-section" aria-labelledby="ig-imports">
        <h2 className="fx-hp-subtitle" id="ig-imports">
          {t('integrations.imports')}
        </h2>
        <Loaded
          of={imports}
          lines={4}
          empty={<EmptyState title={t('integrations.no_imports')} description={t('integrations.no_imports_hint')} />}
        >
          {(rows) => (
            <ul className="fx-hp-list" data-layout="rows">
              {rows.map((item) => (
                <ImportItem key={item.id} item={item} onChanged={changed} />
              ))}
            </ul>
          )}
        </Loaded>
      </section>
      <NewImport onCreated={changed} />
      <ImportsGraph />
      <ImportedOrders version={version} />
    </Page>
  )
}
