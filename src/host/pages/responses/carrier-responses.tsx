/**
 * The carrier's side of /cargos/responses: its cargo tabs (free, responded, in work, under contract: GET
 * carrier/cargos/{type}) with responding (the domain's respond form: a price, a truck and a comment), taking at the
 * price, bidding in an auction and withdrawing, and its own responses.
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
  getAuction,
  listResponses,
  type ResponseStatus,
  setAuctionPrice,
} from '../../../core/contract/responses'
import type { DomainTextKey } from '../../../widgets/domain/texts'
import {
  Button,
  ConfirmDialog,
  EmptyState,
  Tabs,
  useApi,
  useFormat,
  usePagedList,
  useT,
  useTabPages,
  useToast,
} from '../../../widgets/ui'
import { toastFailure } from '../../forms/errors'
import type { HostTextKey } from '../../texts/keys'
import { CarrierCargoItem } from './carrier-cargo-item'
import { CreateContractButton } from './create-contract-button'
import { DocumentButtons } from './document-buttons'
import { PAGE, PagedList } from './paged-list'
import { PriceDialog } from './price-dialog'
import { RespondDialog } from './respond-dialog'
import { ResponseItem } from './response-item'
import { useListAction } from './use-list-action'

type CarrierTab = CarrierCargoType | 'mine'
const liveStatuses: readonly ResponseStatus[] = ['new', 'accepted', 'wait_security_check', 'security_approved']

type Dialogs =
  | { kind: 'respond'; cargo: CarrierCargo }
  | { kind: 'bid'; cargo: CarrierCargo; auction: Auction | null }
  | { kind: 'withdraw'; cargoId: number }
  | null

export function CarrierResponses() {
  const t = useT<HostTextKey | DomainTextKey>()
  const api = useApi()
  const toast = useToast()
  const format = useFormat()
  const { tab, offset, setOffset, selectTab } = useTabPages<CarrierTab>('free')
  const [dialog, setDialog] = useState<Dialogs>(null)
  const [priceError, setPriceError] = useState<string | null>(null)

  const cargos = usePagedList<CarrierCargo>({
    key: `cargos|${tab}|${offset}`,
    pageSize: PAGE,
    offset,
    load: (page, signal) =>
      tab === 'mine'
        ? Promise.resolve({ data: [], meta: { size: 0 } })
        : api.call(carrierCargos, { params: { type: tab }, query: page, signal }),
    onError: (error) => toast.error(error),
  })
  const refreshCargos = cargos.reload
  const mine = usePagedList<CargoResponse>({
    key: `mine|${tab}|${offset}`,
    pageSize: PAGE,
    offset,
    load: (page, signal) =>
      tab === 'mine'
        ? api.call(listResponses, { query: page, signal })
        : Promise.resolve({ data: [], meta: { size: 0 } }),
    onError: (error) => toast.error(error),
  })
  const refreshMine = mine.reload
  const refresh = () => (tab === 'mine' ? refreshMine() : refreshCargos())

  const { busy, act } = useListAction(refresh)

  const openBid = async (cargo: CarrierCargo) => {
    setPriceError(null)
    try {
      const answer = await api.call(getAuction, { params: { id: cargo.id } })
      setDialog({ kind: 'bid', cargo, auction: answer.data })
    } catch (error) {
      toastFailure(toast, error)
    }
  }

  const bid = async (price: number) => {
    if (dialog?.kind !== 'bid') return
    const id = dialog.cargo.id
    await act(
      'dialog',
      () => api.call(setAuctionPrice, { params: { id }, body: { price } }),
      t('responses.bid_toast'),
      {
        field: 'price',
        onFieldError: setPriceError,
        onDone: () => setDialog(null),
      },
    )
  }

  // withdrawing my response is offered on the cargo's row and on the response's row alike; it asks first (the
  // shipper stops seeing the offer), and afterwards the carrier may respond to the cargo anew
  const withdrawButton = (cargoId: number) => (
    <Button
      size="small"
      variant="ghost"
      loading={busy === `withdraw-${cargoId}`}
      data-action="withdraw"
      onClick={() => setDialog({ kind: 'withdraw', cargoId })}
    >
      {t('responses.withdraw')}
    </Button>
  )
  const withdraw = async (cargoId: number) => {
    setDialog(null)
    await act(
      `withdraw-${cargoId}`,
      () => api.call(changeResponse, { params: { id: cargoId }, body: { status: 'withdrawn' } }),
      t('responses.withdrawn_toast'),
    )
  }

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
        {live && !running && withdrawButton(cargo.id)}
      </>
    )
  }

  const responseActions = (r: CargoResponse) => (
    <>
      <CreateContractButton
        response={r}
        busy={busy}
        act={act}
        create={(id) => api.call(carrierCreateContract, { body: { response_id: id } })}
      />
      <DocumentButtons documents={r.documents} />
      {liveStatuses.includes(r.status) && !r.is_bid && withdrawButton(r.cargo_id)}
    </>
  )

  const empty = (
    <EmptyState
      title={t('responses.empty_carrier')}
      description={tab === 'free' ? t('responses.empty_free_hint') : t('responses.empty_mine_hint')}
    />
  )
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
        onChange={selectTab}
      >
        {tab === 'mine' ? (
          <PagedList list={mine} onRetry={() => void refresh()} empty={empty} offset={offset} onOffset={setOffset}>
            {(items) =>
              items.map((r) => <ResponseItem key={r.id} response={r} side="carrier" actions={responseActions(r)} />)
            }
          </PagedList>
        ) : (
          <PagedList list={cargos} onRetry={() => void refresh()} empty={empty} offset={offset} onOffset={setOffset}>
            {(items) =>
              items.map((cargo) => <CarrierCargoItem key={cargo.id} cargo={cargo} actions={cargoActions(cargo)} />)
            }
          </PagedList>
        )}
      </Tabs>
      <RespondDialog
        cargo={dialog?.kind === 'respond' ? dialog.cargo : null}
        onClose={() => setDialog(null)}
        onDone={() => {
          setDialog(null)
          void refresh()
        }}
      />
      <PriceDialog
        open={dialog?.kind === 'bid'}
        title={t('responses.bid_title', { id: dialog?.kind === 'bid' ? dialog.cargo.id : '' })}
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
        confirm={t('responses.bid_action')}
        initial={dialog?.kind === 'bid' ? (dialog.auction?.max_bid ?? 0) / 100 : null}
        max={auction?.max_bid}
        busy={busy === 'dialog'}
        error={priceError}
        onClose={() => setDialog(null)}
        onConfirm={(price) => void bid(price)}
      />
      <ConfirmDialog
        open={dialog?.kind === 'withdraw'}
        title={t('responses.withdraw_title', { id: dialog?.kind === 'withdraw' ? dialog.cargoId : '' })}
        confirm={t('responses.withdraw')}
        danger
        onClose={() => setDialog(null)}
        onConfirm={() => dialog?.kind === 'withdraw' && void withdraw(dialog.cargoId)}
      >
        <p>{t('responses.withdraw_hint')}</p>
      </ConfirmDialog>
    </>
  )
}
