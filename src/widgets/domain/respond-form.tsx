/**
 * A carrier's response to an available cargo (POST cargos/{id}/response/add): a price in roubles (kopecks on the
 * wire), the cargo's own price to start with, the truck to offer (preselected with `transportId`), and optionally a
 * comment; a success toast when it is made. Shared by
 * the cargo search's details dialog and the host's cargo page. Part: `respond`.
 *
 * The form's state is the kit's form-state (../ui/form-state.ts): the values are checked with the contract's
 * `ResponseForm` (loaded with the form's first focus: ./respond-rules.ts) and the rule that a carrier with trucks
 * names one; the server's 422 errors of the price and the comment land under their fields.
 *
 * Domain code, so not in the generic kit: it brings the responses and fleet contracts, which the other widgets'
 * bundles do not need.
 */
import { useEffect, useMemo, useRef } from 'react'
import { isApiError } from '../../core/api'
import { addResponse, type CargoResponse, changeResponse } from '../../core/contract/responses'
import { listTransports } from '../../core/contract/transport'
import { priceRule } from '../../core/contract/validators'
import {
  Button,
  loadOnce,
  markFailureShown,
  NumberInput,
  Select,
  type SelectOption,
  TextInput,
  useApi,
  useEndpoint,
  useLang,
  useStyles,
  useT,
  useToast,
} from '../ui'
import { Controller, type Resolver, useForm } from '../ui/form-state'
import domainCss from './domain.css?inline'
import type { DomainTextKey } from './texts'

/** The contract's `ResponseForm` and its check, loaded with the first focus in the form or its first check. */
const loadRespondRules = loadOnce(() => import('./respond-rules'))
const loadRulesOnFocus = (form: HTMLFormElement | null) =>
  form?.addEventListener('focusin', () => void loadRespondRules(), { once: true })

/** The form as it is filled in: the price in roubles (`null` when empty, `NaN` when not a number). */
interface RespondValues {
  price: number | null
  transport_id: number | null
  comment: string
}

/** What a valid form gives: the price in kopecks, the truck, the comment trimmed (an empty one null). */
interface Offer {
  price: number
  transport_id: number | null
  comment: string | null
}

/** The caller's trucks to offer (spec 9: truck lookups ask for 9999); null while loading or when unreadable. */
function useOwnTrucks(): SelectOption<number>[] | null {
  const trucks = useEndpoint(
    listTransports,
    { query: { limit: 9999 } },
    {
      select: (answer) =>
        answer.data.map((truck) => ({
          value: truck.id,
          label: [truck.number, truck.trailer?.number].filter(Boolean).join(' + '),
        })),
    },
  )
  // the response can be made without naming a truck: while loading, or when the lookup fails, no choice is shown
  return trucks.state === 'ready' ? trucks.data : null
}

export interface RespondFormProps {
  cargoId: number
  /** The cargo's price, minor units: the offer to start with. */
  price: number | null
  /** A comment field after the price. */
  withComment?: boolean
  /** The truck to offer, preselected (e.g. one of the relevant trucks the carrier chose); the user may change it. */
  transportId?: number | null
  className?: string
  /** Changing a response still undecided (its current offer): the form saves through `cargos/{id}/status`. */
  existing?: { price: number; transportId: number | null; comment: string | null } | undefined
  /** Leaves the change without saving. */
  onCancel?: (() => void) | undefined
  /** The response made. */
  onDone: (response: CargoResponse) => void
  /** A failure the fields do not explain (by default the kit's error toast). */
  onFailure?: (error: unknown) => void
}

