/**
 * The new-route dialog (spec 4: it toggles open and closed): a planned trip of an external carrier's truck from a
 * city on a day to a place. What truck search finds for a date. The truck's regular route fills the places in.
 *
 * A form-state form (../ui/form-state.ts) checked with the contract's `PlannedRouteForm` (loaded with the form's
 * first focus: ./new-route-rules.ts); a field left empty reads the search's own "fill this in".
 */
import { useMemo, useRef } from 'react'
import { isoDay } from '../../core/contract/days'
import { createPlannedRoute, type PlannedRoute } from '../../core/contract/external-carriers'
import type { Place } from '../../core/contract/reference'
import { Button, DateInput, Dialog, loadOnce, PointPicker, useApi, useLang, useT, useToast } from '../ui'
import { Controller, type Resolver, useForm } from '../ui/form-state'
import type { TruckSearchTextKey } from './texts'

/** The contract's `PlannedRouteForm` and its check, loaded with the first focus in the form or its first check. */
const loadRouteRules = loadOnce(() => import('./new-route-rules'))
const loadRulesOnFocus = (form: HTMLFormElement | null) =>
  form?.addEventListener('focusin', () => void loadRouteRules(), { once: true })

/** The route as picked: the places, the day (`YYYY-MM-DD`). */
interface RouteValues {
  start_city: Place | null
  finish_point: Place | null
  start_date: string
}

/** What a valid form gives: `createPlannedRoute`'s body but the truck. */
interface RouteBody {
  start_city_id: number
  finish_point_id: number
  start_date: string
}

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
  const lang = useLang()
  const api = useApi()
  const toast = useToast()
  const today = isoDay(new Date())
  // the resolver is made once: it reads the language as it is when it runs
  const now = useRef({ lang, t })
  now.current = { lang, t }
  const resolver = useMemo<Resolver<RouteValues, RouteBody>>(
    () => async (values) => {
      const { PlannedRouteForm, checkWith } = await loadRouteRules()
      return checkWith(PlannedRouteForm, values, now.current.lang, now.current.t('truck_search.required'))
    },
    [],
  )
  const form = useForm<RouteValues, RouteBody>({
    defaultValues: { start_city: start ?? null, finish_point: finish ?? null, start_date: today },
    resolver,
  })
  const { errors, isSubmitting } = form.formState
  const submit = form.handleSubmit(async (route) => {
    try {
      const answer = await api.call(createPlannedRoute, { body: { transport_id: transportId, ...route } })
      toast.show(t('truck_search.route_added'), { kind: 'success' })
      onCreated(answer.data)
      // the next route starts from what this one was, before any check
      form.reset(form.values.peek())
      onClose()
    } catch (error) {
      toast.error(error)
    }
  })
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
          <Button variant="primary" onClick={() => void submit()} loading={isSubmitting}>
            {t('truck_search.add_route')}
          </Button>
        </>
      }
    >
      <form className="ts-new-route" onSubmit={(event) => void submit(event)} ref={loadRulesOnFocus}>
        <Controller
          control={form.control}
          name="start_city"
          render={({ field }) => (
            <PointPicker
              label={t('truck_search.route_from')}
              value={field.value}
              onChange={field.onChange}
              required
              error={errors.start_city}
            />
          )}
        />
        <Controller
          control={form.control}
          name="finish_point"
          render={({ field }) => (
            <PointPicker
              label={t('truck_search.route_to')}
              value={field.value}
              onChange={field.onChange}
              required
              error={errors.finish_point}
            />
          )}
        />
        <Controller
          control={form.control}
          name="start_date"
          render={({ field }) => (
            <DateInput
              label={t('truck_search.route_day')}
              value={field.value}
              onChange={field.onChange}
              min={today}
              required
              error={errors.start_date}
            />
          )}
        />
      </form>
    </Dialog>
  )
}
