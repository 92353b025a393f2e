/**
 * The shipper's auction on a cargo card: its state (running until / ended, the best bid, how many bids, the terms)
 * and the dialog that starts one (`POST shipper/cargos/:id/auction`): start price and step in roubles (sent in
 * kopecks), the end as a local date and time (sent as ISO 8601), checked by the contract's own form
 * (`StartAuctionForm`); the server's 422 field messages are shown under their fields.
 */

import type { z } from 'zod'
import { DAY_MS } from '../../../core/contract/days'
import { AUCTION_MAX_DAYS, type AuctionSummary, StartAuctionForm, startAuction } from '../../../core/contract/responses'
import type { ShipperCargo } from '../../../core/contract/shipper'
import { type Formatters, type Translate, useApi, useT, useToast } from '../../../widgets/ui'
import { FormDate, FormTime } from '../../forms/date-fields'
import { FormDialog } from '../../forms/form-dialog'
import { FormNumber } from '../../forms/number-fields'
import { applyServerErrors, useZodForm } from '../../forms/use-zod-form'
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
  cargo: ShipperCargo
  onClose: () => void
  onStarted: (cargo: ShipperCargo) => void
}

const auctionFields = ['start_price', 'min_step', 'ends_day', 'ends_time', 'ends_at']

/** The dialog's first values: the cargo's price as the start, a hundredth of it (whole hundreds) as the step, a day to run. */
function auctionDefaults(cargo: ShipperCargo): z.input<typeof StartAuctionForm> {
  const price = cargo.price === null ? null : Math.round(cargo.price / 100)
  const end = localDayAndTime(new Date(Date.now() + 24 * 3_600_000))
  return {
    start_price: price,
    min_step: price === null ? null : Math.max(100, Math.round(price / 100 / 100) * 100),
    ends_day: end.day,
    ends_time: end.time,
    // a cargo without a price starts with empty prices: the form's rule says they are required
  } as unknown as z.input<typeof StartAuctionForm>
}

export function AuctionDialog({ cargo, onClose, onStarted }: AuctionDialogProps) {
  const t = useT<HostTextKey>()
  const api = useApi()
  const toast = useToast()
  // messages while typing: a time that is no time is said at once
  const form = useZodForm(StartAuctionForm, { defaultValues: auctionDefaults(cargo), mode: 'onChange' })
  const submit = form.handleSubmit(async (body) => {
    try {
      await api.call(startAuction, { params: { id: cargo.id }, body })
      toast.show(t('shipper_cargos.auction_started', { id: cargo.id }), { kind: 'success' })
      onStarted(cargo)
    } catch (failure) {
      applyServerErrors(form, failure, toast, { fields: auctionFields })
    }
  })
  const now = new Date()
  // the end as a whole: the server's word on it (in the past, too far), else the rule as a hint
  const endsError = (form.formState.errors as Record<string, { message?: string } | undefined>).ends_at?.message
  return (
    <FormDialog
      formId="sp-auction"
      size="small"
      onClose={onClose}
      title={t('shipper_cargos.auction_title', { id: cargo.id })}
      busy={form.formState.isSubmitting}
      submitLabel={t('shipper_cargos.auction_confirm')}
      submitAction="start-auction"
    >
      <p className="hx-muted">{t('shipper_cargos.auction_hint')}</p>
      <form id="sp-auction" className="sp-auction-form" noValidate onSubmit={submit}>
        <FormNumber
          control={form.control}
          name="start_price"
          label={t('shipper_cargos.auction_start_price')}
          integer
          required
        />
        <FormNumber
          control={form.control}
          name="min_step"
          label={t('shipper_cargos.auction_step')}
          hint={t('shipper_cargos.auction_step_hint')}
          integer
          required
        />
        <fieldset className="sp-auction-ends">
          <legend className="fx-label">{t('shipper_cargos.auction_ends')}</legend>
          <FormDate
            control={form.control}
            name="ends_day"
            label={t('shipper_cargos.auction_ends_day')}
            min={localDayAndTime(now).day}
            max={localDayAndTime(new Date(now.getTime() + AUCTION_MAX_DAYS * DAY_MS)).day}
            required
          />
          <FormTime control={form.control} name="ends_time" label={t('shipper_cargos.auction_ends_time')} required />
          <p className={endsError ? 'fx-error-text' : 'fx-hint'} role={endsError ? 'alert' : undefined}>
            {endsError ?? t('shipper_cargos.auction_ends_hint')}
          </p>
        </fieldset>
      </form>
    </FormDialog>
  )
}
