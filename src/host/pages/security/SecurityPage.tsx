/**
 * /security (security-list): the security service's list of responses, by default those waiting for the check
 * (spec 3: filter status = wait_security_check), with the carrier's company, the cargo and the shipper. «Проверить»
 * opens the check (`CheckDialog`: the carrier, truck, driver, documents) where it is decided: approve with an
 * optional comment, reject with a required one. `?check=<id>` (a notification's link) opens that check. The
 * decision notifies both sides on the server.
 */

import { useEffect, useState } from 'react'
import { itemIdOf } from '../../../core/contract/links'
import { decideSecurityCheck, listSecurityChecks } from '../../../core/contract/responses'
import { addTexts } from '../../../core/i18n/texts'
import type { DomainTextKey } from '../../../widgets/domain/texts'
import * as domainTexts from '../../../widgets/domain/texts'
import {
  Button,
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
import { Page } from '../../forms/page'
import { useCurrentUser } from '../../forms/use-session'
import { useHost } from '../../host-context'
import type { HostTextKey } from '../../texts/keys'
import * as responsesTexts from '../../texts/responses'
import { PAGE, PagedList } from '../responses/paged-list'
import { ResponseTag } from '../responses/status-tags'
import { useListAction } from '../responses/use-list-action'
import { ReportedReviews } from '../reviews/reported-reviews'
import { CheckDialog, type Decision } from './check-dialog'

// this page's own texts (the site starts with its shell's only)
addTexts(domainTexts, responsesTexts)

type Tab = 'wait_security_check' | 'security_approved' | 'security_rejected'
const tabLabels: Record<Tab, HostTextKey> = {
  wait_security_check: 'security_pages.tab_wait',
  security_approved: 'security_pages.tab_approved',
  security_rejected: 'security_pages.tab_rejected',
}

export default function SecurityPage() {
  const t = useT<HostTextKey | DomainTextKey>()
  const { user, loading } = useCurrentUser()
  const allowed = user?.roles.includes('security') ?? false
  return (
    <Page name="security" title={t('route.security-list')}>
      {loading && <Skeleton lines={6} />}
      {!loading && !allowed && <EmptyState title={t('security_pages.forbidden')} />}
      {!loading && allowed && <SecurityList />}
      {!loading && allowed && <ReportedReviews />}
    </Page>
  )
}

function SecurityList() {
  const t = useT<HostTextKey | DomainTextKey>()
  const api = useApi()
  const toast = useToast()
  const format = useFormat()
  const { tab, offset, setOffset, selectTab } = useTabPages<Tab>('wait_security_check')
  const host = useHost()
  const [opened, setOpened] = useState<number | null>(null)
  // a notification's link opens its item, also when the page is already open
  const linked = itemIdOf(host.query, 'check')
  useEffect(() => {
    if (linked !== null) setOpened(linked)
  }, [linked])
  const [reasonError, setReasonError] = useState<string | null>(null)
  const list = usePagedList({
    key: `${tab}|${offset}`,
    pageSize: PAGE,
    offset,
    load: (page, signal) => api.call(listSecurityChecks, { query: { ...page, filter: { status: tab } }, signal }),
    onError: (error) => toast.error(error),
  })
  const refresh = list.reload
  const { busy, act } = useListAction<Decision>(refresh)

  const decide = async (id: number, action: Decision, reason: string) => {
    setReasonError(null)
    await act(
      action,
      () => api.call(decideSecurityCheck, { params: { id, action }, body: reason ? { reason } : {} }),
      t(action === 'approve' ? 'security_pages.approved_toast' : 'security_pages.rejected_toast'),
      { field: 'reason', onFieldError: setReasonError, onDone: () => setOpened(null) },
    )
  }

  return (
    <>
      <Tabs<Tab>
        label={t('responses.tabs_label')}
        tabs={(Object.keys(tabLabels) as Tab[]).map((id) => ({ id, label: t(tabLabels[id]) }))}
        value={tab}
        onChange={selectTab}
      >
        <PagedList
          list={list}
          onRetry={() => void refresh()}
          empty={
            <EmptyState
              title={tab === 'wait_security_check' ? t('security_pages.empty') : t('security_pages.empty_decided')}
              description={tab === 'wait_security_check' ? t('security_pages.empty_hint') : undefined}
            />
          }
          offset={offset}
          onOffset={setOffset}
        >
          {(items) =>
            items.map((r) => (
              <li key={r.id} className="fx-hp-item" data-response={r.id} data-status={r.status}>
                <div className="fx-hp-item-main">
                  <span className="fx-hp-item-name" data-field="carrier">
                    {r.carrier_company.name}
                  </span>
                  <span className="fx-hp-muted">{t('security_pages.inn', { inn: r.carrier_company.inn })}</span>
                  {r.carrier_user && (
                    <span className="fx-hp-muted">
                      {r.carrier_user.name}
                      {r.carrier_user.phone ? `, ${r.carrier_user.phone}` : ''}
                    </span>
                  )}
                </div>
                <div className="fx-hp-item-main">
                  <span>
                    {r.cargo.start_point.name} → {r.cargo.finish_point.name}
                  </span>
                  <span className="fx-hp-muted">
                    {t('responses.cargo_number', { id: r.cargo.id })} ·{' '}
                    {t('responses.loading_date', { date: format.date(r.cargo.load_date_from) })}
                  </span>
                  <span className="fx-hp-muted">{t('security_pages.shipper', { name: r.cargo.company.name })}</span>
                </div>
                <div className="fx-hp-item-main">
                  <span className="fx-hp-tags">
                    <ResponseTag status={r.status} />
                  </span>
                  <span>{format.money(r.price, r.currency)}</span>
                  {r.reason && <span className="fx-hp-muted">{t('responses.reason', { reason: r.reason })}</span>}
                </div>
                <div className="fx-hp-item-actions">
                  <Button
                    size="small"
                    variant={r.status === 'wait_security_check' ? 'primary' : 'ghost'}
                    data-action="open-check"
                    onClick={() => {
                      setReasonError(null)
                      setOpened(r.id)
                    }}
                  >
                    {r.status === 'wait_security_check' ? t('security_pages.open_check') : t('responses.details')}
                  </Button>
                </div>
              </li>
            ))
          }
        </PagedList>
      </Tabs>
      <CheckDialog
        id={opened}
        busy={busy}
        error={reasonError}
        onClose={() => setOpened(null)}
        onDecide={(id, action, comment) => void decide(id, action, comment)}
      />
    </>
  )
}
