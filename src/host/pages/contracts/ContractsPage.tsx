/**
 * /cargos/contracts: the contracts of my company (GET v2/contracts). The shipper signs what the carrier made
 * (confirm), marks a signed one completed, or cancels; the carrier signs what the shipper made, makes contracts
 * for all its approved responses at once (create/auto), and archives finished ones (with an archive view).
 */

import { useState } from 'react'
import {
  type Contract,
  carrierArchiveContract,
  carrierCreateContract,
  carrierCreateContractsAuto,
  listMyContracts,
  shipperConfirmContract,
  shipperContractStatus,
} from '../../../core/contract/responses'
import { addTexts } from '../../../core/i18n/texts'
import * as domainTexts from '../../../widgets/domain/texts'
import {
  Button,
  Dialog,
  EmptyState,
  Skeleton,
  Tabs,
  useApi,
  useFormat,
  usePagedList,
  useT,
  useTabPages,
  useToast,
} from '../../../widgets/ui'
import { toastFailure } from '../../forms/errors'
import { Page } from '../../forms/page'
import { useCurrentUser } from '../../forms/use-session'
import { RouteLink } from '../../navigation'
import type { HostTextKey } from '../../texts/keys'
import * as ordersTexts from '../../texts/orders'
import * as responsesTexts from '../../texts/responses'
import { PAGE, PagedList } from '../responses/paged-list'
import { ContractTag } from '../responses/status-tags'
import { useDownload } from '../responses/use-download'
import { useListAction } from '../responses/use-list-action'

// this page's own texts (the site starts with its shell's only)
addTexts(domainTexts, responsesTexts, ordersTexts)

type View = 'current' | 'archived'

export default function ContractsPage() {
  const t = useT<HostTextKey>()
  const { user, loading } = useCurrentUser()
  const roles = user?.roles ?? []
  const shipper = roles.includes('shipper')
  const carrier = !shipper && (roles.includes('carrier') || roles.includes('expeditor'))
  return (
    <Page name="contracts" title={t('contracts_pages.title')}>
      {loading && <Skeleton lines={6} />}
      {!loading && (shipper || carrier) && <ContractList side={shipper ? 'shipper' : 'carrier'} />}
      {!loading && !shipper && !carrier && <EmptyState title={t('responses.no_company')} />}
    </Page>
  )
}

