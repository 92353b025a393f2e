/**
 * /transport/trucks: the carrier's trucks and trailers (tabs). A truck has its registration number, make and
 * model (the `vehicles` and `truck_models` dictionaries), body type, volume, capacity, load types, trailer and
 * driver; its documents and photos are uploaded here (PDF, JPEG or PNG, size limited). Trailers are listed,
 * added, changed and removed on their own tab.
 */

import { useState } from 'react'
import { isApiError } from '../../../core/api'
import type { Trailer, Transport, TransportFile } from '../../../core/contract/fleet'
import * as fleet from '../../../core/contract/fleet'
import { addTexts } from '../../../core/i18n/texts'
import type { CalendarTextKey } from '../../../widgets/transport-calendar/texts'
import * as calendarTexts from '../../../widgets/transport-calendar/texts'
import {
  Button,
  Dialog,
  EmptyState,
  ErrorState,
  FilePicker,
  InDialog,
  LoadMore,
  Select,
  type SelectOption,
  Skeleton,
  Tabs,
  useApi,
  useEndpoint,
  useFormat,
  useT,
  useToast,
} from '../../../widgets/ui'
import { toastFailure } from '../../forms/errors'
import { FormText } from '../../forms/fields'
import { FormDialog } from '../../forms/form-dialog'
import { FormNumber } from '../../forms/number-fields'
import { Page } from '../../forms/page'
import { FormMultiSelect, FormSelect } from '../../forms/select-fields'
import { applyServerErrors, bodySchema, useZodForm } from '../../forms/use-zod-form'
import type { HostTextKey } from '../../texts/keys'
import * as transportTexts from '../../texts/transport'
import { itemsOf, useDictionary, useFleetList, useList } from './fleet-data'
import './transport.css'

// this page's own texts (the site starts with its shell's only)
addTexts(calendarTexts, transportTexts)

const truckForm = bodySchema(fleet.createTransport)
const trailerForm = bodySchema(fleet.createTrailer)

const truckFields = [
  'number',
  'vehicle_id',
  'truck_model_id',
  'truck_type_id',
  'volume',
  'capacity',
  'load_type_ids',
  'trailer_id',
  'driver_id',
]

function TruckDialog({
  truck,
  trailers,
  drivers,
  onClose,
  onSaved,
}: {
  truck: Transport | null
  trailers: SelectOption<number>[]
  drivers: SelectOption<number>[]
  onClose: () => void
  onSaved: () => void
}) {
  const t = useT<HostTextKey | CalendarTextKey>()
  const api = useApi()
  const toast = useToast()
  const vehicles = useDictionary('vehicles')
  const truckTypes = useDictionary('truck_types')
  const loadTypes = useDictionary('load_types')
  const form = useZodForm(truckForm, {
    defaultValues: {
      number: truck?.number ?? '',
      vehicle_id: truck?.vehicle?.id ?? null,
      truck_model_id: truck?.truck_model?.id ?? null,
      truck_type_id: truck?.truck_type?.id ?? null,
      volume: truck?.volume ?? null,
      capacity: truck?.capacity ?? null,
      load_type_ids: truck?.load_types.map((item) => item.id) ?? [],
      trailer_id: truck?.trailer?.id ?? null,
      driver_id: truck?.driver?.id ?? null,
    },
  })
  const vehicleId = form.watch('vehicle_id') as number | null | undefined
  const modelList = useEndpoint(
    fleet.listTruckModels,
    { query: { filter: { vehicle_id: vehicleId ?? 0 } } },
    {
      enabled: !!vehicleId,
      select: (answer): SelectOption<number>[] => answer.data.map((model) => ({ value: model.id, label: model.name })),
    },
  )
  const models = modelList.state === 'ready' ? modelList.data : []

  const submit = form.handleSubmit(async (body) => {
    try {
      if (truck) await api.call(fleet.updateTransport, { params: { id: truck.id }, body })
      else await api.call(fleet.createTransport, { body })
      toast.show(truck ? t('transport_pages.truck_saved') : t('transport_pages.truck_added'), { kind: 'success' })
      onSaved()
    } catch (error) {
      applyServerErrors(form, error, toast, { fields: truckFields })
    }
  })
  const formId = 'fx-truck-form'
  return (
    <FormDialog
      formId={formId}
      title={truck ? t('transport_pages.truck_edit', { number: truck.number }) : t('transport_pages.truck_add')}
      onClose={onClose}
      busy={form.formState.isSubmitting}
      size="large"
    >
      <form id={formId} className="tp-form-grid" noValidate onSubmit={submit} data-form="truck">
        <FormText
          control={form.control}
          name="number"
          label={t('transport_pages.number')}
          hint={t('transport_pages.number_hint')}
          required
          maxLength={20}
        />
        <FormSelect
          control={form.control}
          name="truck_type_id"
          label={t('transport_pages.truck_type')}
          options={truckTypes}
        />
        <FormSelect control={form.control} name="vehicle_id" label={t('transport_pages.vehicle')} options={vehicles} />
        <FormSelect
          control={form.control}
          name="truck_model_id"
          label={t('transport_pages.model')}
          options={models}
          disabled={!vehicleId}
          hint={vehicleId ? undefined : t('transport_pages.model_hint')}
        />
        <FormNumber control={form.control} name="volume" label={t('transport_pages.volume')} />
        <FormNumber control={form.control} name="capacity" label={t('transport_pages.capacity')} />
        <FormMultiSelect
          control={form.control}
          name="load_type_ids"
          label={t('transport_pages.load_types')}
          options={loadTypes}
        />
        <FormSelect control={form.control} name="trailer_id" label={t('transport_pages.trailer')} options={trailers} />
        <FormSelect control={form.control} name="driver_id" label={t('transport_pages.driver')} options={drivers} />
      </form>
    </FormDialog>
  )
}

