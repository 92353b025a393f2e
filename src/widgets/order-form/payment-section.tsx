/**
 * The price and the terms of payment, with the market price hint for the route, body type and weight typed so
 * far (the price travels in minor units and is typed in roubles).
 */

import type { DictionaryItem } from '../../core/contract/reference'
import { NumberInput, Select, useT } from '../ui'
import { Controller, useWatch } from '../ui/form-state'
import { type Currency, type OrderDictionary, optionsOf } from './dictionaries'
import { PriceHintBox } from './price-hint'
import type { OrderFormTextKey } from './texts'
import type { SectionProps } from './values'

interface PaymentSectionProps extends SectionProps {
  dictionaries: Partial<Record<OrderDictionary, DictionaryItem[]>>
  currencies: Currency[]
}

export function PaymentSection({ form, errors, locked, dictionaries, currencies }: PaymentSectionProps) {
  const t = useT<OrderFormTextKey>()
  const routePoints = useWatch({ control: form.control, name: 'points' })
  const truckTypes = useWatch({ control: form.control, name: 'truck_types' })
  const weight = useWatch({ control: form.control, name: 'weight' })
  const currencyCode = useWatch({ control: form.control, name: 'currency' })
  const firstPlace = routePoints?.[0]?.place_id ?? null
  const lastPlace = routePoints?.[routePoints.length - 1]?.place_id ?? null
  return (
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
              error={errors.price}
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
              error={errors.currency}
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
              options={optionsOf(dictionaries.money_types)}
              error={errors.payment_type}
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
              error={errors.vat}
            />
          )}
        />
      </div>
      <PriceHintBox
        startId={firstPlace}
        finishId={lastPlace}
        truckType={truckTypes?.[0] ?? null}
        weight={weight ?? null}
        onApply={(price) => form.setValue('price', price)}
      />
    </fieldset>
  )
}
