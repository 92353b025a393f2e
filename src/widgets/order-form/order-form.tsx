/**
 * The order form: create or edit a cargo (`POST shipper/cargos`, `PUT shipper/cargos/:id`). react-hook-form
 * checks the values with the contract's `CargoInput` and its messages in the element's language; the server's
 * 422 field errors land under their fields, anything else in a toast (spec 8). Every change is kept as a draft
 * in browser storage until a save succeeds, so a failed save or a reload loses nothing.
 */
import { useEffect, useMemo, useRef, useState } from 'react'
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form'
import { isApiError } from '../../core/api'
import type { DictionaryItem, Place } from '../../core/contract/reference'
import {
  type CargoInputValue,
  createCargo,
  getShipperCargo,
  MAX_CARGO_POINTS,
  type ShipperCargo,
  updateCargo,
} from '../../core/contract/shipper'
import {
  Button,
  DateInput,
  EmptyState,
  ErrorState,
  Field,
  MultiSelect,
  NumberInput,
  PointPicker,
  Select,
  type SelectOption,
  Skeleton,
  TextInput,
  useApi,
  useCore,
  useFormat,
  useLang,
  useSignal,
  useT,
  useToast,
} from '../ui'
import { useCurrencies, useDictionaries, useStaff } from './dictionaries'
import { type Draft, draftKeyOf, readDraft, writeDraft } from './draft'
import { PriceHintBox } from './price-hint'
import type { OrderFormProps } from './schema'
import type { OrderFormTextKey } from './texts'
import { emptyPoint, emptyValues, type FormValues, orderResolver, valuesOf } from './values'

type Load =
  | { status: 'new' }
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'done'; cargo: ShipperCargo }

const options = (items: DictionaryItem[] | undefined): SelectOption<number>[] =>
  (items ?? []).map((item) => ({ value: item.id, label: item.name }))

function TimeInput({
  label,
  value,
  onChange,
  error,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | undefined
}) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <input
          part="input"
          className="fx-input"
          type="time"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          {...control}
        />
      )}
    </Field>
  )
}