export function RespondForm({
  cargoId,
  price,
  withComment,
  transportId = null,
  className,
  existing,
  onCancel,
  onDone,
  onFailure,
}: RespondFormProps) {
  const t = useT<DomainTextKey>()
  // its CSS comes with it (the widgets that show it load it later than their first view)
  const styles = useStyles(domainCss)
  const lang = useLang()
  const api = useApi()
  const toast = useToast()
  const start = existing ? existing.price : price
  const trucks = useOwnTrucks()
  // the resolver is made once: it reads the language and the trucks as they are when it runs
  const now = useRef({ lang, t, trucks })
  now.current = { lang, t, trucks }
  const resolver = useMemo<Resolver<RespondValues, Offer>>(
    () => async (values) => {
      const { ResponseForm, checkWith } = await loadRespondRules()
      // the price shown is the price sent: a typed "-5" or "12e3" is refused with its rule, never replaced
      const checked = checkWith(ResponseForm, values, now.current.lang)
      // the security service checks the truck offered: with trucks in the fleet, one is chosen
      const fleet = now.current.trucks
      if (fleet && fleet.length > 0 && values.transport_id === null)
        return { errors: { ...checked.errors, transport_id: now.current.t('responses.offer_truck_needed') } }
      return checked
    },
    [],
  )
  const form = useForm<RespondValues, Offer>({
    defaultValues: {
      price: start === null ? null : start / 100,
      transport_id: existing ? existing.transportId : transportId,
      comment: existing?.comment ?? '',
    },
    resolver,
  })
  const changing = existing !== undefined
  // a truck chosen outside the form (the relevant trucks) replaces the one picked here
  useEffect(() => {
    if (!changing) form.setValue('transport_id', transportId)
  }, [transportId, changing, form])
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (offer) => {
    const comment = withComment ? offer.comment : null
    const body = {
      price: offer.price,
      ...(offer.transport_id !== null ? { transport_id: offer.transport_id } : {}),
      ...(comment ? { comment } : {}),
    }
    try {
      const answer = await (existing
        ? api.call(changeResponse, {
            params: { id: cargoId },
            body: { ...body, status: 'new', transport_id: offer.transport_id, comment },
          })
        : api.call(addResponse, { params: { id: cargoId, status: 'response' }, body }))
      toast.show(t(existing ? 'responses.offer_changed' : 'responses.sent'), { kind: 'success' })
      onDone(answer.data)
    } catch (failure) {
      const fields = isApiError(failure)
        ? { price: failure.fieldError('price'), comment: failure.fieldError('comment') }
        : {}
      if (fields.price || fields.comment) {
        // under its fields, not toasted as well
        markFailureShown(failure)
        if (fields.price) form.setError('price', fields.price)
        if (fields.comment) form.setError('comment', fields.comment)
      } else if (onFailure) onFailure(failure)
      else toast.error(failure)
    }
  })

  return (
    <form
      className={className ? `fx-respond ${className}` : 'fx-respond'}
      part="respond"
      noValidate
      onSubmit={(event) => void submit(event)}
      ref={loadRulesOnFocus}
    >
      <Controller
        control={form.control}
        name="price"
        render={({ field }) => (
          <NumberInput
            label={t('responses.price_label')}
            value={field.value}
            onChange={field.onChange}
            greaterThan={priceRule.greaterThan}
            max={priceRule.max}
            error={errors.price ?? null}
            name="price"
          />
        )}
      />
      {trucks === null ? null : trucks.length > 0 ? (
        <Controller
          control={form.control}
          name="transport_id"
          render={({ field }) => (
            <Select
              label={t('responses.truck_label')}
              options={trucks}
              value={field.value}
              onChange={field.onChange}
              placeholder={t('responses.truck_none')}
              required
              error={errors.transport_id ?? null}
            />
          )}
        />
      ) : (
        <p className="fx-hint" data-hint="no-trucks">
          {t('responses.offer_no_trucks')}
        </p>
      )}
      {withComment && (
        <Controller
          control={form.control}
          name="comment"
          render={({ field }) => (
            <TextInput
              label={t('responses.comment_label')}
              value={field.value}
              onChange={field.onChange}
              error={errors.comment ?? null}
              name="comment"
              maxLength={1000}
            />
          )}
        />
      )}
      <Button type="submit" variant="primary" size="small" loading={isSubmitting} data-action="respond">
        {t(existing ? 'responses.offer_save' : 'responses.respond')}
      </Button>
      {onCancel && (
        <Button size="small" onClick={onCancel} data-action="cancel-change">
          {t('responses.offer_keep')}
        </Button>
      )}
      {styles}
    </form>
  )
}
