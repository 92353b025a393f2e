/**
 * The truck search's filter form: where from (and how far around), where to, the dates, truck and load types, weight,
 * volume and the trucks' source. It loads after the first results (or with the folded filters' first opening), so
 * its place pickers, date calendar and number fields do not stand before the trucks.
 */
import type { DictionaryItem } from '../../core/contract/reference'
import { Button, DateRangeInput, MultiSelect, NumberInput, PointPicker, Select, useT } from '../ui'
import { emptyForm, type TruckForm, type TruckSourceFilter } from './form'
import type { TruckSearchTextKey } from './texts'

export interface FiltersFormProps {
  id: string
  form: TruckForm
  setForm: (form: TruckForm) => void
  /** Searches with the form. */
  apply: (form: TruckForm) => void
  /** The first day a search may start from (ISO). */
  today: string
  truckTypes: readonly DictionaryItem[]
  loadTypes: readonly DictionaryItem[]
}

/** Part: `filters`, and the kit's field parts. */
export function FiltersForm({ id, form, setForm, apply, today, truckTypes, loadTypes }: FiltersFormProps) {
  const t = useT<TruckSearchTextKey>()
  const set =
    <K extends keyof TruckForm>(key: K) =>
    (value: TruckForm[K]) =>
      setForm({ ...form, [key]: value })
  return (
    <form
      id={id}
      className="ts-filters"
      part="filters"
      aria-label={t('truck_search.filters')}
      onSubmit={(event) => {
        event.preventDefault()
        apply(form)
      }}
    >
      <PointPicker
        label={t('truck_search.where')}
        value={form.start}
        onChange={set('start')}
        radius={form.radius}
        onRadiusChange={set('radius')}
      />
      <PointPicker label={t('truck_search.where_to')} value={form.finish} onChange={set('finish')} />
      <DateRangeInput label={t('truck_search.dates')} value={form.dates} onChange={set('dates')} min={today} />
      <MultiSelect<number>
        label={t('truck_search.truck_types')}
        placeholder={t('truck_search.any')}
        options={truckTypes.map((item) => ({ value: item.id, label: item.name }))}
        value={form.truckTypes}
        onChange={set('truckTypes')}
      />
      <MultiSelect<number>
        label={t('truck_search.load_types')}
        placeholder={t('truck_search.any')}
        options={loadTypes.map((item) => ({ value: item.id, label: item.name }))}
        value={form.loadTypes}
        onChange={set('loadTypes')}
      />
      <NumberInput label={t('truck_search.weight')} value={form.weight} onChange={set('weight')} min={0} />
      <NumberInput label={t('truck_search.volume')} value={form.volume} onChange={set('volume')} min={0} />
      <Select<TruckSourceFilter>
        label={t('truck_search.source')}
        options={(['all', 'registered', 'external'] as const).map((value) => ({
          value,
          label: t(`truck_search.source_${value}`),
        }))}
        value={form.source}
        onChange={(value) => set('source')(value ?? 'all')}
      />
      <div className="ts-filter-actions">
        <Button type="submit" variant="primary" className="ts-submit">
          {t('common.search')}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setForm(emptyForm(today))}>
          {t('common.reset')}
        </Button>
      </div>
    </form>
  )
}
