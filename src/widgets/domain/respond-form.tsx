/**
 * A carrier's response to an available cargo (POST cargos/{id}/response/add): a price in roubles (kopecks on the
 * wire), the cargo's own price to start with, the truck to offer (preselected with `transportId`), and optionally a
 * comment; a success toast when it is made. Shared by
 * the cargo search's details dialog and the host's cargo page. Part: `respond`.
 *
 * Domain code, so not in the generic kit: it brings the responses and fleet contracts, which the other widgets'
 * bundles do not need.
 */
import { useEffect, useState } from 'react'
import { isApiError } from '../../core/api'
import { numberProblemMessage } from '../../core/contract/messages'
import { addResponse, type CargoResponse, changeResponse } from '../../core/contract/responses'
import { listTransports } from '../../core/contract/transport'
import { priceRule } from '../../core/contract/validators'
import {
  Button,
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
import domainCss from './domain.css?inline'
import type { DomainTextKey } from './texts'

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
  const [value, setValue] = useState<number | null>(start === null ? null : start / 100)
  const [comment, setComment] = useState(existing?.comment ?? '')
  const [truck, setTruck] = useState<number | null>(existing ? existing.transportId : transportId)
  // a truck chosen outside the form (the relevant trucks) replaces the one picked here
  useEffect(() => {
    if (!existing) setTruck(transportId)
  }, [transportId, existing])
  const trucks = useOwnTrucks()
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<{
    price?: string | undefined
    comment?: string | undefined
    truck?: string | undefined
  }>({})
  return (
    <form
      className={className ? `fx-respond ${className}` : 'fx-respond'}
      part="respond"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        // the price shown is the price sent: a typed "-5" or "12e3" is refused with its rule, never replaced
        const problem = numberProblemMessage(lang, value, priceRule)
        if (problem !== null || value === null) {
          setErrors({ price: problem ?? undefined })
          return
        }
        // the security service checks the truck offered: with trucks in the fleet, one is chosen
        if (trucks && trucks.length > 0 && truck === null) {
          setErrors({ truck: t('responses.offer_truck_needed') })
          return
        }
        const text = comment.trim()
        setBusy(true)
        setErrors({})
        const offer = {
          price: Math.round(value * 100),
          ...(truck !== null ? { transport_id: truck } : {}),
          ...(withComment && text ? { comment: text } : {}),
        }
        const call = existing
          ? api.call(changeResponse, {
              params: { id: cargoId },
              body: { ...offer, status: 'new', transport_id: truck, comment: withComment && text ? text : null },
            })
          : api.call(addResponse, { params: { id: cargoId, status: 'response' }, body: offer })
        call.then(
          (answer) => {
            setBusy(false)
            toast.show(t(existing ? 'responses.offer_changed' : 'responses.sent'), { kind: 'success' })
            onDone(answer.data)
          },
          (failure: unknown) => {
            setBusy(false)
            const fields = isApiError(failure)
              ? { price: failure.fieldError('price'), comment: failure.fieldError('comment') }
              : {}
            if (fields.price || fields.comment) {
              // under its fields, not toasted as well
              markFailureShown(failure)
              setErrors(fields)
            } else if (onFailure) onFailure(failure)
            else toast.error(failure)
          },
        )
      }}
    >
      <NumberInput
        label={t('responses.price_label')}
        value={value}
        onChange={setValue}
        greaterThan={priceRule.greaterThan}
        max={priceRule.max}
        error={errors.price ?? null}
        name="price"
      />
      {trucks === null ? null : trucks.length > 0 ? (
        <Select
          label={t('responses.truck_label')}
          options={trucks}
          value={truck}
          onChange={(next) => {
            setTruck(next)
            setErrors((current) => ({ ...current, truck: undefined }))
          }}
          placeholder={t('responses.truck_none')}
          required
          error={errors.truck ?? null}
        />
      ) : (
        <p className="fx-hint" data-hint="no-trucks">
          {t('responses.offer_no_trucks')}
        </p>
      )}
      {withComment && (
        <TextInput
          label={t('responses.comment_label')}
          value={comment}
          onChange={setComment}
          error={errors.comment ?? null}
          name="comment"
          maxLength={1000}
        />
      )}
      <Button type="submit" variant="primary" size="small" loading={busy} data-action="respond">
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