function TrailerDialog({
  trailer,
  onClose,
  onSaved,
}: {
  trailer: Trailer | null
  onClose: () => void
  onSaved: () => void
}) {
  const t = useT<HostTextKey | CalendarTextKey>()
  const api = useApi()
  const toast = useToast()
  const truckTypes = useDictionary('truck_types')
  const form = useZodForm(trailerForm, {
    defaultValues: {
      number: trailer?.number ?? '',
      truck_type_id: trailer?.truck_type?.id ?? null,
      volume: trailer?.volume ?? null,
      capacity: trailer?.capacity ?? null,
    },
  })
  const submit = form.handleSubmit(async (body) => {
    try {
      if (trailer) await api.call(fleet.updateTrailer, { params: { id: trailer.id }, body })
      else await api.call(fleet.createTrailer, { body })
      toast.show(t('transport_pages.trailer_saved'), { kind: 'success' })
      onSaved()
    } catch (error) {
      applyServerErrors(form, error, toast, { fields: ['number', 'truck_type_id', 'volume', 'capacity'] })
    }
  })
  const formId = 'fx-trailer-form'
  return (
    <FormDialog
      formId={formId}
      title={trailer ? t('transport_pages.trailer_edit', { number: trailer.number }) : t('transport_pages.trailer_add')}
      onClose={onClose}
      busy={form.formState.isSubmitting}
    >
      <form id={formId} className="tp-form-grid" noValidate onSubmit={submit} data-form="trailer">
        <FormText
          control={form.control}
          name="number"
          label={t('transport_pages.number')}
          hint={t('transport_pages.trailer_number_hint')}
          required
          maxLength={20}
        />
        <FormSelect
          control={form.control}
          name="truck_type_id"
          label={t('transport_pages.truck_type')}
          options={truckTypes}
        />
        <FormNumber control={form.control} name="volume" label={t('transport_pages.volume')} />
        <FormNumber control={form.control} name="capacity" label={t('transport_pages.capacity')} />
      </form>
    </FormDialog>
  )
}

type FileKind = (typeof fleet.fileKinds)[number]

