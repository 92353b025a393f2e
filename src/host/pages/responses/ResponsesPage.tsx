/**
 * /cargos/responses (L). A shipper's users see the responses to their company's cargos by status (new, accepted,
 * under the security check, approved, all) and decide: accept, reject (with an optional reason), send to the
 * security check, download the power of attorney, make the contract. A carrier sees its cargo tabs (free,
 * responded, in work, under contract: GET carrier/cargos/{type}) with responding, taking at the price, bidding in
 * an auction and withdrawing, and its own responses. Everything users typed is shown as text.
 */

import { useState } from 'react'
import {
  type Auction,
  addResponse,
  type CargoResponse,
  type CarrierCargo,
  type CarrierCargoType,
  carrierCargos,
  carrierCreateContract,
  changeResponse,
  changeSecureState,
  getAuction,
  listResponses,
  type ResponseStatus,
  responseFlow,
  sendToSecurityCheck,
  setAuctionPrice,
  shipperCreateContract,
} from '../../../core/contract/responses'
import { addTexts } from '../../../core/i18n/texts'
import type { DomainTextKey } from '../../../widgets/domain/texts'
import * as domainTexts from '../../../widgets/domain/texts'
import {
  Button,
  Dialog,
  EmptyState,
  ErrorState,
  Pagination,
  Skeleton,
  Tabs,
  useApi,
  useFormat,
  useT,
  useToast,
} from '../../../widgets/ui'
import { toastFailure } from '../../forms/errors'
import { Page } from '../../forms/page'
import { useCurrentUser } from '../../forms/use-session'
import type { HostTextKey } from '../../texts/keys'
import * as responsesTexts from '../../texts/responses'
import { useLoad } from '../../use-load'
import {
  DocumentButtons,
  fieldMessage,
  PAGE,
  PriceDialog,
  ReasonDialog,
  ResponseTag,
  useListAction,
  usePage,
} from './shared'
import { TruckComments } from './truck-comments'

// this page's own texts (the site starts with its shell's only)
addTexts(domainTexts, responsesTexts)

export default function ResponsesPage() {
  const t = useT<HostTextKey | DomainTextKey>()
  const { user, loading } = useCurrentUser()
  const roles = user?.roles ?? []
  const shipper = roles.includes('shipper')
  const carrier = roles.includes('carrier') || roles.includes('expeditor')
  return (
    <Page name="responses" title={carrier && !shipper ? t('responses.title_carrier') : t('responses.title')}>
      {loading && <Skeleton lines={6} />}
      {!loading && shipper && <ShipperResponses />}
      {!loading && !shipper && carrier && <CarrierResponses />}
      {!loading && !shipper && !carrier && <EmptyState title={t('responses.no_company')} />}
    </Page>
  )
}

// ---------------------------------------------------------------------------------------------------------------
// One response as a row

function ResponseItem({
  response,
  side,
  actions,
}: {
  response: CargoResponse
  side: 'shipper' | 'carrier'
  actions: React.ReactNode
}) {
  const t = useT<HostTextKey | DomainTextKey>()
  const format = useFormat()
  const { cargo } = response
  return (
    <li className="fx-hp-item" data-response={response.id} data-status={response.status}>
      <div className="fx-hp-item-main">
        <span className="fx-hp-item-name">
          {cargo.start_point.name} → {cargo.finish_point.name}
        </span>
        <span className="fx-hp-muted">
          {t('responses.cargo_number', { id: cargo.id })} ·{' '}
          {t('responses.loading_date', { date: format.date(cargo.load_date_from) })} ·{' '}
          {t('responses.weight', { value: format.number(cargo.weight) })}
        </span>
      </div>
      <div className="fx-hp-item-main">
        <span data-field="company">{side === 'shipper' ? response.carrier_company.name : cargo.company.name}</span>
        <span data-field="price">
          {t('responses.offer', { price: format.money(response.price, response.currency) })}
        </span>
        {response.transport && (
          <span className="fx-hp-muted">{t('responses.truck', { number: response.transport.number })}</span>
        )}
        {response.comment && <span className="fx-hp-muted">{response.comment}</span>}
      </div>
      <div className="fx-hp-item-main">
        <span className="fx-hp-tags">
          <ResponseTag status={response.status} />
          {response.is_bid && <span className="fx-hp-tag">{t('responses.bid')}</span>}
        </span>
        {response.reason && <span className="fx-hp-muted">{t('responses.reason', { reason: response.reason })}</span>}
        <span className="fx-hp-muted">
          <time dateTime={response.updated_at}>{format.dateTime(response.updated_at)}</time>
        </span>
      </div>
      <div className="fx-hp-item-actions">{actions}</div>
    </li>
  )
}

