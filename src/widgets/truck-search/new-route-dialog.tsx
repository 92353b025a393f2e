/**
 * The new-route dialog (spec 4: it toggles open and closed): a planned trip of an external carrier's truck from a
 * city on a day to a place. What truck search finds for a date. The truck's regular route fills the places in.
 */
import { useState } from 'react'
import { isoDay } from '../../core/contract/days'
import { createPlannedRoute, type PlannedRoute } from '../../core/contract/external-carriers'
import type { Place } from '../../core/contract/reference'
import { Button, DateInput, Dialog, PointPicker, useApi, useT, useToast } from '../ui'
import type { TruckSearchTextKey } from './texts'

export interface NewRouteDialogProps {
  open: boolean
  onClose: () => void
  /** The external truck (`external_transports.id`). */
  transportId: number
  /** The truck's regular route, to start from. */
  start?: Place | null
  finish?: Place | null
  onCreated: (route: PlannedRoute) => void
}

/** Parts: those of the dialog; the form is `.ts-new-route`. */
export function NewRouteDialog({ open, onClose, transportId, start, finish, onCreated }: NewRouteDialogProps) {
  const t = useT<TruckSearchTextKey>()
  const api = useApi()
  const toast = useToast()
  const today = isoDay(new Date())
  const [from, setFrom] = useState<Place | null>(start ?? null)
  const [to, setTo] = useState<Place | null>(finish ?? null)
  const [day, setDay] = useState(today)
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)
  const missing = (value: unknown) => (tried && !value ? t('truck_search.required') : undefined)
  const submit = async () => {
    setTried(true)
    if (!from || !to || !day) return
    setBusy(true)
    try {
      const answer = await api.call(createPlannedRoute, {
        body: { transport_id: transportId, start_city_id: from.id, finish_point_id: to.id, start_date: day },
      })
      toast.show(t('truck_search.route_added'), { kind: 'success' })
      onCreated(answer.data)
      setTried(false)
      onClose()
    } catch (error) {
      toast.error(error)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('truck_search.new_route')}
      size="small"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('truck_search.cancel')}
          </Button>
          <Button variant="primary" onClick={submit} loading={busy}>
            {t('truck_search.add_route')}
          </Button>
        </>
      }
    >
      <form
        className="ts-new-route"
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <PointPicker
          label={t('truck_search.route_from')}
          value={from}
          onChange={setFrom}
          required
          error={missing(from)}
        />
        <PointPicker label={t('truck_search.route_to')} value={to} onChange={setTo} required error={missing(to)} />
        <DateInput
          label={t('truck_search.route_day')}
          value={day}
          onChange={setDay}
          min={today}
          required
          error={missing(day)}
        />
      </form>
    </Dialog>
  )
}