/** A truck's documents and photos: the list, an upload (checked here for size and type first), removal. */
function FilesDialog({ truck, onClose }: { truck: Transport; onClose: () => void }) {
  const t = useT<HostTextKey | CalendarTextKey>()
  const api = useApi()
  const toast = useToast()
  const format = useFormat()
  const [kind, setKind] = useState<FileKind>('registration')
  const [error, setError] = useState<string | null>(null)
  const [uploading, setUploading] = useState(false)
  const [files, reload] = useList(
    (signal) => api.call(fleet.listTransportFiles, { params: { id: truck.id }, signal }).then((a) => a.data),
    String(truck.id),
  )
  const mb = (bytes: number) => format.number(bytes / 1024 / 1024, { maximumFractionDigits: 1 })

  /** A file the picker accepted (type and size checked there) goes up at once. */
  const upload = async (file: File) => {
    setError(null)
    setUploading(true)
    try {
      await api.call(fleet.uploadTransportFile, { body: { transport_id: truck.id, kind }, files: { file } })
      toast.show(t('transport_pages.file_uploaded', { name: file.name }), { kind: 'success' })
      reload()
    } catch (failure) {
      if (isApiError(failure) && (failure.status === 413 || failure.status === 415 || failure.status === 422)) {
        setError(failure.serverMessage ? `${failure.message}` : t('transport_pages.file_rejected'))
      } else toastFailure(toast, failure)
    } finally {
      setUploading(false)
    }
  }

  const remove = async (file: TransportFile) => {
    try {
      await api.call(fleet.deleteTransportFile, { params: { id: file.id } })
      reload()
    } catch (failure) {
      toastFailure(toast, failure)
    }
  }

  return (
    <Dialog open onClose={onClose} title={t('transport_pages.files_title', { number: truck.number })}>
      <InDialog>
        <div className="tp-upload">
          <Select<FileKind>
            label={t('transport_pages.file_kind')}
            options={fleet.fileKinds.map((value) => ({ value, label: t(`transport_pages.${value}_file`) }))}
            value={kind}
            onChange={(value) => value && setKind(value)}
          />
          <FilePicker
            label={t('transport_pages.file_choose')}
            accept={fleet.uploadMimeTypes}
            maxBytes={fleet.UPLOAD_MAX_BYTES}
            busy={uploading}
            error={error}
            onPick={(file) => void upload(file)}
          />
        </div>
        <h3 className="fx-hp-subtitle">{t('transport_pages.files_list')}</h3>
        {files.status === 'loading' && <Skeleton lines={2} />}
        {files.status === 'failed' && <ErrorState error={files.error} onRetry={reload} />}
        {files.status === 'done' &&
          (files.data.length === 0 ? (
            <p className="tp-muted">{t('transport_pages.no_files')}</p>
          ) : (
            <ul className="tp-files">
              {files.data.map((file) => (
                <li key={file.id}>
                  <span>
                    <span className="tp-title">{file.name}</span>{' '}
                    <span className="tp-muted">
                      {t(`transport_pages.${file.kind}_file`)} · {file.mime} ·{' '}
                      {t('transport_pages.file_size_mb', { value: mb(file.size) })}
                    </span>
                  </span>
                  <Button size="small" variant="ghost" onClick={() => void remove(file)}>
                    {t('common.delete')}
                  </Button>
                </li>
              ))}
            </ul>
          ))}
      </InDialog>
    </Dialog>
  )
}

