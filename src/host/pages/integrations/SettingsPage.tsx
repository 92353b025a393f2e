/**
 * /integrations/settings: the custom logic rules for incoming orders (a rule editor checked by the contract, a dry
 * run against the latest imported orders) and the webhook subscriptions with their delivery log.
 */
import { useState } from 'react'
import { isApiError } from '../../../core/api'
import { listStaff } from '../../../core/contract/companies'
import {
  type ConditionField,
  type ConditionOp,
  conditionFields,
  createCustomLogic,
  type DryRunRow,
  deleteCustomLogic,
  dryRunCustomLogic,
  fieldOps,
  listCustomLogics,
  listSubscriptions,
  numericFields,
  subscribe,
  unsubscribe,
  type WebhookEvent,
  webhookEvents,
} from '../../../core/contract/integrations'
import { addTexts } from '../../../core/i18n/texts'
import {
  Button,
  EmptyState,
  ErrorState,
  NumberInput,
  Select,
  Skeleton,
  TextInput,
  useApi,
  useEndpoint,
  useFailureToast,
  useFormat,
  useT,
  useToast,
} from '../../../widgets/ui'
import { toastFailure } from '../../forms/errors'
import { Page } from '../../forms/page'
import * as integrationsTexts from '../../texts/integrations'
import type { HostTextKey } from '../../texts/keys'
import './integrations.css'

addTexts(integrationsTexts)

interface Condition {
  key: number
  field: ConditionField
  op: ConditionOp
  value: string
}

const eventKey = (event: WebhookEvent) => `integrations.event_${event.replace('.', '_')}` as HostTextKey

