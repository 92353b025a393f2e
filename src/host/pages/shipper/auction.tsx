/**
 * The shipper's auction on a cargo card: its state (running until / ended, the best bid, how many bids, the terms)
 * and the dialog that starts one (`POST shipper/cargos/:id/auction`): start price and step in roubles (sent in
 * kopecks), the end as a local date and time (sent as ISO 8601 with the offset). The server's 422 field messages
 * are shown under their fields.
 */

import { useEffect, useState } from 'react'
import { isApiError } from '../../../core/api'
import { numberProblem } from '../../../core/contract/messages'
import { AUCTION_MAX_DAYS, type AuctionSummary, startAuction } from '../../../core/contract/responses'
import type { ShipperCargo } from '../../../core/contract/shipper'
import { priceRule } from '../../../core/contract/validators'
import {
  Button,
  DateInput,
  Dialog,
  type Formatters,
  NumberInput,
  parseTime,
  TimeInput,
  type Translate,
  useApi,
  useT,
  useToast,
} from '../../../widgets/ui'
import { toastFailure } from '../../forms/errors'
import type { HostTextKey } from '../../texts/keys'

/** The day (`YYYY-MM-DD`) and the time (`HH:MM`) of a moment in local time, as the auction's end fields show it. */
export function localDayAndTime(date: Date): { day: string; time: string } {
  const pad = (n: number) => String(n).padStart(2, '0')
  return {
    day: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
    time: `${pad(date.getHours())}:${pad(date.getMinutes())}`,
  }
}

/** The auction's state on a card: a running one until its end, or the end, with the best bid and the count. */
export function AuctionState({
  auction,
  t,
  format,
}: {
  auction: AuctionSummary
  t: Translate<HostTextKey>
  format: Formatters
}) {
  const running = auction.status === 'running'
  const date = format.dateTime(auction.ends_at)
  return (
    <div className="sp-auction" data-auction={auction.status}>
      <span className="sp-auction-title">
        <span className="hx-badge" data-kind={running ? 'live' : undefined}>
          {t('shipper_cargos.auction')}
        </span>{' '}
        <time dateTime={auction.ends_at}>
          {t(running ? 'shipper_cargos.auction_running' : 'shipper_cargos.auction_finished', { date })}
        </time>
      </span>
      <span data-field="best">
        {auction.best_price === null
          ? t('shipper_cargos.auction_no_bids')
          : t('shipper_cargos.auction_best', { price: format.money(auction.best_price, auction.currency) })}
        {auction.bids_count > 0 && ` · ${t('shipper_cargos.auction_bids', { count: auction.bids_count })}`}
      </span>
      <span className="hx-muted">
        {t('shipper_cargos.auction_terms', {
          price: format.money(auction.start_price, auction.currency),
          step: format.money(auction.min_step, auction.currency),
        })}
      </span>
    </div>
  )
}

/** Whether the shipper may start an auction on the cargo now (the server decides in the end). */
export const canStartAuction = (cargo: ShipperCargo) =>
  cargo.stage === 'available' && cargo.auction?.status !== 'running' && !cargo.taken

export interface AuctionDialogProps {
  cargo: ShipperCargo | null
  onClose: () => void
  onStarted: (cargo: ShipperCargo) => void
}

export function AuctionDialog({ cargo, onClose, onStarted }: AuctionDialogProps) {
  const t = useT<HostTextKey>()
  const api = useApi()
  const toast = useToast()
  const [start, setStart] = useState<number | null>(null)
  const [step, setStep] = useState<number | null>(null)
  const [endDay, setEndDay] = useState('')
  const [endTime, setEndTime] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>(null)

  useEffect(() => {
    if (!cargo) return
    const price = cargo.price === null ? null : Math.round(cargo.price / 100)
    setStart(price)
    setStep(price === null ? null : Math.max(100, Math.round(price / 100 / 100) * 100))
    const end = localDayAndTime(new Date(Date.now() + 24 * 3_600_000))
    setEndDay(end.day)
    setEndTime(end.time)
    setError(null)
  }, [cargo])

  const fieldError = (field: string) => (isApiError(error) ? (error.fieldError(field) ?? undefined) : undefined)
  const now = new Date()
  // the end as typed, read as local time; null until both fields hold a day and a time
  const ends = endDay && parseTime(endTime) === endTime ? new Date(`${endDay}T${endTime}`) : null
  // the shown values are the sent ones: a field that breaks its rule (its message is shown) keeps the form closed
  const startRule = { min: 1, max: priceRule.max, integer: true, required: true }
  const ready =
    start !== null &&
    step !== null &&
    numberProblem(start, startRule) === null &&
    numberProblem(step, startRule) === null &&
    ends !== null

  const submit = async () => {
    if (!cargo || !ready || !ends) return
    setBusy(true)
    setError(null)
    try {
      await api.call(startAuction, {
        params: { id: cargo.id },
        body: {
          start_price: Math.round(start * 100),
          min_step: Math.round(step * 100),
          ends_at: ends.toISOString(),
        },
      })
      toast.show(t('shipper_cargos.auction_started', { id: cargo.id }), { kind: 'success' })
      onStarted(cargo)
    } catch (failure) {
      setError(failure)
      if (!(isApiError(failure) && failure.status === 422)) toastFailure(toast, failure)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open={cargo !== null}
      onClose={onClose}
      size="small"
      title={cargo ? t('shipper_cargos.auction_title', { id: cargo.id }) : ''}
      footer={
        <>
          <Button
            variant="primary"
            loading={busy}
            disabled={!ready}
            onClick={() => void submit()}
            data-action="start-auction"
          >
            {t('shipper_cargos.auction_confirm')}
          </Button>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
        </>
      }
    >
      <p className="hx-muted">{t('shipper_cargos.auction_hint')}</p>
      <div className="sp-auction-form">
        <NumberInput
          label={t('shipper_cargos.auction_start_price')}
          value={start}
          onChange={setStart}
          min={1}
          max={priceRule.max}
          integer
          unit="₽"
          required
          name="start_price"
          error={fieldError('start_price')}
        />
        <NumberInput
          label={t('shipper_cargos.auction_step')}
          value={step}
          onChange={setStep}
          min={1}
          max={priceRule.max}
          integer
          unit="₽"
          required
          name="min_step"
          hint={fieldError('min_step') ? undefined : t('shipper_cargos.auction_step_hint')}
          error={fieldError('min_step')}
        />
        <fieldset className="sp-auction-ends">
          <legend className="fx-label">{t('shipper_cargos.auction_ends')}</legend>
          <DateInput
            label={t('shipper_cargos.auction_ends_day')}
            value={endDay}
            onChange={setEndDay}
            min={localDayAndTime(now).day}
            max={localDayAndTime(new Date(now.getTime() + AUCTION_MAX_DAYS * 86_400_000)).day}
            required
          />
          <TimeInput
            label={t('shipper_cargos.auction_ends_time')}
            name="ends_time"
            value={endTime}
            onChange={setEndTime}
            required
            error={endTime && parseTime(endTime) !== endTime ? t('shipper_cargos.auction_time_rule') : undefined}
          />
          <p
            className={fieldError('ends_at') ? 'fx-error-text' : 'fx-hint'}
            role={fieldError('ends_at') ? 'alert' : undefined}
          >
            {fieldError('ends_at') ?? t('shipper_cargos.auction_ends_hint')}
          </p>
        </fieldset>
      </div>
    </Dialog>
  )
}
