/**
 * One holder section of an order (director, driver or transport): read-only for the shipper and the security
 * service, a small form for the carrier while the order waits for its documents, with a hint picker that fills it
 * from the carrier's staff, drivers or trucks (GET orders/:id/:type/hints).
 */
import { useEffect, useState } from 'react'
import { isApiError } from '../../../core/api/errors'
import {
  type Order,
  orderHints,
  putOrderDirector,
  putOrderDriver,
  putOrderTransport,
} from '../../../core/contract/orders'
import { Button, Select, TextInput, useApi, useT, useToast } from '../../../widgets/ui'
import { toastFailure } from '../../forms/errors'
import type { HostTextKey } from '../../texts/keys'

export type Section = 'director' | 'driver' | 'transport'

const fieldsOf: Record<Section, readonly { key: string; label: HostTextKey; required: boolean }[]> = {
  director: [
    { key: 'name', label: 'orders.name', required: true },
    { key: 'position', label: 'orders.position', required: true },
    { key: 'basis', label: 'orders.basis', required: true },
    { key: 'phone', label: 'orders.phone', required: false },
  ],
  driver: [
    { key: 'name', label: 'orders.name', required: true },
    { key: 'phone', label: 'orders.phone', required: true },
    { key: 'licence', label: 'orders.licence', required: true },
    { key: 'passport', label: 'orders.passport', required: false },
  ],
  transport: [
    { key: 'number', label: 'orders.truck_number', required: true },
    { key: 'trailer_number', label: 'orders.trailer_number', required: false },
    { key: 'model', label: 'orders.model', required: false },
  ],
}
const idKey: Record<Section, string | null> = { director: null, driver: 'driver_id', transport: 'transport_id' }
const endpoints = { director: putOrderDirector, driver: putOrderDriver, transport: putOrderTransport }

type Values = Record<string, string | number | null>

function textsOf(value: Values | null, section: Section): Record<string, string> {
  return Object.fromEntries(fieldsOf[section].map((f) => [f.key, value?.[f.key] == null ? '' : String(value[f.key])]))
}

export function HolderSection({
  order,
  section,
  editable,
  onSaved,
}: {
  order: Order
  section: Section
  editable: boolean
  onSaved: (order: Order) => void
}) {
  const t = useT<HostTextKey>()
  const current = order[section] as Values | null
  return (
    <section className="fx-hp-section fx-or-holder" data-section={section} aria-labelledby={`fx-or-${section}`}>
      <h2 id={`fx-or-${section}`}>{t(`orders.${section}`)}</h2>
      {editable ? (
        <HolderForm order={order} section={section} current={current} onSaved={onSaved} />
      ) : current ? (
        <dl className="fx-hp-facts">
          {fieldsOf[section].map((f) => (
            <div key={f.key}>
              <dt>{t(f.label)}</dt>
              <dd data-empty={current[f.key] ? undefined : ''}>{current[f.key] ? String(current[f.key]) : '—'}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="fx-hp-muted">{t('orders.not_filled')}</p>
      )}
    </section>
  )
}

function HolderForm({
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
  const [values, setValues] = useState(() => textsOf(current, section))
  const [picked, setPicked] = useState<number | null>(null)
  const [hints, setHints] = useState<{ label: string; value: Values }[]>([])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const [linked, setLinked] = useState<number | null>(() => {
    const key = idKey[section]
    return key && typeof current?.[key] === 'number' ? (current[key] as number) : null
  })

  useEffect(() => {
    const controller = new AbortController()
    api
      .call(orderHints, { params: { id: order.id, type: section }, signal: controller.signal })
      .then((answer) => setHints(answer.data))
      .catch(() => undefined)
    return () => controller.abort()
  }, [api, order.id, section])

  const take = (index: number | null) => {
    setPicked(index)
    const hint = index === null ? undefined : hints[index]
    if (!hint) return
    setValues(textsOf(hint.value, section))
    const key = idKey[section]
    setLinked(key && typeof hint.value[key] === 'number' ? (hint.value[key] as number) : null)
  }

  const save = async () => {
    setBusy(true)
    setErrors({})
    const body: Record<string, string | number | null> = {}
    for (const f of fieldsOf[section]) {
      const value = values[f.key]?.trim() ?? ''
      if (value || f.required) body[f.key] = value
    }
    const key = idKey[section]
    if (key && linked !== null) body[key] = linked
    try {
      // the body is built field by field from the section's list; the contract checks it on the server
      const answer = await api.call(endpoints[section] as typeof putOrderDriver, {
        params: { id: order.id },
        body: body as never,
      })
      toast.show(t('orders.saved'), { kind: 'success' })
      onSaved(answer.data)
    } catch (error) {
      if (isApiError(error) && error.status === 422 && Object.keys(error.fields).length > 0)
        setErrors(
          Object.fromEntries(Object.entries(error.fields).map(([field, messages]) => [field, messages[0] ?? ''])),
        )
      else toastFailure(toast, error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      className="fx-or-form"
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
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
        <TextInput
          key={f.key}
          label={t(f.label)}
          name={`${section}-${f.key}`}
          value={values[f.key] ?? ''}
          required={f.required}
          error={errors[f.key]}
          onChange={(value) => {
            setValues((v) => ({ ...v, [f.key]: value }))
            // a hand-typed plate or driver is no longer the fleet's one
            if (f.key === 'number' || f.key === 'name') setLinked(null)
          }}
        />
      ))}
      <div className="fx-hp-actions">
        <Button type="submit" variant="primary" loading={busy} data-action={`save-${section}`}>
          {t('orders.save')}
        </Button>
      </div>
    </form>
  )
}
