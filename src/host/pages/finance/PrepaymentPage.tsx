/**
 * /finance/prepayment: the advances asked for the shipper's orders, by status with counts (200 a page); the
 * accountant or logistician approves a waiting one and exports the approved ones to 1C as a client-bank exchange
 * file. A failed load stays in state with a retry (spec 8).
 */
import { useState } from 'react'
import {
  type AdvancePayment,
  type AdvanceStatus,
  approveAdvancePayment,
  exportAdvancePayments,
  FINANCE_PAGE_SIZE,
  listAdvancePayments,
} from '../../../core/contract/finance'
import { addTexts } from '../../../core/i18n/texts'
import { Button, ConfirmDialog, Pagination, useApi, useFormat, usePagedList, useT, useToast } from '../../../widgets/ui'
import * as financeTexts from '../../texts/finance'
import type { HostTextKey } from '../../texts/keys'
import { FinanceRows, useRowSelection } from './finance-rows'
import { ShipperFinancePage } from './shipper-finance-page'
import { usePostDownload } from './use-post-download'
import './finance.css'

addTexts(financeTexts)

type Tab = 'all' | AdvanceStatus
type Meta = { size: number; totals: { amount: number; by_status: Record<AdvanceStatus, number> } }

export default function PrepaymentPage() {
  return (
    <ShipperFinancePage name="finance-prepayment">
      <Advances />
    </ShipperFinancePage>
  )
}

function Advances() {
  const t = useT<HostTextKey>()
  const api = useApi()
  const toast = useToast()
  const format = useFormat()
  const download = usePostDownload()
  const [tab, setTab] = useState<Tab>('all')
  const [offset, setOffset] = useState(0)
  const [approving, setApproving] = useState<AdvancePayment | null>(null)
  const [busy, setBusy] = useState(false)
  const list = usePagedList<AdvancePayment, Meta>({
    key: `${tab}|${offset}`,
    pageSize: FINANCE_PAGE_SIZE,
    offset,
    load: (page, signal) => api.call(listAdvancePayments, { query: { ...page, type: tab }, signal }),
  })
  const refresh = list.reload
  const { selected, toggle } = useRowSelection(list.items)
  const exportable = (a: AdvancePayment) => a.status !== 'requested'
  const counts = list.meta?.totals.by_status

  async function approve(a: AdvancePayment) {
    setBusy(true)
    try {
      await api.call(approveAdvancePayment, { params: { id: a.id } })
      toast.show(t('finance.approved', { number: a.number }))
      setApproving(null)
      await refresh()
    } catch (error) {
      toast.error(error)
    } finally {
      setBusy(false)
    }
  }

  async function exportSelected() {
    setBusy(true)
    try {
      await download(exportAdvancePayments, { ids: [...selected] }, 'kl_to_1c.txt')
      toast.show(t('finance.exported', { count: selected.size }))
      await refresh()
    } catch (error) {
      toast.error(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: a segmented switch like the other lists' */}
      <div className="fx-hp-segmented fx-fin-tabs" role="group" aria-label={t('finance.type_label')}>
        {(['all', 'requested', 'approved', 'exported'] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={tab === value}
            data-tab={value}
            onClick={() => {
              setTab(value)
              setOffset(0)
            }}
          >
            {t(`finance.status_${value}`)}
            {counts && value !== 'all' ? ` · ${counts[value]}` : ''}
          </button>
        ))}
      </div>
      <div className="fx-fin-bulk">
        <span className="fx-hp-muted">{t('finance.export_hint')}</span>
        <span className="fx-hp-muted">{t('finance.selected', { count: selected.size })}</span>
        <Button
          data-action="export-1c"
          disabled={selected.size === 0}
          loading={busy && approving === null}
          onClick={() => void exportSelected()}
        >
          {t('finance.export')}
        </Button>
      </div>
      <FinanceRows
        list={list}
        onRetry={() => void refresh()}
        empty={{ title: t('finance.empty_advances'), description: t('finance.empty_advances_hint') }}
        kind="advances"
      >
        {(a) => (
          <li key={a.id} className="fx-hp-item" data-advance={a.id} data-status={a.status}>
            <label className="fx-fin-select">
              <input
                type="checkbox"
                checked={selected.has(a.id)}
                disabled={!exportable(a)}
                onChange={() => toggle(a.id)}
                aria-label={t('finance.select_row', { number: a.number })}
              />
            </label>
            <div className="fx-hp-item-main">
              <span className="fx-hp-item-name">{t('finance.advance_number', { number: a.number })}</span>
              <span>
                {t('finance.order', { number: a.order_number })} ·{' '}
                {t('finance.route', { from: a.route.start_point.name, to: a.route.finish_point.name })}
              </span>
              <span className="fx-hp-muted">{t('finance.carrier', { name: a.carrier_company.name })}</span>
            </div>
            <div className="fx-hp-item-main">
              <strong>{format.money(a.amount, a.currency)}</strong>
              <span className="fx-hp-muted">
                {t('finance.advance_share', { percent: a.percent, amount: format.money(a.order_amount, a.currency) })}
              </span>
              <span className="fx-hp-muted">
                {t('finance.vat', { rate: 22, amount: format.money(a.vat, a.currency) })}
              </span>
            </div>
            <div className="fx-hp-item-main">
              <span className="fx-hp-tags">
                <span className="fx-hp-tag" data-kind={a.status === 'requested' ? 'warning' : undefined}>
                  {t(`finance.status_${a.status}`)}
                </span>
              </span>
              <span className="fx-hp-muted">
                {t('finance.requested', { date: format.dateTime(a.requested_at), name: a.requested_by ?? '—' })}
              </span>
              {a.approved_at && (
                <span className="fx-hp-muted">
                  {t('finance.approved_at', { date: format.dateTime(a.approved_at), name: a.approved_by ?? '—' })}
                </span>
              )}
              {a.exported_at && (
                <span className="fx-hp-muted">
                  {t('finance.exported_at', { date: format.dateTime(a.exported_at) })}
                </span>
              )}
            </div>
            <div className="fx-hp-item-actions">
              {a.status === 'requested' && (
                <Button size="small" data-action="approve" onClick={() => setApproving(a)}>
                  {t('finance.approve')}
                </Button>
              )}
            </div>
          </li>
        )}
      </FinanceRows>
      {list.meta && list.meta.size > FINANCE_PAGE_SIZE && (
        <Pagination total={list.meta.size} limit={FINANCE_PAGE_SIZE} offset={offset} onChange={setOffset} />
      )}
      <ConfirmDialog
        open={approving !== null}
        title={approving ? t('finance.approve_title', { number: approving.number }) : ''}
        confirm={t('finance.approve')}
        busy={busy}
        onConfirm={() => approving && void approve(approving)}
        onClose={() => setApproving(null)}
      >
        {approving &&
          t('finance.approve_text', {
            amount: format.money(approving.amount, approving.currency),
            carrier: approving.carrier_company.name,
            order: approving.order_number,
          })}
      </ConfirmDialog>
    </>
  )
}
