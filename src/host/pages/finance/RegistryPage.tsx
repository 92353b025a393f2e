/**
 * /finance/registry: the shipper's accountant reconciles the delivered orders due in a period (200 a page, sorted,
 * totals of the whole selection), marks them checked in bulk and hands rows to a factoring company. A row's update
 * merges the answer's `data.data` into the list (spec 4); a failed load stays in state with a retry (spec 8).
 */
import { useEffect, useState } from 'react'
import { addDays, isoDay } from '../../../core/contract/days'
import {
  checkRegistries,
  type FactoringCompany,
  FINANCE_PAGE_SIZE,
  listFactoringCompanies,
  listRegistries,
  type RegistryItem,
  type RegistrySort,
  type RegistryTotals,
  updateRegistry,
} from '../../../core/contract/finance'
import { addTexts } from '../../../core/i18n/texts'
import {
  Button,
  type DateRange,
  DateRangeInput,
  Pagination,
  Select,
  useApi,
  useFormat,
  usePagedList,
  useT,
  useToast,
} from '../../../widgets/ui'
import * as financeTexts from '../../texts/finance'
import type { HostTextKey } from '../../texts/keys'
import { FinanceRows, useRowSelection } from './finance-rows'
import { ShipperFinancePage } from './shipper-finance-page'
import './finance.css'

addTexts(financeTexts)

type RegistryType = 'all' | 'unchecked' | 'checked'
const sorts: RegistrySort[] = ['due_date', '-due_date', '-amount', 'amount', '-id', 'id']

/** Last month, this month and the next: the pay periods just closed, running and coming. */
function defaultPeriod(): DateRange {
  const today = isoDay(new Date())
  const first = `${today.slice(0, 8)}01`
  const nextFirst = `${addDays(first, 40).slice(0, 8)}01`
  return { from: `${addDays(first, -1).slice(0, 8)}01`, to: addDays(`${addDays(nextFirst, 40).slice(0, 8)}01`, -1) }
}

export default function RegistryPage() {
  return (
    <ShipperFinancePage name="finance-registry">
      <Registry />
    </ShipperFinancePage>
  )
}

