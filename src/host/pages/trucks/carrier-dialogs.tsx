/**
 * Keeping the external carriers' database on the truck pages: a carrier added by INN with its name and contacts
 * (`POST external-carrier/companies`) or changed (`PUT …/companies/:id`), and the caller's carriers found by name.
 * Their trucks' form is ./external-truck-dialog.tsx. The forms are checked by the contract's own schemas, with its
 * messages in the interface language; the server's field errors (a taken INN) go under the fields they name.
 */
import { useState } from 'react'
import type { Control, FieldValues, Path } from 'react-hook-form'
import {
  type CarrierCompany,
  createExternalCompany,
  listExternalCompanies,
  updateExternalCompany,
} from '../../../core/contract/external-carriers'
import type { TruckSearchTextKey } from '../../../widgets/truck-search/texts'
import {
  Button,
  Dialog,
  EmptyState,
  Skeleton,
  TextInput,
  useApi,
  useEndpoint,
  useT,
  useToast,
} from '../../../widgets/ui'
import { FormText } from '../../forms/fields'
import { FormDialog } from '../../forms/form-dialog'
import { applyServerErrors, bodySchema, useZodForm } from '../../forms/use-zod-form'
import { RouteLink } from '../../navigation'
import type { HostTextKey } from '../../texts/keys'

const carrierForm = bodySchema(createExternalCompany)
const carrierChangeForm = bodySchema(updateExternalCompany)

/** Adds a carrier (`carrier` null) or changes one; `onSaved` gets the carrier as the server answered it. */
export function CarrierDialog({
  carrier,
  onClose,
  onSaved,
}: {
  carrier: CarrierCompany | null
  onClose: () => void
  onSaved: (carrier: CarrierCompany) => void
}) {
  return carrier ? (
    <CarrierChange carrier={carrier} onClose={onClose} onSaved={onSaved} />
  ) : (
    <CarrierNew onClose={onClose} onSaved={onSaved} />
  )
}

function CarrierNew({ onClose, onSaved }: { onClose: () => void; onSaved: (carrier: CarrierCompany) => void }) {
  const t = useT<HostTextKey>()
  const api = useApi()
  const toast = useToast()
  const form = useZodForm(carrierForm, { defaultValues: { inn: '', name: '', phone: null, email: null } })
  const submit = form.handleSubmit(async (body) => {
    try {
      const answer = await api.call(createExternalCompany, { body })
      toast.show(t('truck_pages.carrier_added'), { kind: 'success' })
      onSaved(answer.data)
    } catch (error) {
      applyServerErrors(form, error, toast, { fields: ['inn', 'name', 'phone', 'email'] })
    }
  })
  const formId = 'fx-carrier-form'
  return (
    <FormDialog
      formId={formId}
      title={t('truck_pages.carrier_add')}
      onClose={onClose}
      busy={form.formState.isSubmitting}
    >
      <form id={formId} className="hx-trucks-form" noValidate onSubmit={submit} data-form="carrier">
        <FormText
          control={form.control}
          name="inn"
          label={t('truck_pages.inn')}
          hint={t('truck_pages.inn_hint')}
          inputMode="numeric"
          maxLength={12}
          required
        />
        <CarrierFields control={form.control} />
      </form>
    </FormDialog>
  )
}

function CarrierChange({
  carrier,
  onClose,
  onSaved,
}: {
  carrier: CarrierCompany
  onClose: () => void
  onSaved: (carrier: CarrierCompany) => void
}) {
  const t = useT<HostTextKey>()
  const api = useApi()
  const toast = useToast()
  const form = useZodForm(carrierChangeForm, {
    defaultValues: { name: carrier.name, phone: carrier.phone, email: carrier.email },
  })
  const submit = form.handleSubmit(async (body) => {
    try {
      const answer = await api.call(updateExternalCompany, { params: { id: carrier.id }, body })
      toast.show(t('truck_pages.carrier_saved'), { kind: 'success' })
      onSaved(answer.data)
    } catch (error) {
      applyServerErrors(form, error, toast, { fields: ['name', 'phone', 'email'] })
    }
  })
  const formId = 'fx-carrier-form'
  return (
    <FormDialog
      formId={formId}
      title={t('truck_pages.carrier_edit')}
      onClose={onClose}
      busy={form.formState.isSubmitting}
    >
      <form id={formId} className="hx-trucks-form" noValidate onSubmit={submit} data-form="carrier">
        <p className="fx-hint">
          {t('truck_pages.inn')}: {carrier.inn}
        </p>
        <CarrierFields control={form.control} />
      </form>
    </FormDialog>
  )
}

interface CarrierValues extends FieldValues {
  name: string
  phone?: string | null
  email?: string | null
}

function CarrierFields<T extends CarrierValues>({ control }: { control: Control<T, unknown, unknown> }) {
  const t = useT<HostTextKey>()
  return (
    <>
      <FormText
        control={control}
        name={'name' as Path<T>}
        label={t('truck_pages.name')}
        hint={t('truck_pages.name_hint')}
        maxLength={300}
        required
      />
      <FormText
        control={control}
        name={'phone' as Path<T>}
        label={t('truck_pages.phone')}
        type="tel"
        autoComplete="off"
        empty="null"
      />
      <FormText
        control={control}
        name={'email' as Path<T>}
        label={t('truck_pages.email')}
        type="email"
        autoComplete="off"
        empty="null"
      />
    </>
  )
}

/** The caller's database of external carriers: found by name, each a link to its page. */
export function MyCarriersDialog({ onClose, onAdd }: { onClose: () => void; onAdd: () => void }) {
  const t = useT<HostTextKey | TruckSearchTextKey>()
  const [query, setQuery] = useState('')
  const list = useEndpoint(
    listExternalCompanies,
    { query: { limit: 200, ...(query.trim() ? { query: query.trim() } : {}) } },
    { select: (answer) => answer.data },
  )
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('truck_pages.my_carriers')}
      footer={
        <Button variant="primary" onClick={onAdd} data-action="add-carrier">
          {t('truck_pages.carrier_add')}
        </Button>
      }
    >
      <p className="fx-hint">{t('truck_pages.my_carriers_hint')}</p>
      <TextInput label={t('truck_pages.search_carriers')} type="search" value={query} onChange={setQuery} />
      {list.state !== 'ready' ? (
        <Skeleton lines={4} />
      ) : list.data.length === 0 ? (
        <EmptyState title={t(query.trim() ? 'truck_pages.no_carriers_found' : 'truck_pages.no_carriers')} />
      ) : (
        <ul className="hx-my-carriers">
          {list.data.map((carrier) => (
            <li key={carrier.id}>
              <RouteLink to="trucks-carrier" params={{ id: String(carrier.id) }} onClick={onClose}>
                {carrier.name}
              </RouteLink>
              <span className="fx-hint">
                {t('truck_pages.inn')} {carrier.inn} ·{' '}
                {t('truck_search.trucks_count', { count: carrier.transport_count })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  )
}