function Rules() {
  const t = useT<HostTextKey>()
  const api = useApi()
  const toast = useToast()
  const format = useFormat()
  const [version, setVersion] = useState(0)
  const [name, setName] = useState('')
  const [conditions, setConditions] = useState<Condition[]>([])
  const [publish, setPublish] = useState(true)
  const [factor, setFactor] = useState<number | null>(null)
  const [hold, setHold] = useState(false)
  const [assign, setAssign] = useState<number | null>(null)
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [dry, setDry] = useState<DryRunRow[] | null>(null)
  const rules = useEndpoint(
    listCustomLogics,
    { query: { limit: 100, offset: 0 } },
    { keepPrevious: true, key: String(version), select: (a) => a.data },
  )
  useFailureToast(rules)
  const staff = useEndpoint(
    listStaff,
    { query: { filter: { status: 'active' } } },
    { select: (a) => a.data.filter((s) => s.type === 'user') },
  )
  const body = () => ({
    name,
    conditions: conditions.map((c) => ({
      field: c.field,
      op: c.op,
      value: numericFields.includes(c.field) ? Number(c.value.replace(',', '.')) : c.value,
    })),
    actions: {
      publish: publish && !hold,
      hold,
      price_factor: publish && !hold ? factor : null,
      assign_user_id: assign,
    },
  })
  const failed = (failure: unknown) => {
    if (isApiError(failure) && failure.status === 422) setErrors(failure.fields)
    else toastFailure(toast, failure)
  }
  const save = async () => {
    setErrors({})
    try {
      await api.call(createCustomLogic, { body: body() })
      toast.show(t('integrations.rule_saved'), { kind: 'success' })
      setName('')
      setConditions([])
      setVersion((v) => v + 1)
    } catch (failure) {
      failed(failure)
    }
  }
  const tryIt = async () => {
    setErrors({})
    try {
      const answer = await api.call(dryRunCustomLogic, {
        body: { rule: { ...body(), name: name || 'dry run' }, limit: 10 },
      })
      setDry(answer.data)
    } catch (failure) {
      failed(failure)
    }
  }
  const err = (field: string) => errors[field]?.[0]
  return (
    <>
      <section className="fx-hp-section" aria-labelledby="ig-rules">
        <h2 className="fx-hp-subtitle" id="ig-rules">
          {t('integrations.rules')}
        </h2>
        <p className="fx-hp-lead">{t('integrations.rules_hint')}</p>
        {rules.state === 'loading' && <Skeleton lines={3} />}
        {rules.state === 'error' && <ErrorState error={rules.error} onRetry={rules.reload} />}
        {rules.state === 'ready' && rules.data.length === 0 && <EmptyState title={t('integrations.no_rules')} />}
        {rules.state === 'ready' && rules.data.length > 0 && (
          <ul className="fx-hp-list" data-layout="rows">
            {rules.data.map((r) => (
              <li key={r.id} className="fx-hp-item" data-rule={r.id}>
                <div className="fx-hp-item-main">
                  <span className="fx-hp-item-name">{r.name}</span>
                  <span className="fx-hp-muted">
                    {r.conditions
                      .map(
                        (c) =>
                          `${t(`integrations.field_${c.field}` as HostTextKey)} ${t(`integrations.op_${c.op}` as HostTextKey)} ${c.value}`,
                      )
                      .join('; ')}
                  </span>
                </div>
                <div className="fx-hp-item-main">
                  <span>
                    {[
                      r.actions.publish && t('integrations.action_publish'),
                      r.actions.price_factor !== null &&
                        `${t('integrations.action_factor')} ${format.number(r.actions.price_factor)}`,
                      r.actions.hold && t('integrations.action_hold'),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                  <span className="fx-hp-muted">{t('integrations.orders_count', { count: r.orders_count })}</span>
                </div>
                <div className="fx-hp-item-actions">
                  <span className="ig-tag" data-tone={r.active ? 'good' : undefined}>
                    {t(r.active ? 'integrations.active' : 'integrations.inactive')}
                  </span>
                  <Button
                    size="small"
                    variant="ghost"
                    data-action="delete"
                    onClick={async () => {
                      try {
                        await api.call(deleteCustomLogic, { params: { id: r.id } })
                        setVersion((v) => v + 1)
                      } catch (failure) {
                        toastFailure(toast, failure)
                      }
                    }}
                  >
                    {t('integrations.delete')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="fx-hp-section" aria-labelledby="ig-rule-new">
        <h2 className="fx-hp-subtitle" id="ig-rule-new">
          {t('integrations.rule_save')}
        </h2>
        <form
          className="fx-hp-form"
          noValidate
          data-form="rule"
          onSubmit={(event) => {
            event.preventDefault()
            void save()
          }}
        >
          <TextInput
            label={t('integrations.rule_name')}
            value={name}
            onChange={setName}
            required
            error={err('name')}
            name="rule-name"
          />
          <fieldset className="fx-hp-section">
            <legend>{t('integrations.conditions')}</legend>
            {conditions.map((c, i) => (
              <div className="ig-row" key={c.key}>
                <Select<ConditionField>
                  label={t('integrations.condition_field')}
                  value={c.field}
                  onChange={(field) =>
                    field &&
                    setConditions((all) =>
                      all.map((x, k) => (k === i ? { key: x.key, field, op: fieldOps[field][0]!, value: '' } : x)),
                    )
                  }
                  options={conditionFields.map((f) => ({
                    value: f,
                    label: t(`integrations.field_${f}` as HostTextKey),
                  }))}
                />
                <Select<ConditionOp>
                  label={t('integrations.condition_op')}
                  value={c.op}
                  onChange={(op) => op && setConditions((all) => all.map((x, k) => (k === i ? { ...x, op } : x)))}
                  options={fieldOps[c.field].map((o) => ({
                    value: o,
                    label: t(`integrations.op_${o}` as HostTextKey),
                  }))}
                />
                <TextInput
                  label={t('integrations.condition_value')}
                  value={c.value}
                  onChange={(value) => setConditions((all) => all.map((x, k) => (k === i ? { ...x, value } : x)))}
                  error={err(`conditions.${i}.value`) ?? err(`conditions.${i}.op`)}
                  name={`condition-${i}`}
                />
              </div>
            ))}
            <Button
              size="small"
              onClick={() =>
                setConditions((all) => [
                  ...all,
                  { key: Date.now() + all.length, field: 'weight', op: 'gte', value: '' },
                ])
              }
            >
              {t('integrations.condition_add')}
            </Button>
          </fieldset>
          <label className="ig-check">
            <input type="checkbox" checked={publish} onChange={(e) => setPublish(e.target.checked)} name="publish" />
            {t('integrations.action_publish')}
          </label>
          <label className="ig-check">
            <input type="checkbox" checked={hold} onChange={(e) => setHold(e.target.checked)} name="hold" />
            {t('integrations.action_hold')}
          </label>
          <div className="ig-row">
            <NumberInput
              label={t('integrations.action_factor')}
              value={factor}
              onChange={setFactor}
              min={0.5}
              max={3}
              error={err('actions.price_factor')}
              disabled={!publish || hold}
            />
            <Select<number>
              label={t('integrations.action_assign')}
              value={assign}
              onChange={setAssign}
              options={(staff.state === 'ready' ? staff.data : []).map((s) => ({ value: s.id, label: s.name }))}
              error={err('actions.assign_user_id')}
            />
          </div>
          <div className="fx-hp-actions">
            <Button onClick={() => void tryIt()} data-action="dry-run">
              {t('integrations.dry_run')}
            </Button>
            <Button type="submit" variant="primary">
              {t('integrations.rule_save')}
            </Button>
          </div>
        </form>
        {dry && dry.length === 0 && <EmptyState title={t('integrations.dry_empty')} />}
        {dry && dry.length > 0 && (
          <ul className="fx-hp-list" data-layout="rows" data-dry-run>
            {dry.map((row) => (
              <li key={row.import_order_id} className="fx-hp-item">
                <div className="fx-hp-item-main">
                  <span className="fx-hp-item-name">{row.route}</span>
                  <span className="fx-hp-muted">
                    {t('integrations.order_external', { id: row.external_id })} · {row.partner.name}
                  </span>
                </div>
                <div className="fx-hp-item-main">
                  <span className="ig-tag" data-tone={row.matched ? 'good' : undefined}>
                    {t(row.matched ? 'integrations.dry_matched' : 'integrations.dry_not_matched')}
                  </span>
                  {row.publish && <span>{t('integrations.dry_publish')}</span>}
                  {row.hold && <span>{t('integrations.dry_hold')}</span>}
                  {row.price !== null && <span>{format.money(row.price)}</span>}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}

function Webhooks() {
  const t = useT<HostTextKey>()
  const api = useApi()
  const toast = useToast()
  const format = useFormat()
  const [version, setVersion] = useState(0)
  const [url, setUrl] = useState('')
  const [events, setEvents] = useState<WebhookEvent[]>(['cargo.created'])
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [secret, setSecret] = useState<string | null>(null)
  const subs = useEndpoint(listSubscriptions, {}, { keepPrevious: true, key: String(version), select: (a) => a.data })
  const add = async () => {
    setErrors({})
    try {
      const answer = await api.call(subscribe, { body: { url, events } })
      setSecret(answer.data.secret)
      setUrl('')
      setVersion((v) => v + 1)
    } catch (failure) {
      if (isApiError(failure) && failure.status === 422) setErrors(failure.fields)
      else toastFailure(toast, failure)
    }
  }
  return (
    <section className="fx-hp-section" aria-labelledby="ig-hooks">
      <h2 className="fx-hp-subtitle" id="ig-hooks">
        {t('integrations.webhooks')}
      </h2>
      <p className="fx-hp-lead">{t('integrations.webhooks_hint')}</p>
      <form
        className="fx-hp-form"
        noValidate
        data-form="webhook"
        onSubmit={(event) => {
          event.preventDefault()
          void add()
        }}
      >
        <TextInput
          label={t('integrations.url')}
          type="url"
          value={url}
          onChange={setUrl}
          required
          error={errors.url?.[0]}
          name="url"
        />
        <fieldset>
          <legend>{t('integrations.events')}</legend>
          {webhookEvents.map((event) => (
            <label key={event} className="ig-check">
              <input
                type="checkbox"
                name={`event-${event}`}
                checked={events.includes(event)}
                onChange={(e) =>
                  setEvents((all) => (e.target.checked ? [...all, event] : all.filter((x) => x !== event)))
                }
              />
              {t(eventKey(event))}
            </label>
          ))}
          {errors.events?.[0] && <p className="fx-hp-notice">{errors.events[0]}</p>}
        </fieldset>
        <div className="fx-hp-actions">
          <Button type="submit" variant="primary">
            {t('integrations.subscribe')}
          </Button>
        </div>
        {secret && <p className="fx-hp-notice ig-code">{t('integrations.secret_once', { secret })}</p>}
      </form>
      {subs.state === 'loading' && <Skeleton lines={2} />}
      {subs.state === 'ready' && subs.data.length === 0 && <EmptyState title={t('integrations.no_webhooks')} />}
      {subs.state === 'ready' && subs.data.length > 0 && (
        <ul className="fx-hp-list" data-layout="rows">
          {subs.data.map((sub) => (
            <li key={sub.id} className="fx-hp-item" data-subscription={sub.id}>
              <div className="fx-hp-item-main">
                <span className="fx-hp-item-name ig-code">{sub.url}</span>
                <span className="fx-hp-muted">{sub.events.map((e) => t(eventKey(e))).join(', ')}</span>
                <ul className="ig-deliveries">
                  {sub.deliveries.slice(0, 5).map((d) => (
                    <li key={d.id}>
                      {format.dateTime(d.created_at)} ·{' '}
                      {t('integrations.delivery_line', {
                        event: t(eventKey(d.event)),
                        status: t(`integrations.delivery_${d.status}` as HostTextKey),
                        attempts: d.attempts,
                      })}
                      {d.error && ` · ${d.error}`}
                    </li>
                  ))}
                </ul>
              </div>
              <div className="fx-hp-item-actions">
                <span className="ig-tag" data-tone={sub.active ? 'good' : undefined}>
                  {t(sub.active ? 'integrations.active' : 'integrations.inactive')}
                </span>
                {sub.active && (
                  <Button
                    size="small"
                    variant="ghost"
                    onClick={async () => {
                      try {
                        await api.call(unsubscribe, { body: { id: sub.id } })
                        setVersion((v) => v + 1)
                      } catch (failure) {
                        toastFailure(toast, failure)
                      }
                    }}
                  >
                    {t('integrations.unsubscribe')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

export default function SettingsPage() {
  const t = useT<HostTextKey>()
  return (
    <Page name="integrations-settings" title={t('integrations.settings_title')}>
      <Rules />
      <Webhooks />
    </Page>
  )
}