// ---------------------------------------------------------------------------------------------------------------
// The shipper

type ShipperTab = 'new' | 'accepted' | 'security' | 'approved' | 'all'
const shipperStatuses: Record<ShipperTab, ResponseStatus[]> = {
  new: ['new'],
  accepted: ['accepted'],
  security: ['wait_security_check'],
  approved: ['security_approved', 'contract'],
  all: [],
}

function ShipperResponses() {
  const t = useT<HostTextKey | DomainTextKey>()
  const api = useApi()
  const toast = useToast()
  const [tab, setTab] = useState<ShipperTab>('new')
  const [offset, setOffset] = useState(0)
  const [rejecting, setRejecting] = useState<CargoResponse | null>(null)
  const [reasonError, setReasonError] = useState<string | null>(null)
  const [opened, setOpened] = useState<number | null>(null)
  const statuses = shipperStatuses[tab]
  const [list, refresh] = usePage(
    (signal) =>
      api.call(listResponses, {
        query: { limit: PAGE, offset, ...(statuses.length > 0 ? { filter: { status: statuses } } : {}) },
        signal,
      }),
    `${tab}|${offset}`,
    (error) => toast.error(error),
  )

  const { busy, setBusy, act } = useListAction(refresh)

  const reject = async (reason: string) => {
    if (!rejecting) return
    setBusy(`reject-${rejecting.id}`)
    try {
      await api.call(changeSecureState, {
        params: { id: rejecting.id },
        body: { state: 'rejected', ...(reason ? { reason } : {}) },
      })
      toast.show(t('responses.rejected_toast'), { kind: 'success' })
      setRejecting(null)
      await refresh()
    } catch (error) {
      const message = fieldMessage(error, 'reason')
      if (message) setReasonError(message)
      else toastFailure(toast, error)
    } finally {
      setBusy(null)
    }
  }

  const actionsOf = (r: CargoResponse) => (
    <>
      {/* an auction's bids are decided by the auction (the server refuses an accept while it runs) */}
      {r.status === 'new' && !r.is_bid && (
        <Button
          size="small"
          variant="primary"
          loading={busy === `accept-${r.id}`}
          data-action="accept"
          onClick={() =>
            act(
              `accept-${r.id}`,
              () => api.call(changeSecureState, { params: { id: r.id }, body: { state: 'accepted' } }),
              t('responses.accepted_toast'),
            )
          }
        >
          {t('responses.accept')}
        </Button>
      )}
      {r.status === 'accepted' && (
        <Button
          size="small"
          variant="primary"
          loading={busy === `security-${r.id}`}
          data-action="send-to-security"
          onClick={() =>
            act(
              `security-${r.id}`,
              () => api.call(sendToSecurityCheck, { params: { id: r.id } }),
              t('responses.security_toast'),
            )
          }
        >
          {t('responses.send_to_security')}
        </Button>
      )}
      {r.status === 'security_approved' && (
        <Button
          size="small"
          variant="primary"
          loading={busy === `contract-${r.id}`}
          data-action="create-contract"
          onClick={() =>
            act(
              `contract-${r.id}`,
              () => api.call(shipperCreateContract, { body: { response_id: r.id } }),
              (made) => t('responses.contract_toast', { number: made.data.number }),
            )
          }
        >
          {t('responses.create_contract')}
        </Button>
      )}
      <DocumentButtons documents={r.documents} />
      <Button size="small" variant="ghost" data-action="details" onClick={() => setOpened(r.id)}>
        {t('responses.details')}
      </Button>
      {(r.status === 'new' || r.status === 'accepted') && (
        <Button
          size="small"
          variant="ghost"
          data-action="reject"
          onClick={() => {
            setReasonError(null)
            setRejecting(r)
          }}
        >
          {t('responses.reject')}
        </Button>
      )}
    </>
  )

  return (
    <>
      <Tabs<ShipperTab>
        label={t('responses.tabs_label')}
        tabs={(['new', 'accepted', 'security', 'approved', 'all'] as const).map((id) => ({
          id,
          label: t(`responses.tab_${id}`),
        }))}
        value={tab}
        onChange={(next) => {
          setTab(next)
          setOffset(0)
        }}
      >
        {list.status === 'loading' && list.items.length === 0 && <Skeleton lines={6} />}
        {list.status === 'failed' && <ErrorState error={list.error} onRetry={() => void refresh()} />}
        {list.status === 'done' && list.items.length === 0 && (
          <EmptyState title={t('responses.empty_shipper')} description={t('responses.empty_shipper_hint')} />
        )}
        {list.items.length > 0 && list.status !== 'failed' && (
          <>
            <p className="fx-hp-muted" data-total={list.size}>
              {t('responses.total', { count: list.size })}
            </p>
            <ul className="fx-hp-list" data-layout="rows" aria-busy={list.status === 'loading' || undefined}>
              {list.items.map((r) => (
                <ResponseItem key={r.id} response={r} side="shipper" actions={actionsOf(r)} />
              ))}
            </ul>
          </>
        )}
        <Pagination total={list.size} limit={PAGE} offset={offset} onChange={setOffset} />
      </Tabs>
      <FlowDialog id={opened} onClose={() => setOpened(null)} />
      <ReasonDialog
        open={rejecting !== null}
        title={t('responses.reject_title')}
        label={t('responses.reason_label')}
        confirm={t('responses.reject')}
        busy={busy === `reject-${rejecting?.id}`}
        error={reasonError}
        onClose={() => setRejecting(null)}
        onConfirm={reject}
      />
    </>
  )
}