export default function TrucksPage() {
  const t = useT<HostTextKey | CalendarTextKey>()
  const api = useApi()
  const toast = useToast()
  const format = useFormat()
  const [tab, setTab] = useState<'trucks' | 'trailers'>('trucks')
  // the lists page by the generic list store's 40 (spec 9); the trailer picker looks up every trailer
  const trucksPaged = useFleetList((page, signal) => api.call(fleet.listTransports, { query: page, signal }), 'trucks')
  const trucks = itemsOf(trucksPaged)
  const reloadTrucks = trucksPaged.reload
  const trailersPaged = useFleetList(
    (page, signal) => api.call(fleet.listTrailers, { query: page, signal }),
    'trailers',
  )
  const trailers = itemsOf(trailersPaged)
  const [trailerLookup, reloadTrailerLookup] = useList(
    (signal) => api.call(fleet.listTrailers, { query: {}, signal }).then((a) => a.data),
    'trailers',
  )
  const reloadTrailers = () => {
    trailersPaged.reload()
    reloadTrailerLookup()
  }
  const [drivers] = useList(
    (signal) => api.call(fleet.listDrivers, { query: {}, signal }).then((a) => a.data),
    'drivers',
  )
  const [editing, setEditing] = useState<Transport | 'new' | null>(null)
  const [editingTrailer, setEditingTrailer] = useState<Trailer | 'new' | null>(null)
  const [filesOf, setFilesOf] = useState<Transport | null>(null)
  const [removing, setRemoving] = useState<{ kind: 'truck' | 'trailer'; id: number; number: string } | null>(null)
  const [busy, setBusy] = useState(false)

  const trailerOptions =
    trailerLookup.status === 'done' ? trailerLookup.data.map((x) => ({ value: x.id, label: x.number })) : []
  const driverOptions = drivers.status === 'done' ? drivers.data.map((x) => ({ value: x.id, label: x.name })) : []
  const size = (volume: number | null, capacity: number | null) =>
    [
      volume === null ? null : t('calendar.cubic', { value: format.number(volume) }),
      capacity === null ? null : t('calendar.tonnes', { value: format.number(capacity) }),
    ]
      .filter(Boolean)
      .join(', ')

  const remove = async () => {
    if (!removing) return
    setBusy(true)
    try {
      if (removing.kind === 'truck') await api.call(fleet.deleteTransport, { params: { id: removing.id } })
      else await api.call(fleet.deleteTrailer, { params: { id: removing.id } })
      toast.show(t('transport_pages.removed', { number: removing.number }), { kind: 'success' })
    } catch (error) {
      if (!(isApiError(error) && error.status === 404)) toastFailure(toast, error)
    } finally {
      setBusy(false)
      setRemoving(null)
      reloadTrucks()
      reloadTrailers()
    }
  }

  return (
    <Page
      name="trucks"
      title={t('route.transport-trucks')}
      aside={
        tab === 'trucks' ? (
          <Button variant="primary" onClick={() => setEditing('new')} data-action="add-truck">
            {t('transport_pages.truck_add')}
          </Button>
        ) : (
          <Button variant="primary" onClick={() => setEditingTrailer('new')} data-action="add-trailer">
            {t('transport_pages.trailer_add')}
          </Button>
        )
      }
    >
      <Tabs
        label={t('transport_pages.trucks_title')}
        value={tab}
        onChange={setTab}
        tabs={[
          {
            id: 'trucks',
            label: t('transport_pages.tab_trucks'),
            badge: trucksPaged.loaded && trucksPaged.status !== 'failed' ? trucksPaged.size : undefined,
          },
          {
            id: 'trailers',
            label: t('transport_pages.tab_trailers'),
            badge: trailersPaged.loaded && trailersPaged.status !== 'failed' ? trailersPaged.size : undefined,
          },
        ]}
      >
        {tab === 'trucks' && (
          <>
            {trucks.status === 'loading' && <Skeleton lines={4} />}
            {trucks.status === 'failed' && <ErrorState error={trucks.error} onRetry={reloadTrucks} />}
            {trucks.status === 'done' &&
              (trucks.data.length === 0 ? (
                <EmptyState title={t('transport_pages.no_trucks')} description={t('transport_pages.no_trucks_hint')} />
              ) : (
                <ul className="tp-rows" aria-label={t('transport_pages.tab_trucks')}>
                  {trucks.data.map((truck) => (
                    <li key={truck.id} className="tp-row" data-truck={truck.number}>
                      <div>
                        <div className="tp-title">{truck.number}</div>
                        <div className="tp-muted">
                          {[truck.vehicle?.name, truck.truck_model?.name].filter(Boolean).join(' ') || '—'}
                        </div>
                      </div>
                      <div className="tp-muted">
                        {[
                          truck.truck_type?.name,
                          size(truck.volume, truck.capacity),
                          truck.load_types.map((x) => x.name).join(', '),
                          truck.trailer && `${t('transport_pages.trailer')}: ${truck.trailer.number}`,
                          truck.driver && `${t('transport_pages.driver')}: ${truck.driver.name}`,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </div>
                      <div className="tp-actions">
                        <Button size="small" onClick={() => setEditing(truck)} data-action="edit">
                          {t('common.edit')}
                        </Button>
                        <Button size="small" onClick={() => setFilesOf(truck)} data-action="files">
                          {t('transport_pages.files')}
                        </Button>
                        <Button
                          size="small"
                          variant="ghost"
                          onClick={() => setRemoving({ kind: 'truck', id: truck.id, number: truck.number })}
                          data-action="delete"
                        >
                          {t('common.delete')}
                        </Button>
                      </div>
                    </li>
                  ))}
                </ul>
              ))}
            {trucksPaged.loaded && trucksPaged.status !== 'failed' && (
              <LoadMore
                loaded={trucksPaged.items.length}
                total={trucksPaged.size}
                loading={trucksPaged.status === 'more'}
                onLoadMore={trucksPaged.loadMore}
              />
            )}
          </>
        )}
        {tab === 'trailers' && (
          <>
            {trailers.status === 'loading' && <Skeleton lines={3} />}
            {trailers.status === 'failed' && <ErrorState error={trailers.error} onRetry={reloadTrailers} />}
            {trailers.status === 'done' &&
              (trailers.data.length === 0 ? (
                <EmptyState title={t('transport_pages.no_trailers')} />
              ) : (
                <ul className="tp-rows" aria-label={t('transport_pages.tab_trailers')}>
                  {trailers.data.map((trailer) => (
                    <li key={trailer.id} className="tp-row" data-trailer={trailer.number}>
                      <div className="tp-title">{trailer.number}</div>
                      <div className="tp-muted">
                        {[trailer.truck_type?.name, size(trailer.volume, trailer.capacity)]
                          .filter(Boolean)
                          .join(' · ') || '—'}
                      </div>
                      <div className="tp-actions">
                        <Button size="small" onClick={() => setEditingTrailer(trailer)} data-action="edit">
                          {t('common.edit')}
                        </Button>
                        <Button
                          size="small"
                          variant="ghost"
                          onClick={() => setRemoving({ kind: 'trailer', id: trailer.id, number: trailer.number })}
                          data-action="delete"
                        >
                          {t('common.delete')}
                        </Button>
                      </div>
                    </li>
                  ))}
                </ul>
              ))}
            {trailersPaged.loaded && trailersPaged.status !== 'failed' && (
              <LoadMore
                loaded={trailersPaged.items.length}
                total={trailersPaged.size}
                loading={trailersPaged.status === 'more'}
                onLoadMore={trailersPaged.loadMore}
              />
            )}
          </>
        )}
      </Tabs>
      {editing !== null && (
        <TruckDialog
          truck={editing === 'new' ? null : editing}
          trailers={trailerOptions}
          drivers={driverOptions}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            reloadTrucks()
          }}
        />
      )}
      {editingTrailer !== null && (
        <TrailerDialog
          trailer={editingTrailer === 'new' ? null : editingTrailer}
          onClose={() => setEditingTrailer(null)}
          onSaved={() => {
            setEditingTrailer(null)
            reloadTrailers()
          }}
        />
      )}
      {filesOf && <FilesDialog truck={filesOf} onClose={() => setFilesOf(null)} />}
      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        size="small"
        title={t('transport_pages.remove_title')}
        footer={
          <>
            <Button onClick={() => setRemoving(null)}>{t('common.cancel')}</Button>
            <Button variant="danger" loading={busy} onClick={() => void remove()} data-action="confirm-delete">
              {t('common.delete')}
            </Button>
          </>
        }
      >
        <p>
          {removing &&
            t(removing.kind === 'truck' ? 'transport_pages.remove_truck' : 'transport_pages.remove_trailer', {
              number: removing.number,
            })}
        </p>
      </Dialog>
    </Page>
  )
}