export function OrderForm({ cargoId, draftKey, hideTitle, dispatch }: OrderFormProps) {
  const t = useT<OrderFormTextKey>()
  const api = useApi()
  const core = useCore()
  const lang = useLang()
  const format = useFormat()
  const toast = useToast()
  const signedIn = useSignal(core.session.isSignedIn)
  const roles = useSignal(core.session.userRoles)
  const isShipper = roles.length === 0 || roles.includes('shipper')
  const storage = core.storage
  const key = draftKeyOf(cargoId, draftKey)
  const langRef = useRef(lang)
  langRef.current = lang

  const resolver = useMemo(() => orderResolver(() => langRef.current), [])
  const form = useForm<FormValues, unknown, CargoInputValue>({ defaultValues: emptyValues(), resolver })
  const points = useFieldArray({ control: form.control, name: 'points' })
  const [places, setPlaces] = useState<Record<number, Place>>({})
  const [load, setLoad] = useState<Load>(cargoId === undefined ? { status: 'new' } : { status: 'loading' })
  const [restoredAt, setRestoredAt] = useState<string | null>(null)
  const [baseline, setBaseline] = useState<string>(() => JSON.stringify(emptyValues()))
  const ready = useRef(false)
  const intent = useRef<'draft' | 'publish'>('draft')
  const dictionaries = useDictionaries()
  const staff = useStaff(signedIn)
  const currencies = useCurrencies()

  // the cargo to edit, then the draft over it (a draft is what the user typed last)
  useEffect(() => {
    if (!signedIn) return
    ready.current = false
    const controller = new AbortController()
    const start = async () => {
      let base: { values: FormValues; places: Record<number, Place> } = { values: emptyValues(), places: {} }
      if (cargoId !== undefined) {
        setLoad({ status: 'loading' })
        try {
          const answer = await api.call(getShipperCargo, { params: { id: cargoId }, signal: controller.signal })
          if (controller.signal.aborted) return
          setLoad({ status: 'done', cargo: answer.data })
          base = valuesOf(answer.data)
        } catch (error) {
          if (controller.signal.aborted) return
          setLoad({ status: 'failed', error })
          return
        }
      } else {
        setLoad({ status: 'new' })
      }
      const draft = readDraft(storage, key)
      setBaseline(JSON.stringify(base.values))
      if (draft) {
        form.reset(draft.values)
        setPlaces({ ...base.places, ...draft.places })
        setRestoredAt(draft.saved_at)
      } else {
        form.reset(base.values)
        setPlaces(base.places)
        setRestoredAt(null)
      }
      ready.current = true
    }
    void start()
    return () => controller.abort()
  }, [api, cargoId, key, signedIn, storage, form])

  // every change is kept until a save succeeds; back at the loaded values there is nothing to keep
  const placesRef = useRef(places)
  placesRef.current = places
  const keep = (values: FormValues) => {
    if (!ready.current) return
    const same = JSON.stringify(values) === baseline
    const draft: Draft | null = same ? null : { values, places: placesRef.current, saved_at: new Date().toISOString() }
    writeDraft(storage, key, draft)
  }
  const keepRef = useRef(keep)
  keepRef.current = keep
  useEffect(() => {
    const subscription = form.watch((values) => keepRef.current(values as FormValues))
    return () => subscription.unsubscribe()
  }, [form])

  const discard = () => {
    writeDraft(storage, key, null)
    const base = load.status === 'done' ? valuesOf(load.cargo) : { values: emptyValues(), places: {} }
    form.reset(base.values)
    setPlaces(base.places)
    setRestoredAt(null)
  }

  const submit = form.handleSubmit(
    async (value) => {
      const publish = intent.current === 'publish'
      try {
        const saved =
          cargoId === undefined
            ? (await api.call(createCargo, { body: { ...value, publish } })).data
            : (await api.call(updateCargo, { params: { id: cargoId }, body: value })).data
        writeDraft(storage, key, null)
        setRestoredAt(null)
        const message =
          cargoId !== undefined
            ? 'order_form.saved_updated'
            : publish
              ? 'order_form.saved_published'
              : 'order_form.saved_created'
        toast.show(t(message, { id: saved.id }), { kind: 'success' })
        if (cargoId === undefined) {
          ready.current = false
          form.reset(emptyValues())
          setPlaces({})
          setBaseline(JSON.stringify(emptyValues()))
          ready.current = true
        } else {
          const next = valuesOf(saved)
          setLoad({ status: 'done', cargo: saved })
          setBaseline(JSON.stringify(next.values))
          form.reset(next.values)
          setPlaces(next.places)
        }
        dispatch('fx-order-submit', { cargo: saved, created: cargoId === undefined })
      } catch (error) {
        // the draft stays: nothing typed is lost
        if (isApiError(error) && error.status === 422 && Object.keys(error.fields).length > 0) {
          for (const [field, messages] of Object.entries(error.fields)) {
            form.setError(field as 'weight', { type: 'server', message: messages[0] ?? '' }, { shouldFocus: false })
          }
        }
        if (isApiError(error) && error.status === 409 && error.serverMessage) {
          toast.show(error.serverMessage, { kind: 'error' })
        } else {
          toast.error(error)
        }
      }
    },
    () => toast.show(t('order_form.errors_in_form'), { kind: 'error' }),
  )

  const watched = useWatch({ control: form.control, name: ['points', 'truck_types', 'weight'] })
  const [routePoints, truckTypes, weight] = watched
  const currencyCode = useWatch({ control: form.control, name: 'currency' })
  const firstPlace = routePoints?.[0]?.place_id ?? null
  const lastPlace = routePoints?.[routePoints.length - 1]?.place_id ?? null

  if (!signedIn || !isShipper) {
    return (
      <div className="of" part="order-form">
        <EmptyState title={t('order_form.sign_in')} />
      </div>
    )
  }
  if (load.status === 'loading') {
    return (
      <div className="of" part="order-form">
        <Skeleton lines={8} label={t('common.loading')} />
      </div>
    )
  }
  if (load.status === 'failed') {
    return (
      <div className="of" part="order-form">
        <ErrorState error={load.error} title={t('order_form.load_failed')} />
      </div>
    )
  }
  const locked = load.status === 'done' && !load.cargo.editable
  const errors = form.formState.errors
  const submitting = form.formState.isSubmitting

  return (
    <form className="of" part="order-form" noValidate onSubmit={submit}>
      {!hideTitle && (
        <h2 className="of-title" part="title">
          {cargoId === undefined ? t('order_form.title_new') : t('order_form.title_edit', { id: cargoId })}
        </h2>
      )}
      {locked && load.status === 'done' && (
        <p className="of-notice" role="status" data-notice="locked">
          {t('order_form.not_editable', { stage: t(`shipper_cargos.stage_${load.cargo.stage}`) })}
        </p>
      )}
      {restoredAt && (
        <p className="of-notice" role="status" data-notice="draft">
          <span>
            {t('order_form.draft_restored', { time: format.dateTime(restoredAt) })} {t('order_form.draft_kept')}
          </span>
          <Button size="small" variant="ghost" onClick={discard}>
            {t('order_form.draft_discard')}
          </Button>
        </p>
      )}
      <p className="of-muted">{t('order_form.required_note')}</p>

      <fieldset className="of-section" part="route" disabled={locked}>
        <legend className="of-legend">{t('order_form.route')}</legend>
        <ol className="of-points">
          {points.fields.map((field, index) => {
            const pointErrors = errors.points?.[index]
            const number = index + 1
            return (
              <li key={field.id} className="of-point" part="point" data-kind={routePoints?.[index]?.kind}>
                <div className="of-point-head">
                  <span className="of-point-number">{t('order_form.point_number', { number })}</span>
                  <Controller
                    control={form.control}
                    name={`points.${index}.kind`}
                    render={({ field: kind }) => (
                      <Select<'load' | 'unload'>
                        label={t('order_form.point_kind')}
                        hideLabel
                        value={kind.value}
                        onChange={(next) => next && kind.onChange(next)}
                        options={[
                          { value: 'load', label: t('order_form.point_load') },
                          { value: 'unload', label: t('order_form.point_unload') },
                        ]}
                        error={pointErrors?.kind?.message}
                      />
                    )}
                  />
                  {points.fields.length > 2 && (
                    <Button
                      size="small"
                      variant="ghost"
                      aria-label={t('order_form.remove_point', { number })}
                      onClick={() => points.remove(index)}
                    >
                      ×
                    </Button>
                  )}
                </div>
                <div className="of-grid">
                  <Controller
                    control={form.control}
                    name={`points.${index}.place_id`}
                    render={({ field: place }) => (
                      <PointPicker
                        label={t('order_form.place')}
                        required
                        value={place.value === null ? null : (places[place.value] ?? null)}
                        onChange={(picked) => {
                          if (picked) setPlaces((previous) => ({ ...previous, [picked.id]: picked }))
                          place.onChange(picked?.id ?? null)
                        }}
                        error={pointErrors?.place_id?.message}
                      />
                    )}
                  />
                  <Controller
                    control={form.control}
                    name={`points.${index}.address`}
                    render={({ field: address }) => (
                      <TextInput
                        label={t('order_form.address')}
                        placeholder={t('order_form.address_placeholder')}
                        value={address.value}
                        onChange={address.onChange}
                        maxLength={300}
                        error={pointErrors?.address?.message}
                      />
                    )}
                  />
                  <Controller
                    control={form.control}
                    name={`points.${index}.date`}
                    render={({ field: date }) => (
                      <DateInput
                        label={t('order_form.date')}
                        required
                        value={date.value}
                        onChange={date.onChange}
                        error={pointErrors?.date?.message}
                      />
                    )}
                  />
                  <div className="of-times">
                    <Controller
                      control={form.control}
                      name={`points.${index}.time_from`}
                      render={({ field: time }) => (
                        <TimeInput
                          label={t('order_form.time_from')}
                          value={time.value}
                          onChange={time.onChange}
                          error={pointErrors?.time_from?.message}
                        />
                      )}
                    />
                    <Controller
                      control={form.control}
                      name={`points.${index}.time_to`}
                      render={({ field: time }) => (
                        <TimeInput
                          label={t('order_form.time_to')}
                          value={time.value}
                          onChange={time.onChange}
                          error={pointErrors?.time_to?.message}
                        />
                      )}
                    />
                  </div>
                </div>
              </li>
            )
          })}
        </ol>
        {points.fields.length < MAX_CARGO_POINTS && (
          <Button
            size="small"
            className="of-add-point"
            onClick={() => points.append(emptyPoint('unload', routePoints?.[routePoints.length - 1]?.date ?? ''))}
          >
            + {t('order_form.add_point')}
          </Button>
        )}
      </fieldset>

      <fieldset className="of-section" part="cargo" disabled={locked}>
        <legend className="of-legend">{t('order_form.cargo')}</legend>
        <div className="of-grid">
          <Controller
            control={form.control}
            name="cargo_type_id"
            render={({ field }) => (
              <Select<number>
                label={t('order_form.cargo_type')}
                required
                value={field.value}
                onChange={field.onChange}
                options={options(dictionaries.cargo_types)}
                error={errors.cargo_type_id?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="pack_type_id"
            render={({ field }) => (
              <Select<number>
                label={t('order_form.pack_type')}
                value={field.value}
                onChange={field.onChange}
                options={options(dictionaries.pack_types)}
                error={errors.pack_type_id?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="weight"
            render={({ field }) => (
              <NumberInput
                label={t('order_form.weight')}
                required
                value={field.value}
                onChange={field.onChange}
                min={0}
                unit={t('order_form.tonnes')}
                error={errors.weight?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="volume"
            render={({ field }) => (
              <NumberInput
                label={t('order_form.volume')}
                value={field.value}
                onChange={field.onChange}
                min={0}
                unit={t('order_form.cubic_metres')}
                error={errors.volume?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="truck_types"
            render={({ field }) => (
              <MultiSelect<number>
                label={t('order_form.truck_types')}
                required
                value={field.value}
                onChange={field.onChange}
                options={options(dictionaries.truck_types)}
                error={errors.truck_types?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="load_types"
            render={({ field }) => (
              <MultiSelect<number>
                label={t('order_form.load_types')}
                value={field.value}
                onChange={field.onChange}
                options={options(dictionaries.load_types)}
                error={errors.load_types?.message}
              />
            )}
          />
        </div>
      </fieldset>

      <fieldset className="of-section" part="conditions" disabled={locked}>
        <legend className="of-legend">{t('order_form.conditions')}</legend>
        <div className="of-grid">
          <Controller
            control={form.control}
            name="additional_conditions"
            render={({ field }) => (
              <MultiSelect<number>
                label={t('order_form.additional_conditions')}
                value={field.value}
                onChange={field.onChange}
                options={options(dictionaries['additional-conditions'])}
              />
            )}
          />
          <Controller
            control={form.control}
            name="additional_equipments"
            render={({ field }) => (
              <MultiSelect<number>
                label={t('order_form.additional_equipments')}
                value={field.value}
                onChange={field.onChange}
                options={options(dictionaries['additional-equipments'])}
              />
            )}
          />
        </div>
      </fieldset>

      <fieldset className="of-section" part="payment" disabled={locked}>
        <legend className="of-legend">{t('order_form.price_section')}</legend>
        <div className="of-grid">
          <Controller
            control={form.control}
            name="price"
            render={({ field }) => (
              <NumberInput
                label={t('order_form.price')}
                hint={t('order_form.price_hint_label')}
                value={field.value === null ? null : field.value / 100}
                onChange={(roubles) => field.onChange(roubles === null ? null : Math.round(roubles * 100))}
                min={0}
                unit={currencyCode}
                error={errors.price?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="currency"
            render={({ field }) => (
              <Select<string>
                label={t('order_form.currency')}
                value={field.value}
                onChange={(next) => next && field.onChange(next)}
                options={currencies.map((item) => ({ value: item.code, label: `${item.name} (${item.code})` }))}
                error={errors.currency?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="payment_type"
            render={({ field }) => (
              <Select<number>
                label={t('order_form.payment_type')}
                value={field.value}
                onChange={(next) => next !== null && field.onChange(next)}
                options={options(dictionaries.money_types)}
                error={errors.payment_type?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="price_mode"
            render={({ field }) => (
              <Select<'nds' | 'no_nds' | 'cash'>
                label={t('order_form.price_mode')}
                value={field.value}
                onChange={(next) => next && field.onChange(next)}
                options={(['nds', 'no_nds', 'cash'] as const).map((mode) => ({
                  value: mode,
                  label: t(`order_form.price_mode_${mode}`),
                }))}
              />
            )}
          />
          <Controller
            control={form.control}
            name="vat"
            render={({ field }) => (
              <NumberInput
                label={t('order_form.vat')}
                hint={t('order_form.vat_hint')}
                value={field.value}
                onChange={field.onChange}
                min={0}
                max={30}
                integer
                unit="%"
                error={errors.vat?.message}
              />
            )}
          />
        </div>
        <PriceHintBox
          startId={firstPlace}
          finishId={lastPlace}
          truckType={truckTypes?.[0] ?? null}
          weight={weight ?? null}
          onApply={(price) => form.setValue('price', price, { shouldDirty: true })}
        />
      </fieldset>

      <fieldset className="of-section" part="contacts" disabled={locked}>
        <legend className="of-legend">{t('order_form.contacts')}</legend>
        <div className="of-grid">
          <Controller
            control={form.control}
            name="contacts"
            render={({ field }) => (
              <MultiSelect<number>
                label={t('order_form.contacts')}
                hint={t('order_form.contacts_hint')}
                value={field.value}
                onChange={field.onChange}
                options={staff.map((member) => ({
                  value: member.id,
                  label: member.full_name,
                  ...(member.phone ? { description: member.phone } : {}),
                }))}
                error={errors.contacts?.message}
              />
            )}
          />
        </div>
        <Controller
          control={form.control}
          name="comment"
          render={({ field }) => (
            <Field label={t('order_form.comment')} hint={t('order_form.comment_hint')} error={errors.comment?.message}>
              {(control) => (
                <textarea
                  part="textarea"
                  className="fx-input of-textarea"
                  rows={3}
                  maxLength={2000}
                  value={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.value)}
                  {...control}
                />
              )}
            </Field>
          )}
        />
      </fieldset>

      <div className="of-actions" part="actions">
        {cargoId === undefined ? (
          <>
            <Button
              type="submit"
              variant="primary"
              loading={submitting && intent.current === 'publish'}
              disabled={submitting}
              onClick={() => {
                intent.current = 'publish'
              }}
            >
              {t('order_form.publish')}
            </Button>
            <Button
              type="submit"
              loading={submitting && intent.current === 'draft'}
              disabled={submitting}
              onClick={() => {
                intent.current = 'draft'
              }}
            >
              {t('order_form.save_draft')}
            </Button>
          </>
        ) : (
          <Button type="submit" variant="primary" loading={submitting} disabled={locked}>
            {t('order_form.save')}
          </Button>
        )}
        <Button variant="ghost" onClick={discard} disabled={submitting}>
          {t('order_form.reset')}
        </Button>
      </div>
    </form>
  )
}
