import type { Control, FieldValues } from 'react-hook-form'
import type { Trailer, Transport } from '../../../core/contract/transport'
import * as fleet from '../../../core/contract/transport'
import type { CalendarTextKey } from '../../../widgets/transport-calendar/texts'
import { type SelectOption, useApi, useEndpoint, useT, useToast } from '../../../widgets/ui'
import { FormText } from '../../forms/fields'
import { FormDialog } from '../../forms/form-dialog'
import { FormNumber } from '../../forms/number-fields'
import { FormMultiSelect, FormSelect } from '../../forms/select-fields'
import { applyServerErrors, bodySchema, useZodForm } from '../../forms/use-zod-form'
import type { HostTextKey } from '../../texts/keys'
import { useDictionary } from './fleet-data'

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

export function TruckDialog({
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
        <NumberAndBody control={form.control} hint={t('transport_pages.number_hint')} truckTypes={truckTypes} />
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

export function TrailerDialog({
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
        <NumberAndBody control={form.control} hint={t('transport_pages.trailer_number_hint')} truckTypes={truckTypes} />
        <FormNumber control={form.control} name="volume" label={t('transport_pages.volume')} />
        <FormNumber control={form.control} name="capacity" label={t('transport_pages.capacity')} />
      </form>
    </FormDialog>
  )
}

/** The registration number (with the dialog's own hint) and the body type: what a truck and a trailer both have. */
function NumberAndBody<T extends FieldValues>({
  control,
  hint,
  truckTypes,
}: {
  control: Control<T, unknown, unknown>
  hint: string
  truckTypes: SelectOption<number>[]
}) {
  const t = useT<HostTextKey>()
  // both forms have the two fields under these names
  const own = control as unknown as Control<{ number: string; truck_type_id: number | null }, unknown, unknown>
  return (
    <>
      <FormText control={own} name="number" label={t('transport_pages.number')} hint={hint} required maxLength={20} />
      <FormSelect control={own} name="truck_type_id" label={t('transport_pages.truck_type')} options={truckTypes} />
    </>
  )
}