/** The shipper's full view of a response: the carrier's details and what happened to the response, step by step. */
function FlowDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const t = useT<HostTextKey | DomainTextKey>()
  const api = useApi()
  const format = useFormat()
  const [flow] = useLoad(
    (signal) =>
      id === null
        ? Promise.resolve(null)
        : api.call(responseFlow, { params: { id }, signal }).then((answer) => answer.data),
    String(id),
  )
  const data = flow.status === 'done' ? flow.data : null
  const details = data?.carrier_details
  return (
    <Dialog open={id !== null} onClose={onClose} title={data?.carrier_company.name ?? t('responses.details')}>
      {flow.status === 'loading' && <Skeleton lines={5} />}
      {flow.status === 'failed' && <ErrorState error={flow.error} />}
      {data && details && (
        <div data-flow={data.id}>
          <dl className="fx-hp-facts">
            <div>
              <dt>{t('responses.inn')}</dt>
              <dd>{details.inn}</dd>
            </div>
            {details.kpp && (
              <div>
                <dt>{t('responses.kpp')}</dt>
                <dd>{details.kpp}</dd>
              </div>
            )}
            {details.ogrn && (
              <div>
                <dt>{t('responses.ogrn')}</dt>
                <dd>{details.ogrn}</dd>
              </div>
            )}
            {details.legal_address && (
              <div>
                <dt>{t('responses.address')}</dt>
                <dd>{details.legal_address}</dd>
              </div>
            )}
            {(details.phone || details.email) && (
              <div>
                <dt>{t('responses.contacts')}</dt>
                <dd>{[details.phone, details.email].filter(Boolean).join(', ')}</dd>
              </div>
            )}
          </dl>
          {data.transport && <TruckComments cargoId={data.cargo_id} truck={data.transport} />}
          <h3 className="fx-hp-subtitle" style={{ marginTop: 16 }}>
            {t('responses.history')}
          </h3>
          <ol className="fx-hp-list">
            {data.history.map((event) => (
              <li key={`${event.created_at}-${event.status}`} className="fx-hp-item" data-kind="notification">
                <div className="fx-hp-item-main">
                  <span className="fx-hp-tags">
                    <ResponseTag status={event.status} />
                  </span>
                  {event.reason && (
                    <span className="fx-hp-muted">{t('responses.reason', { reason: event.reason })}</span>
                  )}
                  <span className="fx-hp-muted">
                    <time dateTime={event.created_at}>{format.dateTime(event.created_at)}</time>
                    {event.user_name ? ` · ${event.user_name}` : ''}
                  </span>
                </div>
              </li>
            ))}
          </ol>
        </div>
      )}
    </Dialog>
  )
}

// ---------------------------------------------------------------------------------------------------------------
// The carrier

type CarrierTab = CarrierCargoType | 'mine'
const liveStatuses: readonly ResponseStatus[] = ['new', 'accepted', 'wait_security_check', 'security_approved']

type Dialogs =
  | { kind: 'respond'; cargo: CarrierCargo }
  | { kind: 'bid'; cargo: CarrierCargo; auction: Auction | null }
  | null

