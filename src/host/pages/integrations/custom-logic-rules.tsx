/**
 * The custom logic rules for incoming orders: one editor for a new rule and for changing one, checked by the
 * contract; a dry run against the latest imported orders; conditions shown with the partner's and the body type's
 * names.
 */
import { useRef, useState } from 'react'
import { useFieldArray, useWatch } from 'react-hook-form'
import { z } from 'zod'
import { listStaff } from '../../../core/contract/companies'
import {
  ConditionField,
  ConditionOp,
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
  Select,
  useApi,
  useEndpoint,
  useFailureToast,
  useFormat,
  useT,
  useToast,
} from '../../../widgets/ui'
import { FormCheck } from '../../forms/check-fields'
import { toastFailure } from '../../forms/errors'
import { FormText } from '../../forms/fields'
import { FormNumber, TypedNumber } from '../../forms/number-fields'
import { RowsSection } from '../../forms/rows-section'
import { FormSelect, namedOptions } from '../../forms/select-fields'
import { applyServerErrors, bodySchema, useZodForm } from '../../forms/use-zod-form'
import type { HostTextKey } from '../../texts/keys'

/**
 * What the rule editor holds, shaped like the contract's body so that its messages land under the fields: a
 * condition's value as typed (a text, or the id a select picked), the actions as ticked (publishing and holding
 * both ticked means holding, as the body says).
 */
const ruleValues = z.object({
  name: z.string(),
  active: z.boolean(),
  position: z.number(),
  conditions: z.array(
    z.object({ field: ConditionField, op: ConditionOp, value: z.union([z.string(), z.number()]).nullable() }),
  ),
  actions: z.object({
    publish: z.boolean(),
    hold: z.boolean(),
    price_factor: TypedNumber,
    assign_user_id: z.number().nullable(),
  }),
})
type RuleValues = z.input<typeof ruleValues>
type ConditionValues = RuleValues['conditions'][number]

const ruleInput = bodySchema(createCustomLogic)

/** A condition's value for the body: numbers for the numeric fields (a comma allowed), texts for the others. */
function conditionValue({ field, value }: ConditionValues): string | number {
  if (value === null) return ''
  if (typeof value === 'number' || !numericFields.includes(field)) return value
  return value.trim() === '' ? '' : Number(value.replace(',', '.'))
}

function ruleBody(v: RuleValues): z.input<typeof ruleInput> {
  const publish = v.actions.publish && !v.actions.hold
  return {
    name: v.name,
    active: v.active,
    position: v.position,
    conditions: v.conditions.map((c) => ({ field: c.field, op: c.op, value: conditionValue(c) })),
    actions: {
      publish,
      hold: v.actions.hold,
      price_factor: publish ? v.actions.price_factor : null,
      assign_user_id: v.actions.assign_user_id,
    },
  }
}

const ruleForm = ruleValues.transform(ruleBody).pipe(ruleInput)
const ruleFields = ['name', 'conditions', 'actions.price_factor', 'actions.assign_user_id']

const newRule: RuleValues = {
  name: '',
  active: true,
  position: 0,
  conditions: [],
  actions: { publish: true, hold: false, price_factor: null, assign_user_id: null },
}

const valuesOf = (rule: CustomLogic): RuleValues => ({
  name: rule.name,
  active: rule.active,
  position: rule.position,
  conditions: rule.conditions.map((c) => ({ field: c.field, op: c.op, value: c.value })),
  actions: {
    publish: rule.actions.publish,
    hold: rule.actions.hold,
    price_factor: rule.actions.price_factor,
    assign_user_id: rule.actions.assign_user_id,
  },
})