function ContractList({ side }: { side: 'shipper' | 'carrier' }) {
  const t = useT<HostTextKey>()
  const api = useApi()
  const toast = useToast()
  const format = useFormat()
  const { tab: view, offset, setOffset, selectTab } = useTabPages<View>('current')
  const [cancelling, setCancelling] = useState<Contract | null>(null)
  // signing asks first, with the contract one click away: nobody signs blind
  const [signing, setSigning] = useState<Contract | null>(null)
  const download = useDownload()
  const openDocument = (k: Contract) =>
    download(k.document_url, `${k.number}.pdf`).catch((error: unknown) => toastFailure(toast, error))
  const sign = (k: Contract) =>
    act(
      `sign-${k.id}`,
      () =>
        side === 'shipper'
          ? api.call(shipperConfirmContract, { body: { contract_id: k.id } })
          : api.call(carrierCreateContract, { body: { response_id: k.response_id } }),
      t('contracts_pages.signed_toast'),
    ).then(() => setSigning(null))
  const list = usePagedList({
    key: `${view}|${offset}`,
    pageSize: PAGE,
    offset,
    load: (page, signal) =>
      api.call(listMyContracts, {
        query: { ...page, ...(side === 'carrier' ? { filter: { archived: view === 'archived' } } : {}) },
        signal,
      }),
    onError: (error) => toast.error(error),
  })
  const refresh = list.reload

  const { busy, act } = useListAction(refresh)

  const actionsOf = (k: Contract) => {
    const button = (key: string, label: string, work: () => Promise<unknown>, done: string, primary = false) => (
      <Button
        key={key}
        size="small"
        variant={primary ? 'primary' : key === 'cancel' ? 'ghost' : 'secondary'}
        loading={busy === `${key}-${k.id}`}
        data-action={key}
        onClick={() => act(`${key}-${k.id}`, work, () => done)}
      >
        {label}
      </Button>
    )
    if (side === 'shipper')
      return [
        k.status === 'pending_shipper' && (
          <Button key="confirm" size="small" variant="primary" data-action="confirm" onClick={() => setSigning(k)}>
            {t('contracts_pages.confirm')}
          </Button>
        ),
        k.status === 'signed' &&
          button(
            'complete',
            t('contracts_pages.complete'),
            () => api.call(shipperContractStatus, { body: { contract_id: k.id, status: 'completed' } }),
            t('contracts_pages.completed_toast'),
          ),
        (k.status === 'pending_shipper' || k.status === 'pending_carrier' || k.status === 'signed') && (
          <Button key="cancel" size="small" variant="ghost" data-action="cancel" onClick={() => setCancelling(k)}>
            {t('contracts_pages.cancel')}
          </Button>
        ),
      ]
    return [
      k.status === 'pending_carrier' && (
        <Button key="sign" size="small" variant="primary" data-action="sign" onClick={() => setSigning(k)}>
          {t('contracts_pages.sign')}
        </Button>
      ),
      (k.status === 'completed' || k.status === 'cancelled') &&
        !k.carrier_archived &&
        button(
          'archive',
          t('contracts_pages.archive'),
          () => api.call(carrierArchiveContract, { body: { contract_id: k.id } }),
          t('contracts_pages.archived_toast'),
        ),
    ]
  }

  const content = (
    <>
      <PagedList
        list={list}
        onRetry={() => void refresh()}
        empty={<EmptyState title={t('contracts_pages.empty')} description={t('contracts_pages.empty_hint')} />}
        offset={offset}
        onOffset={setOffset}
      >
        {(items) =>
          items.map((k) => (
            <li key={k.id} className="fx-hp-item" data-contract={k.id} data-status={k.status}>
              <div className="fx-hp-item-main">
                <span className="fx-hp-item-name">{t('contracts_pages.number', { number: k.number })}</span>
                <span>
                  {k.route.start_point.name} → {k.route.finish_point.name}
                </span>
                <span className="fx-hp-muted">
                  {t('responses.cargo_number', { id: k.cargo_id })} ·{' '}
                  {t('responses.loading_date', { date: format.date(k.load_date_from) })}
                </span>
              </div>
              <div className="fx-hp-item-main">
                <span>
                  {side === 'shipper'
                    ? t('contracts_pages.with_carrier', { name: k.carrier_company.name })
                    : t('contracts_pages.with_shipper', { name: k.shipper_company.name })}
                </span>
                <span>{t('contracts_pages.price', { price: format.money(k.price, k.currency) })}</span>
                {k.transport && (
                  <span className="fx-hp-muted">{t('responses.truck', { number: k.transport.number })}</span>
                )}
              </div>
              <div className="fx-hp-item-main">
                <span className="fx-hp-tags">
                  <ContractTag status={k.status} />
                </span>
                <span className="fx-hp-muted">
                  <time dateTime={k.updated_at}>{format.dateTime(k.updated_at)}</time>
                </span>
                {[
                  [k.shipper_signer, k.shipper_signed_at],
                  [k.carrier_signer, k.carrier_signed_at],
                ].map(
                  ([name, at]) =>
                    name &&
                    at && (
                      <span key={`${name}-${at}`} className="fx-hp-muted" data-signed="">
                        {t('orders.contract_signed_by', { name, date: format.dateTime(at) })}
                      </span>
                    ),
                )}
              </div>
              <div className="fx-hp-item-actions">
                <Button size="small" variant="ghost" data-action="contract-pdf" onClick={() => void openDocument(k)}>
                  {t('orders.contract_pdf')}
                </Button>
                {k.order_id !== null && (
                  <RouteLink to="orders-details" params={{ id: k.order_id }} className="fx-hp-link">
                    {t('orders.contract_order', { number: `З-${k.order_id}` })}
                  </RouteLink>
                )}
                {actionsOf(k)}
              </div>
            </li>
          ))
        }
      </PagedList>
      <Dialog
        open={signing !== null}
        onClose={() => setSigning(null)}
        size="small"
        title={signing ? t('orders.contract_sign_title', { number: signing.number }) : ''}
        footer={
          <>
            <Button onClick={() => setSigning(null)}>{t('common.cancel')}</Button>
            <Button
              variant="primary"
              loading={busy === `sign-${signing?.id}`}
              data-action="confirm-sign"
              onClick={() => signing && void sign(signing)}
            >
              {side === 'shipper' ? t('contracts_pages.confirm') : t('contracts_pages.sign')}
            </Button>
          </>
        }
      >
        <p>{t('orders.contract_sign_text')}</p>
        {signing && (
          <Button data-action="open-contract" onClick={() => void openDocument(signing)}>
            {t('orders.contract_open')}
          </Button>
        )}
      </Dialog>
      <Dialog
        open={cancelling !== null}
        onClose={() => setCancelling(null)}
        size="small"
        title={t('contracts_pages.cancel_title')}
        footer={
          <>
            <Button onClick={() => setCancelling(null)}>{t('common.cancel')}</Button>
            <Button
              variant="danger"
              loading={busy === `cancel-${cancelling?.id}`}
              data-action="confirm-cancel"
              onClick={() => {
                const contract = cancelling
                if (!contract) return
                void act(
                  `cancel-${contract.id}`,
                  () => api.call(shipperContractStatus, { body: { contract_id: contract.id, status: 'cancelled' } }),
                  () => t('contracts_pages.cancelled_toast'),
                ).then(() => setCancelling(null))
              }}
            >
              {t('contracts_pages.cancel')}
            </Button>
          </>
        }
      >
        <p>{cancelling && t('contracts_pages.cancel_text', { number: cancelling.number })}</p>
      </Dialog>
    </>
  )

  if (side === 'shipper') return content
  return (
    <>
      <div className="fx-hp-actions" data-block="auto">
        <p className="fx-hp-muted">{t('contracts_pages.auto_hint')}</p>
        <Button
          variant="primary"
          loading={busy === 'auto'}
          data-action="auto"
          onClick={() =>
            act(
              'auto',
              () => api.call(carrierCreateContractsAuto),
              (made) =>
                made.data.length === 0
                  ? t('contracts_pages.auto_none')
                  : t('contracts_pages.auto_done', { count: made.data.length }),
            )
          }
        >
          {t('contracts_pages.auto')}
        </Button>
      </div>
      <Tabs<View>
        label={t('contracts_pages.title')}
        tabs={[
          { id: 'current', label: t('contracts_pages.show_current') },
          { id: 'archived', label: t('contracts_pages.show_archived') },
        ]}
        value={view}
        onChange={selectTab}
      >
        {content}
      </Tabs>
    </>
  )
}
