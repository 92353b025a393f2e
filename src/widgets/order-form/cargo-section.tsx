/** The cargo: its type, packing, weight, volume, and the truck bodies and loading ways it needs. */

import type { DictionaryItem } from '../../core/contract/reference'
import { MultiSelect, NumberInput, Select, useT } from '../ui'
import { Controller } from '../ui/form-state'
import { type OrderDictionary, optionsOf } from './dictionaries'
import type { OrderFormTextKey } from './texts'
import type { SectionProps } from './values'

interface CargoSectionProps extends SectionProps {
  dictionaries: Partial<Record<OrderDictionary, DictionaryItem[]>>
}

export function CargoSection({ form, errors, locked, dictionaries }: CargoSectionProps) {
  const t = useT<OrderFormTextKey>()
  return (
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
              options={optionsOf(dictionaries.cargo_types)}
              error={errors.cargo_type_id}
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
              options={optionsOf(dictionaries.pack_types)}
              error={errors.pack_type_id}
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
              error={errors.weight}
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
              error={errors.volume}
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
              options={optionsOf(dictionaries.truck_types)}
              error={errors.truck_types}
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
              options={optionsOf(dictionaries.load_types)}
              error={errors.load_types}
            />
          )}
        />
      </div>
    </fieldset>
  )
}