function Registry() {
  const t = useT<HostTextKey>()
  const api = useApi()
  const toast = useToast()
  const format = useFormat()
  const [period, setPeriod] = useState<DateRange>(defaultPeriod)
  const [type, setType] = useState<RegistryType>('all')
  const [sort, setSort] = useState<RegistrySort>('due_date')
  const [offset, setOffset] = useState(0)
  const [busy, setBusy] = useState(false)
  const [factoring, setFactoring] = useState<FactoringCompany[]>([])
  const filter = {
    ...(period.from ? { start_date: period.from } : {}),
    ...(period.to ? { end_date: period.to } : {}),
  }
  const list = usePagedList<RegistryItem, { size: number; totals: RegistryTotals }>({
    key: `${period.from}|${period.to}|${type}|${sort}|${offset}`,
    pageSize: FINANCE_PAGE_SIZE,
    offset,
    load: (page, signal) => api.call(listRegistries, { query: { ...page, type, sort, filter }, signal }),
  })
  const { reload: refresh, patch } = list
  useEffect(() => {
    const controller = new AbortController()
    api
      .call(listFactoringCompanies, { signal: controller.signal })
      .then((answer) => setFactoring(answer.data))
      .catch(() => undefined)
    return () => controller.abort()
  }, [api])
  // a new selection of rows: nothing stays selected that is not on screen
  const { selected, setSelected, toggle } = useRowSelection(list.items)
  const allSelected = list.items.length > 0 && list.items.every((r) => selected.has(r.id))

  async function mark(isChecked: boolean) {
    setBusy(true)
    try {
      const answer = await api.call(checkRegistries, { body: { is_checked: isChecked, ids: [...selected] } })
      toast.show(t('finance.marked', { count: answer.data.ids.length }))
      await refresh()
    } catch (error) {
      toast.error(error)
    } finally {
      setBusy(false)
    }
  }

  async function handTo(row: RegistryItem, factoringId: number | null) {
    try {
      const answer = await api.call(updateRegistry, {
        params: { id: row.id },
        body: { factoring_company_id: factoringId },
      })
      // spec 4: the answer's data.data merges into the matching item
      patch((items) => items.map((item) => (item.id === row.id ? { ...item, ...answer.data.data } : item)))
      toast.show(
        t('finance.factoring_saved', {
          number: row.number,
          name: answer.data.data.factoring_company?.name ?? t('finance.factoring_none'),
        }),
      )
    } catch (error) {
      toast.error(error)
    }
  }

  const totals = list.meta?.totals
  const factoringOptions = [
    { value: 0, label: t('finance.factoring_none') },
    ...factoring.map((f) => ({ value: f.id, label: f.name })),
  ]

  return (
    <>
      <div className="fx-fin-filters">
        <DateRangeInput
          label={t('finance.period')}
          value={period}
          onChange={(value) => {
            setPeriod(value)
            setOffset(0)
          }}
        />
        <Select
          label={t('finance.sort')}
          value={sort}
          options={sorts.map((value) => ({ value, label: t(`finance.sort_${value}`) }))}
          onChange={(value) => value && setSort(value)}
        />
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a segmented switch like the other lists' */}
      <div className="fx-hp-segmented" role="group" aria-label={t('finance.type_label')}>
        {(['all', 'unchecked', 'checked'] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={type === value}
            data-type={value}
            onClick={() => {
              setType(value)
              setOffset(0)
            }}
          >
            {t(`finance.type_${value}`)}
          </button>
        ))}
      </div>
      {totals && (
        <section className="fx-fin-totals" aria-label={t('finance.totals')} data-totals>
          <span>{t('finance.total_count', { count: totals.count })}</span>
          <strong>{t('finance.total_amount', { amount: format.money(totals.amount) })}</strong>
          <span>{t('finance.total_vat', { amount: format.money(totals.vat) })}</span>
          <span>{t('finance.total_to_pay', { amount: format.money(totals.to_pay) })}</span>
          <span>
            {t('finance.total_checked', { count: totals.checked, amount: format.money(totals.checked_amount) })}
          </span>
        </section>
      )}
      <div className="fx-fin-bulk">
        <label className="fx-hp-check">
          <input
            type="checkbox"
            checked={allSelected}
            disabled={list.items.length === 0}
            onChange={() => setSelected(allSelected ? new Set() : new Set(list.items.map((r) => r.id)))}
          />
          {t('finance.select_all')}
        </label>
        <span className="fx-hp-muted">{t('finance.selected', { count: selected.size })}</span>
        <Button
          data-action="mark-checked"
          disabled={selected.size === 0}
          loading={busy}
          onClick={() => void mark(true)}
        >
          {t('finance.mark_checked')}
        </Button>
        <Button
          variant="secondary"
          data-action="mark-unchecked"
          disabled={selected.size === 0 || busy}
          onClick={() => void mark(false)}
        >
          {t('finance.mark_unchecked')}
        </Button>
      </div>
      <FinanceRows
        list={list}
        onRetry={() => void refresh()}
        empty={{ title: t('finance.empty'), description: t('finance.empty_hint') }}
      >
        {(row) => (
          <li
            key={row.id}
            className="fx-hp-item"
            data-registry={row.id}
            data-checked={row.is_checked || undefined}
            data-overdue={row.overdue || undefined}
          >
            <label className="fx-fin-select">
              <input
                type="checkbox"
                checked={selected.has(row.id)}
                onChange={() => toggle(row.id)}
                aria-label={t('finance.select_row', { number: row.number })}
              />
            </label>
            <div className="fx-hp-item-main">
              <span className="fx-hp-item-name">{t('finance.order', { number: row.number })}</span>
              <span>{t('finance.route', { from: row.route.start_point.name, to: row.route.finish_point.name })}</span>
              <span className="fx-hp-muted">{t('finance.carrier', { name: row.carrier_company.name })}</span>
            </div>
            <div className="fx-hp-item-main">
              <span>{t('finance.due', { date: format.date(row.due_date), days: row.pay_days })}</span>
              <span className="fx-hp-muted">{t('finance.unloaded', { date: format.date(row.unloaded_at) })}</span>
              <span className="fx-hp-tags">
                {row.is_checked && <span className="fx-hp-tag">{t('finance.checked')}</span>}
                {row.overdue && (
                  <span className="fx-hp-tag" data-kind="warning">
                    {t('finance.overdue')}
                  </span>
                )}
              </span>
            </div>
            <div className="fx-hp-item-main">
              <strong>{t('finance.amount', { amount: format.money(row.amount, row.currency) })}</strong>
              <span className="fx-hp-muted">
                {t('finance.vat', { rate: row.vat_rate, amount: format.money(row.vat, row.currency) })}
              </span>
              {row.advance > 0 && (
                <span className="fx-hp-muted">
                  {t('finance.advance', { amount: format.money(row.advance, row.currency) })}
                </span>
              )}
              <span>{t('finance.to_pay', { amount: format.money(row.to_pay, row.currency) })}</span>
            </div>
            <div className="fx-fin-factoring" data-factoring={row.factoring_company_id ?? 0}>
              <Select
                label={t('finance.factoring')}
                value={row.factoring_company_id ?? 0}
                options={factoringOptions}
                onChange={(value) => void handTo(row, value ? value : null)}
              />
            </div>
          </li>
        )}
      </FinanceRows>
      {list.meta && list.meta.size > FINANCE_PAGE_SIZE && (
        <Pagination total={list.meta.size} limit={FINANCE_PAGE_SIZE} offset={offset} onChange={setOffset} />
      )}
    </>
  )
}
