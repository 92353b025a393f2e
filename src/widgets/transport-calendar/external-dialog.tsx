/**
 * An external carrier's truck on the calendar: the carrier company is found in the exchange's database by INN
 * (`GET companies?filter[inn]`), then its truck is placed on the caller's calendar
 * (`POST v2/external-transports/calendar/:id/add-transport`). Such rows are marked as external on the grid.
 */

import { type FormEvent, useState } from 'react'
import { isApiError } from '../../core/api'
import { findCompanies } from '../../core/contract/companies'
import type { PublicCompany } from '../../core/contract/entities'
import { numberProblem } from '../../core/contract/messages'
import { addExternalTransport, type CalendarRow } from '../../core/contract/transport'
import { Button, Dialog, InDialog, NumberInput, TextInput, useApi, useCore, useSignal, useT, useToast } from '../ui'
import { useDialogStyles } from './dialog-pieces'
import type { CalendarDialogTextKey } from './dialog-texts'

const carrierTypes = new Set(['carrier', 'external_carrier', 'expeditor'])

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
  const [number, setNumber] = useState('')
  const [capacity, setCapacity] = useState<number | null>(null)
  const [volume, setVolume] = useState<number | null>(null)
  const [errors, setErrors] = useState<Record<string, string | undefined>>({})
  const [saving, setSaving] = useState(false)

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

  const add = async (event: FormEvent) => {
    event.preventDefault()
    if (!company) return
    // a number that breaks its rule is flagged by its field; nothing else is sent in its place
    if (numberProblem(capacity, { min: 0 }) !== null || numberProblem(volume, { min: 0 }) !== null) return
    setErrors({})
    setSaving(true)
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
        setErrors({
          number: failure.fieldError('number'),
          capacity: failure.fieldError('capacity'),
          volume: failure.fieldError('volume'),
          form:
            failure.fieldError('number') || failure.fieldError('capacity') || failure.fieldError('volume')
              ? undefined
              : failure.message,
        })
      } else toast.error(failure)
    } finally {
      setSaving(false)
    }
  }

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
        <form className="tc-form" onSubmit={(event) => void add(event)} noValidate>
          <dl className="tc-facts">
            <dt>{t('calendar.external_found')}</dt>
            <dd className="tc-external-company">{company.name}</dd>
          </dl>
          <TextInput
            label={t('calendar.external_number')}
            value={number}
            maxLength={20}
            required
            onChange={setNumber}
            error={errors.number}
          />
          <div className="tc-form-pair">
            <NumberInput
              label={t('calendar.external_capacity')}
              unit={t('calendar.tonnes', { value: '' }).trim()}
              value={capacity}
              min={0}
              onChange={setCapacity}
              error={errors.capacity}
            />
            <NumberInput
              label={t('calendar.external_volume')}
              unit={t('calendar.cubic', { value: '' }).trim()}
              value={volume}
              min={0}
              onChange={setVolume}
              error={errors.volume}
            />
          </div>
          {errors.form && (
            <p className="fx-error-text" role="alert">
              {errors.form}
            </p>
          )}
          <div className="tc-form-actions">
            <Button onClick={onCancel}>{t('common.cancel')}</Button>
            <Button type="submit" variant="primary" loading={saving} disabled={!number.trim()}>
              {t('calendar.external_add')}
            </Button>
          </div>
        </form>
      )}
    </div>
  )
}
