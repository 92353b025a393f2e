/** Additional conditions and equipment the carrier must meet (dictionaries). */

import type { DictionaryItem } from '../../core/contract/reference'
import { MultiSelect, useT } from '../ui'
import { Controller } from '../ui/form-state'
import { type OrderDictionary, optionsOf } from './dictionaries'
import type { OrderFormTextKey } from './texts'
import type { SectionProps } from './values'

interface ConditionsSectionProps extends Omit<SectionProps, 'errors'> {
  dictionaries: Partial<Record<OrderDictionary, DictionaryItem[]>>
}

export function ConditionsSection({ form, locked, dictionaries }: ConditionsSectionProps) {
  const t = useT<OrderFormTextKey>()
  return (
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
              options={optionsOf(dictionaries['additional-conditions'])}
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
              options={optionsOf(dictionaries['additional-equipments'])}
            />
          )}
        />
      </div>
    </fieldset>
  )
}