function CarrierResponses() {
  const t = useT<HostTextKey | DomainTextKey>()
  const api = useApi()
  const toast = useToast()
  const format = useFormat()
  const [tab, setTab] = useState<CarrierTab>('free')
  const [offset, setOffset] = useState(0)
  const [dialog, setDialog] = useState<Dialogs>(null)
  const [priceError, setPriceError] = useState<string | null>(null)

  const [cargos, refreshCargos] = usePage<CarrierCargo>(
    (signal) =>
      tab === 'mine'
        ? Promise.resolve({ data: [], meta: { size: 0 } })
        : api.call(carrierCargos, { params: { type: tab }, query: { limit: PAGE, offset }, signal }),
    `cargos|${tab}|${offset}`,
    (error) => toast.error(error),
  )
  const [mine, refreshMine] = usePage<CargoResponse>(
    (signal) =>
      tab === 'mine'
        ? api.call(listResponses, { query: { limit: PAGE, offset }, signal })
        : Promise.resolve({ data: [], meta: { size: 0 } }),
    `mine|${tab}|${offset}`,
    (error) => toast.error(error),
  )
  const refresh = () => (tab === 'mine' ? refreshMine() : refreshCargos())

  const { busy, setBusy, act } = useListAction(refresh)

  const openBid = async (cargo: CarrierCargo) => {
    setPriceError(null)
    try {
      const answer = await api.call(getAuction, { params: { id: cargo.id } })
      setDialog({ kind: 'bid', cargo, auction: answer.data })
    } catch (error) {
      toastFailure(toast, error)
    }
  }

  const submitPrice = async (price: number, comment: string) => {
    if (!dialog) return
    setBusy('dialog')
    try {
      if (dialog.kind === 'respond') {
        await api.call(addResponse, {
          params: { id: dialog.cargo.id, status: 'response' },
          body: { price, ...(comment ? { comment } : {}) },
        })
        toast.show(t('responses.sent'), { kind: 'success' })
      } else {
        await api.call(setAuctionPrice, { params: { id: dialog.cargo.id }, body: { price } })
        toast.show(t('responses.bid_toast'), { kind: 'success' })
      }
      setDialog(null)
      await refresh()
    } catch (error) {
      const message = fieldMessage(error, 'price')
      if (message) setPriceError(message)
      else toastFailure(toast, error)
    } finally {
      setBusy(null)
    }
  }

  const withdraw = (cargoId: number) =>
    act(
      `withdraw-${cargoId}`,
      () => api.call(changeResponse, { params: { id: cargoId }, body: { status: 'withdrawn' } }),
      t('responses.withdrawn_toast'),
    )

  const cargoActions = (cargo: CarrierCargo) => {
    const running = cargo.auction?.status === 'running'
    const live = cargo.my_response && liveStatuses.includes(cargo.my_response.status)
    return (
      <>
        {tab === 'free' && !running && (
          <Button
            size="small"
            variant="primary"
            data-action="respond"
            onClick={() => {
              setPriceError(null)
              setDialog({ kind: 'respond', cargo })
            }}
          >
            {t('responses.respond')}
          </Button>
        )}
        {tab === 'free' && !running && cargo.price !== null && (
          <Button
            size="small"
            loading={busy === `take-${cargo.id}`}
            data-action="take"
            onClick={() =>
              act(
                `take-${cargo.id}`,
                () => api.call(addResponse, { params: { id: cargo.id, status: 'accept' }, body: {} }),
                t('responses.sent'),
              )
            }
          >
            {t('responses.take')}
          </Button>
        )}
        {running && (tab === 'free' || tab === 'available') && (
          <Button size="small" variant="primary" data-action="bid" onClick={() => void openBid(cargo)}>
            {t('responses.bid_action')}
          </Button>
        )}
        {live && !running && (
          <Button
            size="small"
            variant="ghost"
            loading={busy === `withdraw-${cargo.id}`}
            data-action="withdraw"
            onClick={() => withdraw(cargo.id)}
          >
            {t('responses.withdraw')}
          </Button>
        )}
      </>
    )
  }

  const responseActions = (r: CargoResponse) => (
    <>
      {r.status === 'security_approved' && (
        <Button
          size="small"
          variant="primary"
          loading={busy === `contract-${r.id}`}
          data-action="create-contract"
          onClick={() =>
            act(
              `contract-${r.id}`,
              () => api.call(carrierCreateContract, { body: { response_id: r.id } }),
              (made) => t('responses.contract_toast', { number: made.data.number }),
            )
          }
        >
          {t('responses.create_contract')}
        </Button>
      )}
      <DocumentButtons documents={r.documents} />
      {liveStatuses.includes(r.status) && !r.is_bid && (
        <Button
          size="small"
          variant="ghost"
          loading={busy === `withdraw-${r.cargo_id}`}
          data-action="withdraw"
          onClick={() => withdraw(r.cargo_id)}
        >
          {t('responses.withdraw')}
        </Button>
      )}
    </>
  )

  const list = tab === 'mine' ? mine : cargos
  const auction = dialog?.kind === 'bid' ? dialog.auction : null

  return (
    <>
      <Tabs<CarrierTab>
        label={t('responses.tabs_label')}
        tabs={(['free', 'available', 'work', 'contract', 'mine'] as const).map((id) => ({
          id,
          label: t(`responses.tab_${id}`),
        }))}
        value={tab}
        onChange={(next) => {
          setTab(next)
          setOffset(0)
        }}
      >
        {list.status === 'loading' && list.items.length === 0 && <Skeleton lines={6} />}
        {list.status === 'failed' && <ErrorState error={list.error} onRetry={() => void refresh()} />}
        {list.status === 'done' && list.items.length === 0 && (
          <EmptyState
            title={t('responses.empty_carrier')}
            description={tab === 'free' ? t('responses.empty_free_hint') : t('responses.empty_mine_hint')}
          />
        )}
        {tab === 'mine' && mine.items.length > 0 && mine.status !== 'failed' && (
          <ul className="fx-hp-list" data-layout="rows" aria-busy={mine.status === 'loading' || undefined}>
            {mine.items.map((r) => (
              <ResponseItem key={r.id} response={r} side="carrier" actions={responseActions(r)} />
            ))}
          </ul>
        )}
        {tab !== 'mine' && cargos.items.length > 0 && cargos.status !== 'failed' && (
          <ul className="fx-hp-list" data-layout="rows" aria-busy={cargos.status === 'loading' || undefined}>
            {cargos.items.map((cargo) => (
              <li key={cargo.id} className="fx-hp-item" data-cargo={cargo.id}>
                <div className="fx-hp-item-main">
                  <span className="fx-hp-item-name">
                    {cargo.start_point.name} → {cargo.finish_point.name}
                  </span>
                  <span className="fx-hp-muted">
                    {t('responses.cargo_number', { id: cargo.id })} ·{' '}
                    {t('responses.loading_date', { date: format.date(cargo.load_date_from) })} ·{' '}
                    {t('responses.weight', { value: format.number(cargo.weight) })}
                  </span>
                </div>
                <div className="fx-hp-item-main">
                  <span>{cargo.company.name}</span>
                  <span>
                    {cargo.price === null
                      ? t('responses.no_price')
                      : t('responses.cargo_price', { price: format.money(cargo.price, cargo.currency) })}
                  </span>
                  {cargo.auction && (
                    <span className="fx-hp-muted" data-field="auction">
                      {cargo.auction.status === 'finished'
                        ? t('responses.auction_finished')
                        : t('responses.auction_ends', { date: format.dateTime(cargo.auction.ends_at) })}
                      {cargo.auction.best_price !== null &&
                        ` · ${t('responses.auction_best', { price: format.money(cargo.auction.best_price, cargo.currency) })}`}
                    </span>
                  )}
                </div>
                <div className="fx-hp-item-main">
                  {cargo.my_response && (
                    <span className="fx-hp-tags">
                      <ResponseTag status={cargo.my_response.status} />
                      <span className="fx-hp-muted">{format.money(cargo.my_response.price, cargo.currency)}</span>
                    </span>
                  )}
                </div>
                <div className="fx-hp-item-actions">{cargoActions(cargo)}</div>
              </li>
            ))}
          </ul>
        )}
        <Pagination total={list.size} limit={PAGE} offset={offset} onChange={setOffset} />
      </Tabs>
      <PriceDialog
        open={dialog !== null}
        title={
          dialog?.kind === 'bid'
            ? t('responses.bid_title', { id: dialog.cargo.id })
            : t('responses.respond_title', { id: dialog?.cargo.id ?? '' })
        }
        hint={
          auction
            ? [
                auction.best_price === null
                  ? t('responses.auction_no_bids', { price: format.money(auction.start_price, auction.currency) })
                  : t('responses.auction_best', { price: format.money(auction.best_price, auction.currency) }),
                auction.leading
                  ? t('responses.auction_leading')
                  : t('responses.auction_max', { price: format.money(auction.max_bid, auction.currency) }),
              ].join('. ')
            : undefined
        }
        confirm={dialog?.kind === 'bid' ? t('responses.bid_action') : t('responses.respond')}
        initial={
          dialog?.kind === 'bid'
            ? (dialog.auction?.max_bid ?? 0) / 100
            : dialog?.cargo.price != null
              ? dialog.cargo.price / 100
              : null
        }
        withComment={dialog?.kind === 'respond'}
        busy={busy === 'dialog'}
        error={priceError}
        onClose={() => setDialog(null)}
        onConfirm={submitPrice}
      />
    </>
  )
}
