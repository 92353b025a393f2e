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
import { listTransports } from '../../core/contract/fleet'
import { numberProblemMessage } from '../../core/contract/messages'
import { addResponse, type CargoResponse } from '../../core/contract/responses'
import { priceRule } from '../../core/contract/validators'
import {
  Button,
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

/** The caller's trucks to offer (spec 9: truck lookups ask for 9999); none when the list cannot be read. */
function useOwnTrucks(): SelectOption<number>[] {
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
  // the response can be made without naming a truck: a failed lookup only hides the choice
  return trucks.state === 'ready' ? trucks.data : []
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
  onDone,
  onFailure,
}: RespondFormProps) {
  const t = useT<DomainTextKey>()
  // its CSS comes with it (the widgets that show it load it later than their first view)
  const styles = useStyles(domainCss)
  const lang = useLang()
  const api = useApi()
  const toast = useToast()
  const [value, setValue] = useState<number | null>(price === null ? null : price / 100)
  const [comment, setComment] = useState('')
  const [truck, setTruck] = useState<number | null>(transportId)
  // a truck chosen outside the form (the relevant trucks) replaces the one picked here
  useEffect(() => setTruck(transportId), [transportId])
  const trucks = useOwnTrucks()
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<{ price?: string | undefined; comment?: string | undefined }>({})
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
        const text = comment.trim()
        setBusy(true)
        setErrors({})
        api
          .call(addResponse, {
            params: { id: cargoId, status: 'response' },
            body: {
              price: Math.round(value * 100),
              ...(truck !== null ? { transport_id: truck } : {}),
              ...(withComment && text ? { comment: text } : {}),
            },
          })
          .then(
            (answer) => {
              setBusy(false)
              toast.show(t('responses.sent'), { kind: 'success' })
              onDone(answer.data)
            },
            (failure: unknown) => {
              setBusy(false)
              const fields = isApiError(failure)
                ? { price: failure.fieldError('price'), comment: failure.fieldError('comment') }
                : {}
              if (fields.price || fields.comment) setErrors(fields)
              else if (onFailure) onFailure(failure)
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
      {trucks.length > 0 && (
        <Select
          label={t('responses.truck_label')}
          options={trucks}
          value={truck}
          onChange={setTruck}
          placeholder={t('responses.truck_none')}
        />
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
        {t('responses.respond')}
      </Button>
      {styles}
    </form>
  )
}