export function Rules() {
  const t = useT<HostTextKey>()
  const api = useApi()
  const toast = useToast()
  const format = useFormat()
  const [version, setVersion] = useState(0)
  /** The rule being changed (`null`: a new one). */
  const [editing, setEditing] = useState<CustomLogic | null>(null)
  const form = useZodForm(ruleForm, { defaultValues: newRule })
  const rows = useFieldArray({ control: form.control, name: 'conditions' })
  const conditions = useWatch({ control: form.control, name: 'conditions' })
  const publish = useWatch({ control: form.control, name: 'actions.publish' })
  const hold = useWatch({ control: form.control, name: 'actions.hold' })
  const [dry, setDry] = useState<DryRunRow[] | null>(null)
  const editor = useRef<HTMLElement>(null)
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
  const reset = () => {
    setEditing(null)
    form.reset(newRule)
    setDry(null)
  }
  const save = form.handleSubmit(async (body) => {
    try {
      if (editing === null) await api.call(createCustomLogic, { body })
      else await api.call(updateCustomLogic, { params: { id: editing.id }, body })
      toast.show(t('integrations.rule_saved'), { kind: 'success' })
      reset()
      setVersion((v) => v + 1)
    } catch (failure) {
      applyServerErrors(form, failure, toast, { fields: ruleFields })
    }
  })
  const edit = (rule: CustomLogic) => {
    setEditing(rule)
    form.reset(valuesOf(rule))
    setDry(null)
    editor.current?.scrollIntoView({ block: 'start' })
    editor.current?.querySelector<HTMLElement>('input[name="name"]')?.focus({ preventScroll: true })
  }
  // a dry run checks nothing here: the server says what it cannot try (a nameless rule is tried as "dry run")
  const tryIt = async () => {
    form.clearErrors()
    const values = form.getValues()
    try {
      const answer = await api.call(dryRunCustomLogic, {
        body: { rule: { ...ruleBody(values), name: values.name || 'dry run' }, limit: 10 },
      })
      setDry(answer.data)
    } catch (failure) {
      applyServerErrors(form, failure, toast, { fields: ruleFields })
    }
  }
  const valueInput = (field: ConditionField, i: number) => {
    if (field === 'partner_id' || field === 'truck_type') {
      const list = field === 'partner_id' ? partnerList : truckList
      return (
        <FormSelect
          control={form.control}
          name={`conditions.${i}.value`}
          label={t('integrations.condition_value')}
          options={list.map((o) => ({ value: o.id, label: o.name }))}
        />
      )
    }
    return <FormText control={form.control} name={`conditions.${i}.value`} label={t('integrations.condition_value')} />
  }
  return (
    <>
      <RowsSection
        id="ig-rules"
        title={t('integrations.rules')}
        lead={t('integrations.rules_hint')}
        of={rules}
        lines={3}
        empty={<EmptyState title={t('integrations.no_rules')} />}
      >
        {(r) => (
          <li key={r.id} className="fx-hp-item" data-rule={r.id} data-editing={editing?.id === r.id || undefined}>
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
                    if (editing?.id === r.id) reset()
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
        )}
      </RowsSection>
      <section className="fx-hp-section" aria-labelledby="ig-rule-new" ref={editor}>
        <h2 className="fx-hp-subtitle" id="ig-rule-new">
          {editing === null ? t('integrations.rule_new') : t('integrations.rule_edit', { name: editing.name })}
        </h2>
        <form
          className="fx-hp-form"
          noValidate
          data-form="rule"
          data-rule-id={editing?.id ?? undefined}
          onSubmit={save}
        >
          <FormText control={form.control} name="name" label={t('integrations.rule_name')} required />
          <fieldset className="ig-fieldset">
            <legend>{t('integrations.conditions')}</legend>
            {rows.fields.map((row, i) => {
              const field = conditions[i]?.field ?? row.field
              return (
                <div className="ig-row ig-condition" key={row.id} data-condition={i}>
                  <Select<ConditionField>
                    label={t('integrations.condition_field')}
                    value={field}
                    // another field: its first operator, and a value to type again
                    onChange={(next) => next && rows.update(i, { field: next, op: fieldOps[next][0]!, value: '' })}
                    options={conditionFields.map((f) => ({
                      value: f,
                      label: t(`integrations.field_${f}` as HostTextKey),
                    }))}
                  />
                  <FormSelect
                    control={form.control}
                    name={`conditions.${i}.op`}
                    label={t('integrations.condition_op')}
                    options={fieldOps[field].map((o) => ({
                      value: o,
                      label: t(`integrations.op_${o}` as HostTextKey),
                    }))}
                  />
                  {valueInput(field, i)}
                  <Button
                    size="small"
                    variant="ghost"
                    className="ig-condition-remove"
                    data-action="remove-condition"
                    onClick={() => rows.remove(i)}
                  >
                    {t('integrations.condition_remove')}
                  </Button>
                </div>
              )
            })}
            <Button size="small" onClick={() => rows.append({ field: 'weight', op: 'gte', value: '' })}>
              {t('integrations.condition_add')}
            </Button>
          </fieldset>
          <FormCheck control={form.control} name="active" label={t('integrations.rule_active')} className="ig-check" />
          <FormCheck
            control={form.control}
            name="actions.publish"
            inputName="publish"
            label={t('integrations.action_publish')}
            className="ig-check"
          />
          <FormCheck
            control={form.control}
            name="actions.hold"
            inputName="hold"
            label={t('integrations.action_hold')}
            className="ig-check"
          />
          <div className="ig-row">
            <FormNumber
              control={form.control}
              name="actions.price_factor"
              label={t('integrations.action_factor')}
              disabled={!publish || hold}
            />
            <FormSelect
              control={form.control}
              name="actions.assign_user_id"
              label={t('integrations.action_assign')}
              options={namedOptions(staff)}
            />
          </div>
          <div className="fx-hp-actions ig-actions">
            <Button onClick={() => void tryIt()} data-action="dry-run">
              {t('integrations.dry_run')}
            </Button>
            {editing !== null && (
              <Button variant="ghost" onClick={reset} data-action="cancel-edit">
                {t('integrations.rule_edit_cancel')}
              </Button>
            )}
            <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
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
