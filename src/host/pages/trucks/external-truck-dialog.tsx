/**
 * An external carrier's truck added or changed (`POST`/`PUT external-carrier/transports`): its type, body, capacity,
 * route and driver, checked by the contract's own schema with its messages in the interface language; the server's
 * field errors (an unknown city) go under the fields they name.
 */
import { useState } from 'react'
import { type Control, type FieldValues, type Path, useController, useFieldArray } from 'react-hook-form'
import {
  createExternalTransport,
  type ExternalTransport,
  updateExternalTransport,
} from '../../../core/contract/external-carriers'
import type { Place } from '../../../core/contract/reference'
import { Button, PointPicker, TextInput, useApi, useT, useToast } from '../../../widgets/ui'
import { FormText } from '../../forms/fields'
import { FormDialog } from '../../forms/form-dialog'
import { FormNumber } from '../../forms/number-fields'
import { FormMultiSelect, FormSelect } from '../../forms/select-fields'
import { applyServerErrors, bodySchema, useZodForm } from '../../forms/use-zod-form'
import type { HostTextKey } from '../../texts/keys'
import { useDictionary } from '../transport/fleet-data'

const truckForm = bodySchema(createExternalTransport)

/** A place of a truck's route as the picker shows it, from what the truck carries (its id and name). */
export function placeOf(id: number | null, name: string | null, type: Place['type'] = 'city'): Place | null {
  if (id === null) return null
  const label = name ?? String(id)
  return {
    id,
    type,
    name: label,
    name_ru: label,
    name_en: label,
    region: null,
    country_code: '',
    lat: 0,
    lng: 0,
    population: 0,
  }
}

/** A place picker bound to a form's id field. */
function FormPlace<T extends FieldValues>({
  control,
  name,
  label,
  initial,
  required,
  onPlace,
}: {
  control: Control<T, unknown, unknown>
  name: Path<T>
  label: string
  initial: Place | null
  required?: boolean
  onPlace?: (place: Place | null) => void
}) {
  const { field, fieldState } = useController({ control, name })
  const [place, setPlace] = useState<Place | null>(initial)
  return (
    <PointPicker
      label={label}
      value={place}
      required={required}
      error={fieldState.error?.message}
      onChange={(next) => {
        setPlace(next)
        onPlace?.(next)
        field.onChange((next?.id ?? null) as T[typeof name])
        field.onBlur()
      }}
    />
  )
}

/** A contact's phone: the form keeps `phones` as the contract's list, the dialog shows its first number. */
function FormPhone<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T, unknown, unknown>
  name: Path<T>
  label: string
}) {
  const { field, fieldState } = useController({ control, name })
  const phones = (field.value as string[] | undefined) ?? []
  const errors = fieldState.error as unknown as { message?: string; 0?: { message?: string } } | undefined
  return (
    <TextInput
      label={label}
      type="tel"
      autoComplete="off"
      value={phones[0] ?? ''}
      onChange={(text) => field.onChange((text.trim() === '' ? [] : [text]) as T[typeof name])}
      onBlur={field.onBlur}
      error={errors?.[0]?.message ?? errors?.message}
    />
  )
}

const truckFields = [
  'route.start_city_id',
  'route.finish_point_id',
  'truck_type_id',
  'load_type_ids',
  'weight',
  'volume',
  'extra.note',
]

