/**
 * An external carrier's truck on the calendar: the carrier company is found in the exchange's database by INN
 * (`GET companies?filter[inn]`), then its truck is placed on the caller's calendar
 * (`POST v2/external-transports/calendar/:id/add-transport`). Such rows are marked as external on the grid.
 *
 * The truck's form is a form-state form (../ui/form-state.ts) checked with the contract's `ExternalTruckForm`, the
 * body's own rules (loaded with the form's first focus: ./external-rules.ts); the server's 422 errors land under
 * their fields, a refusal of no field under the form.
 */

import { type FormEvent, useMemo, useRef, useState } from 'react'
import { isApiError } from '../../core/api'
import { findCompanies } from '../../core/contract/companies'
import type { PublicCompany } from '../../core/contract/entities'
import { addExternalTransport, type CalendarRow } from '../../core/contract/transport'
import {
  Button,
  Dialog,
  InDialog,
  loadOnce,
  NumberInput,
  TextInput,
  useApi,
  useCore,
  useLang,
  useSignal,
  useT,
  useToast,
} from '../ui'
import { Controller, type Resolver, useForm, useWatch } from '../ui/form-state'
import { useDialogStyles } from './dialog-pieces'
import type { CalendarDialogTextKey } from './dialog-texts'

const carrierTypes = new Set(['carrier', 'external_carrier', 'expeditor'])

/** The contract's `ExternalTruckForm` and its check, loaded with the first focus in the truck's form or its check. */
const loadTruckRules = loadOnce(() => import('./external-rules'))
const loadRulesOnFocus = (form: HTMLFormElement | null) =>
  form?.addEventListener('focusin', () => void loadTruckRules(), { once: true })

/** The truck as typed: numbers `null` when empty. */
interface TruckValues {
  number: string
  capacity: number | null
  volume: number | null
}

/** The form's errors: its fields', and `form` for a refusal that names none of them. */
type TruckErrors = Partial<Record<keyof TruckValues | 'form', string>>

export function ExternalTruckDialog({
  open,
  onClose,
  onAdded,
}: {
  open: boolean
  onClose: () => void
  onAdded: (row: CalendarRow) => void
}) {
  const t = useT<CalendarDialogTextKey>()
  const styles = useDialogStyles()
  return (
    <Dialog open={open} onClose={onClose} title={t('calendar.external_title')}>
      {styles}
      <InDialog>{open && <ExternalTruckForm onCancel={onClose} onAdded={onAdded} />}</InDialog>
    </Dialog>
  )
}

function ExternalTruckForm({ onCancel, onAdded }: { onCancel: () => void; onAdded: (row: CalendarRow) => void }) {
  const t = useT<CalendarDialogTextKey>()
  const api = useApi()
  const core = useCore()
  const toast = useToast()
  const user = useSignal(core.session.user)
  const [inn, setInn] = useState('')
  const [innError, setInnError] = useState<string | null>(null)
  const [finding, setFinding] = useState(false)
  const [company, setCompany] = useState<PublicCompany | null>(null)
  const lang = useLang()
  const langRef = useRef(lang)
  langRef.current = lang
  // checked with the body's rules, sent as typed: the server stores the plate normalised
  const resolver = useMemo<Resolver<TruckValues, TruckValues>>(
    () => async (values) => {
      const { ExternalTruckForm, checkWith } = await loadTruckRules()
      return { values, errors: checkWith(ExternalTruckForm, values, langRef.current).errors }
    },
    [],
  )
  const form = useForm<TruckValues>({ defaultValues: { number: '', capacity: null, volume: null }, resolver })
  const errors: TruckErrors = form.formState.errors
  const number = useWatch({ control: form.control, name: 'number' })

  const find = async (event: FormEvent) => {
    event.preventDefault()
    setCompany(null)
    setInnError(null)
    if (!/^\d{10}(\d{2})?$/.test(inn.trim())) {
      setInnError(t('calendar.external_inn_invalid'))
      return
    }
    setFinding(true)
    try {
      const found = (await api.call(findCompanies, { query: { filter: { inn: inn.trim() } } })).data[0]
      if (!found) setInnError(t('calendar.external_not_found'))
      else if (found.id === user?.company?.id) setInnError(t('calendar.external_own'))
      else if (!carrierTypes.has(found.type)) setInnError(t('calendar.external_not_carrier', { name: found.name }))
      else setCompany(found)
    } catch (failure) {
      if (isApiError(failure) && failure.status === 422) setInnError(failure.message)
      else toast.error(failure)
    } finally {
      setFinding(false)
    }
  }

  const add = form.handleSubmit(async ({ number, capacity, volume }) => {
    if (!company) return
    try {
      const row = (
        await api.call(addExternalTransport, {
          params: { id: company.id },
          body: { number: number.trim(), capacity, volume },
        })
      ).data
      toast.show(t('calendar.external_added', { number: row.transport.number, company: company.name }))
      onAdded(row)
    } catch (failure) {
      if (isApiError(failure) && (failure.status === 422 || failure.status === 409)) {
        const fields = (['number', 'capacity', 'volume'] as const).flatMap((name) => {
          const message = failure.fieldError(name)
          return message ? [[name, message] as const] : []
        })
        for (const [name, message] of fields) form.setError(name, message)
        if (fields.length === 0) form.setError('form', failure.message)
      } else toast.error(failure)
    }
  })

  return (
    <div className="tc-details tc-external-form">
      <p className="fx-hint">{t('calendar.external_intro')}</p>
      <form className="tc-inline-form" onSubmit={(event) => void find(event)} noValidate>
        <TextInput
          label={t('calendar.external_inn')}
          value={inn}
          inputMode="numeric"
          maxLength={12}
          onChange={(value) => {
            setInn(value)
            setInnError(null)
          }}
          error={innError ?? undefined}
        />
        <Button type="submit" loading={finding}>
          {t('calendar.external_find')}
        </Button>
      </form>
      {company && (
        <form className="tc-form" onSubmit={(event) => void add(event)} noValidate ref={loadRulesOnFocus}>
          <dl className="tc-facts">
            <dt>{t('calendar.external_found')}</dt>
            <dd className="tc-external-company">{company.name}</dd>
          </dl>
          <Controller
            control={form.control}
            name="number"
            render={({ field }) => (
              <TextInput
                label={t('calendar.external_number')}
                value={field.value}
                maxLength={20}
                required
                onChange={field.onChange}
                error={errors.number}
              />
            )}
          />
          <div className="tc-form-pair">
            <Controller
              control={form.control}
              name="capacity"
              render={({ field }) => (
                <NumberInput
                  label={t('calendar.external_capacity')}
                  unit={t('calendar.tonnes', { value: '' }).trim()}
                  value={field.value}
                  min={0}
                  onChange={field.onChange}
                  error={errors.capacity}
                />
              )}
            />
            <Controller
              control={form.control}
              name="volume"
              render={({ field }) => (
                <NumberInput
                  label={t('calendar.external_volume')}
                  unit={t('calendar.cubic', { value: '' }).trim()}
                  value={field.value}
                  min={0}
                  onChange={field.onChange}
                  error={errors.volume}
                />
              )}
            />
          </div>
          {errors.form && (
            <p className="fx-error-text" role="alert">
              {errors.form}
            </p>
          )}
          <div className="tc-form-actions">
            <Button onClick={onCancel}>{t('common.cancel')}</Button>
            <Button type="submit" variant="primary" loading={form.formState.isSubmitting} disabled={!number.trim()}>
              {t('calendar.external_add')}
            </Button>
          </div>
        </form>
      )}
    </div>
  )
}
