/**
 * /cargos/trades (orders-auto-bids): the carrier's auto-bid settings (a lane, the lowest price, the step, bids a
 * day) and the auto-bidder's bids with their outcome; a bid can be stopped (no more bids on that cargo) or resumed.
 */
import { useState } from 'react'
import { z } from 'zod'
import {
  AUTO_BID_PAGE_SIZE,
  type AutoBidOutcome,
  listAutoBidSettings,
  listAutoBids,
  saveAutoBidSetting,
  setAutoBidStatus,
} from '../../../core/contract/integrations'
import type { Place } from '../../../core/contract/reference'
import { MAX_PRICE_MINOR } from '../../../core/contract/validators'
import { addTexts } from '../../../core/i18n/texts'
import {
  Button,
  EmptyState,
  Loaded,
  Pagination,
  Tabs,
  useApi,
  useEndpoint,
  useFailureToast,
  useFormat,
  useT,
  useTabPages,
  useToast,
} from '../../../widgets/ui'
import { toastFailure } from '../../forms/errors'
import { FormText } from '../../forms/fields'
import { FormNumber, TypedNumber } from '../../forms/number-fields'
import { Page } from '../../forms/page'
import { FormPlace } from '../../forms/place-fields'
import { applyServerErrors, bodySchema, useZodForm } from '../../forms/use-zod-form'
import * as integrationsTexts from '../../texts/integrations'
import type { HostTextKey } from '../../texts/keys'
import './integrations.css'

addTexts(integrationsTexts)

/**
 * A price as typed, in roubles, as the body's kopecks: beyond the contract's largest price it is "too large" (the
 * contract's bound would name kopecks), `NaN` stays `NaN` ("Enter a number").
 */
function kopecks(roubles: number | null): number | null {
  if (roubles === null || Number.isNaN(roubles)) return roubles
  return roubles > MAX_PRICE_MINOR / 100 ? Number.POSITIVE_INFINITY : Math.round(roubles * 100)
}

/**
 * The new setting as the form holds it (a place picked for each end, roubles), made into the contract's body and
 * checked by it: its messages show under the fields the body's values come from.
 */
const settingInput = bodySchema(saveAutoBidSetting)
const settingForm = z
  .object({
    name: z.string(),
    from: z.custom<Place>().nullable(),
    to: z.custom<Place>().nullable(),
    floor: TypedNumber,
    step: TypedNumber,
    daily_limit: TypedNumber,
  })
  .transform(
    (v) =>
      // an empty price goes on as null: the contract answers "required" for it
      ({
        name: v.name,
        lanes: v.from ? [{ from_place_id: v.from.id, to_place_id: v.to?.id ?? null }] : [],
        floor: kopecks(v.floor),
        step: kopecks(v.step),
        daily_limit: v.daily_limit ?? undefined,
      }) as z.input<typeof settingInput>,
  )
  .pipe(settingInput)
const settingFields = ['name', 'from', 'floor', 'step', 'daily_limit']
const fromLanes = { lanes: 'from' }
const newSetting = { name: '', from: null, to: null, floor: null, step: 1000, daily_limit: 20 }

const tone: Record<AutoBidOutcome, 'good' | 'bad' | 'warn'> = {
  leading: 'good',
  won: 'good',
  outbid: 'warn',
  lost: 'bad',
}