/** Adds a truck to `carrierId` (`truck` null) or changes one. */
export function ExternalTruckDialog({
  carrierId,
  truck,
  onClose,
  onSaved,
}: {
  carrierId: number
  truck: ExternalTransport | null
  onClose: () => void
  onSaved: () => void
}) {
  const t = useT<HostTextKey>()
  const api = useApi()
  const toast = useToast()
  const truckTypes = useDictionary('truck_types')
  const loadTypes = useDictionary('load_types')
  const form = useZodForm(truckForm, {
    defaultValues: {
      company_id: carrierId,
      route: {
        start_city_id: truck?.route.start_city_id ?? (null as unknown as number),
        finish_point_id: truck?.route.finish_point_id ?? null,
        finish_point_type: truck?.route.finish_point_type ?? 'city',
      },
      truck_type_id: truck?.truck_type_id ?? null,
      load_type_ids: truck?.load_type_ids ?? [],
      weight: truck?.weight ?? null,
      volume: truck?.volume ?? null,
      extra: { note: truck?.extra.note ?? null },
      contacts: (truck?.contacts ?? []).map((contact) => ({
        id: contact.id,
        name: contact.name,
        phones: contact.phones,
        email: contact.email,
      })),
    },
  })
  const contacts = useFieldArray({ control: form.control, name: 'contacts' })
  const submit = form.handleSubmit(async (body) => {
    try {
      if (truck) {
        const { company_id: _, ...change } = body
        await api.call(updateExternalTransport, { params: { id: truck.id }, body: change })
      } else await api.call(createExternalTransport, { body })
      toast.show(t(truck ? 'truck_pages.truck_saved' : 'truck_pages.truck_added'), { kind: 'success' })
      onSaved()
    } catch (error) {
      const contactFields = contacts.fields.flatMap((_, i) => [
        `contacts.${i}.name`,
        `contacts.${i}.phones`,
        `contacts.${i}.email`,
      ])
      applyServerErrors(form, error, toast, { fields: [...truckFields, ...contactFields] })
    }
  })
  const formId = 'fx-external-truck-form'
  return (
    <FormDialog
      formId={formId}
      title={t(truck ? 'truck_pages.truck_edit' : 'truck_pages.truck_add')}
      onClose={onClose}
      busy={form.formState.isSubmitting}
      size="large"
    >
      <form id={formId} className="hx-trucks-form hx-trucks-form-grid" noValidate onSubmit={submit} data-form="truck">
        <FormPlace
          control={form.control}
          name="route.start_city_id"
          label={t('truck_pages.start_city')}
          initial={placeOf(truck?.route.start_city_id ?? null, truck?.route.start_city_name ?? null)}
          required
        />
        <FormPlace
          control={form.control}
          name="route.finish_point_id"
          label={t('truck_pages.finish_point')}
          initial={placeOf(
            truck?.route.finish_point_id ?? null,
            truck?.route.finish_point_name ?? null,
            truck?.route.finish_point_type,
          )}
          onPlace={(place) => form.setValue('route.finish_point_type', place?.type ?? 'city')}
        />
        <FormSelect
          control={form.control}
          name="truck_type_id"
          label={t('truck_pages.truck_type')}
          options={truckTypes}
        />
        <FormMultiSelect
          control={form.control}
          name="load_type_ids"
          label={t('truck_pages.load_types')}
          options={loadTypes}
        />
        <FormNumber control={form.control} name="weight" label={t('truck_pages.weight')} />
        <FormNumber control={form.control} name="volume" label={t('truck_pages.volume')} />
        <div className="hx-trucks-form-wide">
          <FormText
            control={form.control}
            name="extra.note"
            label={t('truck_pages.note')}
            maxLength={1000}
            empty="null"
          />
        </div>
        <fieldset className="hx-trucks-form-wide hx-trucks-contacts">
          <legend>{t('truck_pages.contacts')}</legend>
          {contacts.fields.map((contact, i) => (
            <div key={contact.id} className="hx-trucks-contact" data-contact={i}>
              <FormText
                control={form.control}
                name={`contacts.${i}.name`}
                label={t('truck_pages.contact_name')}
                maxLength={200}
                required
              />
              <FormPhone control={form.control} name={`contacts.${i}.phones`} label={t('truck_pages.contact_phone')} />
              <FormText
                control={form.control}
                name={`contacts.${i}.email`}
                label={t('truck_pages.contact_email')}
                type="email"
                empty="null"
              />
              <Button
                size="small"
                variant="ghost"
                onClick={() => contacts.remove(i)}
                aria-label={`${t('truck_pages.contact_remove')}: ${t('truck_pages.contact_number', { number: i + 1 })}`}
              >
                {t('truck_pages.contact_remove')}
              </Button>
            </div>
          ))}
          {contacts.fields.length < 10 && (
            <Button size="small" onClick={() => contacts.append({ name: '', phones: [], email: null })}>
              {t('truck_pages.contact_add')}
            </Button>
          )}
        </fieldset>
      </form>
    </FormDialog>
  )
}
