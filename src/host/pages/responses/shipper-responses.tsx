/**
 * The shipper's responses (/cargos/responses): by status (new, accepted, under the security check, approved, all),
 * with accepting, rejecting (with an optional reason), sending to the security check, the power of attorney and
 * the contract; a response's details open in the `FlowDialog`.
 */

import { useEffect, useState } from 'react'
import { itemIdOf } from '../../../core/contract/links'
import {
  type CargoResponse,
  changeSecureState,
  listResponses,
  type ResponseStatus,
  sendToSecurityCheck,
  shipperCreateContract,
} from '../../../core/contract/responses'
import { useRatings } from '../../../widgets/domain'
import type { DomainTextKey } from '../../../widgets/domain/texts'
import { Button, EmptyState, Tabs, useApi, usePagedList, useT, useTabPages, useToast } from '../../../widgets/ui'
import { useHost } from '../../host-context'
import type { HostTextKey } from '../../texts/keys'
import { CreateContractButton } from './create-contract-button'
import { DocumentButtons } from './document-buttons'
import { FlowDialog } from './flow-dialog'
import { PAGE, PagedList } from './paged-list'
import { ReasonDialog } from './reason-dialog'
import { ResponseItem } from './response-item'
import { useListAction } from './use-list-action'

type ShipperTab = 'new' | 'accepted' | 'security' | 'approved' | 'all'
const shipperStatuses: Record<ShipperTab, ResponseStatus[]> = {
  new: ['new'],
  accepted: ['accepted'],
  security: ['wait_security_check'],
  approved: ['security_approved', 'contract'],
  all: [],
}

export function ShipperResponses() {
  const t = useT<HostTextKey | DomainTextKey>()
  const api = useApi()
  const toast = useToast()
  const { tab, offset, setOffset, selectTab } = useTabPages<ShipperTab>('new')
  const [rejecting, setRejecting] = useState<CargoResponse | null>(null)
  const [reasonError, setReasonError] = useState<string | null>(null)
  const host = useHost()
  // a notification's link (`?response=<id>`) opens that response
  const [opened, setOpened] = useState<number | null>(null)
  // a notification's link opens its item, also when the page is already open
  const linked = itemIdOf(host.query, 'response')
  useEffect(() => {
    if (linked !== null) setOpened(linked)
  }, [linked])
  const statuses = shipperStatuses[tab]
  const list = usePagedList({
    key: `${tab}|${offset}`,
    pageSize: PAGE,
    offset,
    load: (page, signal) =>
      api.call(listResponses, {
        query: { ...page, ...(statuses.length > 0 ? { filter: { status: statuses } } : {}) },
        signal,
      }),
    onError: (error) => toast.error(error),
  })
  const refresh = list.reload

  const { busy, act } = useListAction(refresh)
  const ratings = useRatings(
    list.items.map((r) => r.carrier_company.id),
    'carrier',
  )

  const reject = async (reason: string) => {
    if (!rejecting) return
    const id = rejecting.id
    await act(
      `reject-${id}`,
      () => api.call(changeSecureState, { params: { id }, body: { state: 'rejected', ...(reason ? { reason } : {}) } }),
      t('responses.rejected_toast'),
      { field: 'reason', onFieldError: setReasonError, onDone: () => setRejecting(null) },
    )
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
      <CreateContractButton
        response={r}
        busy={busy}
        act={act}
        create={(id) => api.call(shipperCreateContract, { body: { response_id: id } })}
      />
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
        onChange={selectTab}
      >
        <PagedList
          list={list}
          onRetry={() => void refresh()}
          empty={<EmptyState title={t('responses.empty_shipper')} description={t('responses.empty_shipper_hint')} />}
          before={
            <p className="fx-hp-muted" data-total={list.size}>
              {t('responses.total', { count: list.size })}
            </p>
          }
          offset={offset}
          onOffset={setOffset}
        >
          {(items) =>
            items.map((r) => (
              <ResponseItem
                key={r.id}
                response={r}
                side="shipper"
                actions={actionsOf(r)}
                rating={ratings.get(r.carrier_company.id)}
              />
            ))
          }
        </PagedList>
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