export default function TradesPage() {
  const t = useT<HostTextKey>()
  const api = useApi()
  const toast = useToast()
  const format = useFormat()
  const [version, setVersion] = useState(0)
  const form = useZodForm(settingForm, { defaultValues: newSetting, fieldMap: fromLanes })
  const settings = useEndpoint(
    listAutoBidSettings,
    {},
    { keepPrevious: true, key: String(version), select: (a) => a.data },
  )
  useFailureToast(settings)
  // spec 9: the trades page by 20, offset paging
  const { tab, offset, setOffset, selectTab } = useTabPages<'all' | 'won'>('all')
  const bids = useEndpoint(
    listAutoBids,
    {
      query: {
        limit: AUTO_BID_PAGE_SIZE,
        offset,
        ...(tab === 'won' ? { filter: { outcome: 'won' as const } } : {}),
      },
    },
    { keepPrevious: true, key: String(version) },
  )
  const save = form.handleSubmit(async (body) => {
    try {
      await api.call(saveAutoBidSetting, { body })
      toast.show(t('integrations.setting_saved'), { kind: 'success' })
      // the lane and the prices stay for the next setting; only its name is new
      form.reset({ ...form.getValues(), name: '' })
      setVersion((v) => v + 1)
    } catch (failure) {
      applyServerErrors(form, failure, toast, { fields: settingFields, fieldMap: fromLanes })
    }
  })
  const setStatus = async (id: number, status: 'active' | 'stopped') => {
    try {
      await api.call(setAutoBidStatus, { params: { id }, body: { status } })
      setVersion((v) => v + 1)
    } catch (failure) {
      toastFailure(toast, failure)
    }
  }
  return (
    <Page name="trades" title={t('route.orders-auto-bids')}>
      <section className="fx-hp-section" aria-labelledby="ig-settings">
        <h2 className="fx-hp-subtitle" id="ig-settings">
          {t('integrations.settings')}
        </h2>
        <Loaded
          of={settings}
          lines={3}
          empty={<EmptyState title={t('integrations.no_settings')} description={t('integrations.no_settings_hint')} />}
        >
          {(rows) => (
            <ul className="fx-hp-list" data-layout="rows">
              {rows.map((s) => (
                <li key={s.id} className="fx-hp-item" data-setting={s.id}>
                  <div className="fx-hp-item-main">
                    <span className="fx-hp-item-name">{s.name}</span>
                    <span className="fx-hp-muted">
                      {s.lanes.map((l) => `${l.from.name} → ${l.to ? l.to.name : t('integrations.any')}`).join('; ')}
                    </span>
                  </div>
                  <div className="fx-hp-item-main">
                    <span>
                      {t('integrations.setting_facts', {
                        floor: format.money(s.floor),
                        step: format.money(s.step),
                        today: s.bids_today,
                        limit: s.daily_limit,
                        won: s.won_count,
                      })}
                    </span>
                  </div>
                  <div className="fx-hp-item-actions">
                    <span className="ig-tag" data-tone={s.active ? 'good' : undefined}>
                      {t(s.active ? 'integrations.active' : 'integrations.inactive')}
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Loaded>
        <h3 className="fx-hp-subtitle ig-form-title" id="ig-setting-new">
          {t('integrations.setting_new')}
        </h3>
        <form className="fx-hp-form" noValidate aria-labelledby="ig-setting-new" data-form="auto-bid" onSubmit={save}>
          <FormText control={form.control} name="name" label={t('integrations.name')} required />
          <div className="ig-row">
            <FormPlace control={form.control} name="from" label={t('integrations.from')} required />
            <FormPlace control={form.control} name="to" label={t('integrations.to')} />
          </div>
          <div className="ig-row">
            <FormNumber control={form.control} name="floor" label={t('integrations.floor')} required />
            <FormNumber control={form.control} name="step" label={t('integrations.step')} required />
            <FormNumber control={form.control} name="daily_limit" label={t('integrations.daily_limit')} integer />
          </div>
          <div className="fx-hp-actions">
            <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
              {t('integrations.setting_save')}
            </Button>
          </div>
        </form>
      </section>
      <section className="fx-hp-section" aria-labelledby="ig-bids">
        <h2 className="fx-hp-subtitle" id="ig-bids">
          {t('integrations.bids')}
        </h2>
        <Tabs<'all' | 'won'>
          label={t('integrations.bids')}
          tabs={[
            { id: 'all', label: t('integrations.all_filter') },
            { id: 'won', label: t('integrations.won_filter') },
          ]}
          value={tab}
          onChange={selectTab}
        />
        <Loaded of={bids} lines={3} empty={<EmptyState title={t('integrations.no_bids')} />}>
          {(page) => (
            <ul className="fx-hp-list" data-layout="rows">
              {page.data.map((b) => (
                <li key={b.id} className="fx-hp-item" data-bid={b.id}>
                  <div className="fx-hp-item-main">
                    <span className="fx-hp-item-name">
                      {b.from} → {b.to}
                    </span>
                    <span className="fx-hp-muted">{b.setting.name}</span>
                  </div>
                  <div className="fx-hp-item-main">
                    <span>{t('integrations.bid_price', { price: format.money(b.price, b.currency) })}</span>
                    {b.best_price !== null && (
                      <span className="fx-hp-muted">
                        {t('integrations.bid_best', { price: format.money(b.best_price, b.currency) })}
                      </span>
                    )}
                    <span className="fx-hp-muted">
                      {t('integrations.bid_ends', { date: format.dateTime(b.ends_at) })}
                    </span>
                  </div>
                  <div className="fx-hp-item-actions">
                    <span className="ig-tag" data-tone={tone[b.outcome]} data-outcome={b.outcome}>
                      {t(`integrations.outcome_${b.outcome}`)}
                    </span>
                    {b.status === 'stopped' && <span className="ig-tag">{t('integrations.stopped')}</span>}
                    {(b.outcome === 'leading' || b.outcome === 'outbid') && (
                      <Button
                        size="small"
                        onClick={() => void setStatus(b.id, b.status === 'stopped' ? 'active' : 'stopped')}
                      >
                        {t(b.status === 'stopped' ? 'integrations.resume' : 'integrations.stop')}
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Loaded>
        {bids.state === 'ready' && (
          <Pagination total={bids.data.meta.size} limit={AUTO_BID_PAGE_SIZE} offset={offset} onChange={setOffset} />
        )}
      </section>
    </Page>
  )
}
