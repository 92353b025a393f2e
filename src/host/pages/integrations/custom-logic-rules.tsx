/**
 * The custom logic rules for incoming orders: one editor for a new rule and for changing one, checked by the
 * contract; a dry run against the latest imported orders; conditions shown with the partner's and the body type's
 * names.
 */
import { useRef, useState } from 'react'
import { isApiError } from '../../../core/api'
import { listStaff } from '../../../core/contract/companies'
import {
  type ConditionField,
  type ConditionOp,
  type CustomLogic,
  conditionFields,
  createCustomLogic,
  type DryRunRow,
  deleteCustomLogic,
  dryRunCustomLogic,
  fieldOps,
  listCustomLogics,
  numericFields,
  partnerOptions,
  updateCustomLogic,
} from '../../../core/contract/integrations'
import { dictionary } from '../../../core/contract/reference'
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
import type { HostTextKey } from '../../texts/keys'

interface Condition {
  key: number
  field: ConditionField
  op: ConditionOp
  value: string
}

/** What the rule editor holds: a new rule, or one being changed (its id and position kept). */
interface Draft {
  id: number | null
  position: number
  name: string
  active: boolean
  conditions: Condition[]
  publish: boolean
  factor: number | null
  hold: boolean
  assign: number | null
}

const emptyDraft = (): Draft => ({
  id: null,
  position: 0,
  name: '',
  active: true,
  conditions: [],
  publish: true,
  factor: null,
  hold: false,
  assign: null,
})

let conditionKey = 0
const draftOf = (rule: CustomLogic): Draft => ({
  id: rule.id,
  position: rule.position,
  name: rule.name,
  active: rule.active,
  conditions: rule.conditions.map((c) => ({ key: ++conditionKey, field: c.field, op: c.op, value: String(c.value) })),
  publish: rule.actions.publish,
  factor: rule.actions.price_factor,
  hold: rule.actions.hold,
  assign: rule.actions.assign_user_id,
})

