/**
 * The carrier's form of one holder section (./holder-section.tsx shows it while the order waits for its documents),
 * with a hint picker that fills it from the carrier's staff, drivers or trucks (GET orders/:id/:type/hints).
 */
import { useEffect, useMemo, useState } from 'react'
import { z } from 'zod'
import {
  type Order,
  orderHints,
  putOrderDirector,
  putOrderDriver,
  putOrderTransport,
} from '../../../core/contract/orders'
import { Button, Select, useApi, useT, useToast } from '../../../widgets/ui'
import { FormText } from '../../forms/fields'
import { applyServerErrors, bodySchema, useZodForm } from '../../forms/use-zod-form'
import type { HostTextKey } from '../../texts/keys'
import { fieldsOf, idKey, type Section, textsOf, type Values } from './holder-fields'

const endpoints = { director: putOrderDirector, driver: putOrderDriver, transport: putOrderTransport }

/**
 * What a holder form holds: the section's fields as typed, and the fleet's driver or truck it was filled from (kept
 * until its name or plate is typed over). Made into the section's body (blank optional fields left out) and
 * checked by the contract, whose messages show under the fields.
 */
const holderValues = z.object({ texts: z.record(z.string(), z.string()), link: z.number().nullable() })
type HolderValues = z.input<typeof holderValues>

function holderBody(section: Section, { texts, link }: HolderValues): Record<string, string | number> {
  const body: Record<string, string | number> = {}
  for (const f of fieldsOf[section]) {
    const value = texts[f.key]?.trim() ?? ''
    if (value || f.required) body[f.key] = value
  }
  const key = idKey[section]
  if (key && link !== null) body[key] = link
  return body
}

/** The section's body schema, seen as one that takes the made body (each section's own fields). */
const sectionBody = (section: Section) =>
  bodySchema(endpoints[section] as typeof putOrderDriver) as unknown as z.ZodType<
    object,
    Record<string, string | number>
  >
const holderForm = (section: Section) =>
  holderValues.transform((v) => holderBody(section, v)).pipe(sectionBody(section))
const holderForms = {
  director: holderForm('director'),
  driver: holderForm('driver'),
  transport: holderForm('transport'),
}
/** The body's fields are the form's texts. */
const textPaths = (section: Section) => Object.fromEntries(fieldsOf[section].map((f) => [f.key, `texts.${f.key}`]))

function valuesOf(value: Values | null, section: Section): HolderValues {
  const key = idKey[section]
  return {
    texts: textsOf(value, section),
    link: key && typeof value?.[key] === 'number' ? (value[key] as number) : null,
  }
}

export function HolderForm({
  order,
  section,
  current,
  onSaved,
}: {
  order: Order
  section: Section
  current: Values | null
  onSaved: (order: Order) => void
}) {
  const t = useT<HostTextKey>()
  const api = useApi()
  const toast = useToast()
  const fieldMap = useMemo(() => textPaths(section), [section])
  const form = useZodForm(holderForms[section], { defaultValues: valuesOf(current, section), fieldMap })
  const [picked, setPicked] = useState<number | null>(null)
  const [hints, setHints] = useState<{ label: string; value: Values }[]>([])

  useEffect(() => {
    const controller = new AbortController()
    api
      .call(orderHints, { params: { id: order.id, type: section }, signal: controller.signal })
      .then((answer) => setHints(answer.data))
      .catch(() => undefined)
    return () => controller.abort()
  }, [api, order.id, section])

  // a hand-typed plate or driver is no longer the fleet's one
  useEffect(() => {
    const watching = form.watch((_, { name }) => {
      if (name === 'texts.number' || name === 'texts.name') form.setValue('link', null)
    })
    return () => watching.unsubscribe()
  }, [form])

  const take = (index: number | null) => {
    setPicked(index)
    const hint = index === null ? undefined : hints[index]
    if (hint) form.reset(valuesOf(hint.value, section))
  }

  const save = form.handleSubmit(async (body) => {
    try {
      // the body is the section's, checked above by the section's own schema
      const answer = await api.call(endpoints[section] as typeof putOrderDriver, {
        params: { id: order.id },
        body: body as never,
      })
      toast.show(t('orders.saved'), { kind: 'success' })
      onSaved(answer.data)
    } catch (error) {
      applyServerErrors(form, error, toast, { fields: Object.values(fieldMap), fieldMap })
    }
  })

  return (
    <form className="fx-or-form" noValidate onSubmit={save}>
      {hints.length > 0 && (
        <Select<number>
          label={t('orders.hint')}
          placeholder={t('orders.hint_placeholder')}
          options={hints.map((hint, index) => ({ value: index, label: hint.label }))}
          value={picked}
          onChange={take}
          name={`${section}-hint`}
        />
      )}
      {fieldsOf[section].map((f) => (
        <FormText key={f.key} control={form.control} name={`texts.${f.key}`} label={t(f.label)} required={f.required} />
      ))}
      <div className="fx-hp-actions">
        <Button type="submit" variant="primary" loading={form.formState.isSubmitting} data-action={`save-${section}`}>
          {t('orders.save')}
        </Button>
      </div>
    </form>
  )
}