export function Rules() {
  const t = useT<HostTextKey>()
  const api = useApi()
  const toast = useToast()
  const format = useFormat()
  const [version, setVersion] = useState(0)
  const [draft, setDraft] = useState<Draft>(emptyDraft)
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [dry, setDry] = useState<DryRunRow[] | null>(null)
  const editor = useRef<HTMLElement>(null)
  const change = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }))
  const setConditions = (update: (all: Condition[]) => Condition[]) =>
    setDraft((d) => ({ ...d, conditions: update(d.conditions) }))
  const { name, conditions, publish, factor, hold, assign } = draft
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
  const partners = useEndpoint(partnerOptions, {}, { select: (a) => a.data })
  const truckTypes = useEndpoint(dictionary, { params: { kind: 'truck_types' }, query: {} }, { select: (a) => a.data })
  const partnerList = partners.state === 'ready' ? partners.data : []
  const truckList = truckTypes.state === 'ready' ? truckTypes.data : []
  /** A condition's value as the user knows it: the partner's and the body type's names, not their ids. */
  const valueText = (field: ConditionField, value: string | number) => {
    if (field === 'partner_id')
      return partnerList.find((p) => p.id === Number(value))?.name ?? t('integrations.partner_missing', { id: value })
    if (field === 'truck_type') return truckList.find((d) => d.id === Number(value))?.name ?? String(value)
    return String(value)
  }
  const body = () => ({
    name,
    active: draft.active,
    position: draft.position,
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
  const reset = () => {
    setDraft(emptyDraft())
    setErrors({})
    setDry(null)
  }
  const save = async () => {
    setErrors({})
    try {
      if (draft.id === null) await api.call(createCustomLogic, { body: body() })
      else await api.call(updateCustomLogic, { params: { id: draft.id }, body: body() })
      toast.show(t('integrations.rule_saved'), { kind: 'success' })
      reset()
      setVersion((v) => v + 1)
    } catch (failure) {
      failed(failure)
    }
  }
  const edit = (rule: CustomLogic) => {
    setDraft(draftOf(rule))
    setErrors({})
    setDry(null)
    editor.current?.scrollIntoView({ block: 'start' })
    editor.current?.querySelector<HTMLElement>('input[name="rule-name"]')?.focus({ preventScroll: true })
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
  const valueInput = (c: Condition, i: number) => {
    const error = err(`conditions.${i}.value`) ?? err(`conditions.${i}.op`)
    const set = (value: string) => setConditions((all) => all.map((x, k) => (k === i ? { ...x, value } : x)))
    if (c.field === 'partner_id' || c.field === 'truck_type') {
      const list = c.field === 'partner_id' ? partnerList : truckList
      return (
        <Select<number>
          label={t('integrations.condition_value')}
          value={c.value === '' ? null : Number(c.value)}
          onChange={(id) => set(id === null ? '' : String(id))}
          options={list.map((o) => ({ value: o.id, label: o.name }))}
          error={error}
          name={`condition-${i}`}
        />
      )
    }
    return (
      <TextInput
        label={t('integrations.condition_value')}
        value={c.value}
        onChange={set}
        error={error}
        name={`condition-${i}`}
      />
    )
  }
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
              <li key={r.id} className="fx-hp-item" data-rule={r.id} data-editing={draft.id === r.id || undefined}>
                <div className="fx-hp-item-main">
                  <span className="fx-hp-item-name">{r.name}</span>
                  <span className="fx-hp-muted" data-conditions>
                    {r.conditions
                      .map(
                        (c) =>
                          `${t(`integrations.field_${c.field}` as HostTextKey)} ${t(`integrations.op_${c.op}` as HostTextKey)} ${valueText(c.field, c.value)}`,
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
                      r.actions.assign_user_id !== null &&
                        staff.state === 'ready' &&
                        `${t('integrations.action_assign')}: ${staff.data.find((s) => s.id === r.actions.assign_user_id)?.name ?? '—'}`,
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
                  <Button size="small" data-action="edit" onClick={() => edit(r)}>
                    {t('integrations.rule_edit_action')}
                  </Button>
                  <Button
                    size="small"
                    variant="ghost"
                    data-action="delete"
                    onClick={async () => {
                      try {
                        await api.call(deleteCustomLogic, { params: { id: r.id } })
                        if (draft.id === r.id) reset()
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
      <section className="fx-hp-section" aria-labelledby="ig-rule-new" ref={editor}>
        <h2 className="fx-hp-subtitle" id="ig-rule-new">
          {draft.id === null ? t('integrations.rule_new') : t('integrations.rule_edit', { name: draft.name })}
        </h2>
        <form
          className="fx-hp-form"
          noValidate
          data-form="rule"
          data-rule-id={draft.id ?? undefined}
          onSubmit={(event) => {
            event.preventDefault()
            void save()
          }}
        >
          <TextInput
            label={t('integrations.rule_name')}
            value={name}
            onChange={(value) => change({ name: value })}
            required
            error={err('name')}
            name="rule-name"
          />
          <fieldset className="ig-fieldset">
            <legend>{t('integrations.conditions')}</legend>
            {conditions.map((c, i) => (
              <div className="ig-row ig-condition" key={c.key} data-condition={i}>
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
                {valueInput(c, i)}
                <Button
                  size="small"
                  variant="ghost"
                  className="ig-condition-remove"
                  data-action="remove-condition"
                  onClick={() => setConditions((all) => all.filter((_, k) => k !== i))}
                >
                  {t('integrations.condition_remove')}
                </Button>
              </div>
            ))}
            <Button
              size="small"
              onClick={() =>
                setConditions((all) => [...all, { key: ++conditionKey, field: 'weight', op: 'gte', value: '' }])
              }
            >
              {t('integrations.condition_add')}
            </Button>
          </fieldset>
          <label className="ig-check">
            <input
              type="checkbox"
              checked={draft.active}
              onChange={(e) => change({ active: e.target.checked })}
              name="active"
            />
            {t('integrations.rule_active')}
          </label>
          <label className="ig-check">
            <input
              type="checkbox"
              checked={publish}
              onChange={(e) => change({ publish: e.target.checked })}
              name="publish"
            />
            {t('integrations.action_publish')}
          </label>
          <label className="ig-check">
            <input type="checkbox" checked={hold} onChange={(e) => change({ hold: e.target.checked })} name="hold" />
            {t('integrations.action_hold')}
          </label>
          <div className="ig-row">
            <NumberInput
              label={t('integrations.action_factor')}
              value={factor}
              onChange={(value) => change({ factor: value })}
              min={0.5}
              max={3}
              error={err('actions.price_factor')}
              disabled={!publish || hold}
            />
            <Select<number>
              label={t('integrations.action_assign')}
              value={assign}
              onChange={(value) => change({ assign: value })}
              options={(staff.state === 'ready' ? staff.data : []).map((s) => ({ value: s.id, label: s.name }))}
              error={err('actions.assign_user_id')}
            />
          </div>
          <div className="fx-hp-actions ig-actions">
            <Button onClick={() => void tryIt()} data-action="dry-run">
              {t('integrations.dry_run')}
            </Button>
            {draft.id !== null && (
              <Button variant="ghost" onClick={reset} data-action="cancel-edit">
                {t('integrations.rule_edit_cancel')}
              </Button>
            )}
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
