/**
 * The filter form: start and finish point (a place and how far around it), loading date, truck and load types
 * (from the dictionaries), and the weight, volume, price, price-per-km and distance ranges. "Search" applies it.
 */

import type { FormEvent } from 'react'
import { numberProblem } from '../../core/contract/messages'
import type { Place, PlaceType } from '../../core/contract/reference'
import { addTexts } from '../../core/i18n/texts'
import type { DomainTextKey } from '../domain/texts'
import { Button, DateInput, MultiSelect, PointPicker, RangeInput, Select, useStyles, useT } from '../ui'
import { useDictionary } from './dictionaries'
import { type CargoFilterTextKey, en, ru } from './filter-texts'
import type { FilterForm, PointValue } from './filters'
import css from './filters-panel.css?inline'

// the form's own texts come with it (the first view does not show the form)
addTexts({ ru, en })

// (the point helpers live with the form, their only user: the search's first load keeps filters.ts in its entry)
/** How far around a place of this type one may search: a city by radius, region or country; a region … */
export function areaTypes(place: Place | null): PlaceType[] {
  if (!place || place.type === 'city') return ['city', 'region', 'country']
  return place.type === 'region' ? ['region', 'country'] : ['country']
}

/** A point as it is picked: the place's own type (a city → radius). */
export function pointOf(place: Place | null, previous: PointValue): PointValue {
  return {
    place,
    type: place ? (areaTypes(place).includes(previous.type) ? previous.type : place.type) : 'city',
    radius: previous.radius,
  }
}

export interface FiltersPanelProps {
  id: string
  form: FilterForm
  onChange: (form: FilterForm) => void
  onSubmit: () => void
  onReset: () => void
  loading?: boolean
}

function PointField({
  label,
  value,
  onChange,
}: {
  label: string
  value: PointValue
  onChange: (value: PointValue) => void
}) {
  const t = useT<CargoFilterTextKey | DomainTextKey>()
  const types = areaTypes(value.place)
  return (
    <div className="cs-point">
      <PointPicker
        label={label}
        value={value.place}
        onChange={(place) => onChange(pointOf(place, value))}
        radius={value.radius}
        {...(value.type === 'city' ? { onRadiusChange: (radius: number) => onChange({ ...value, radius }) } : {})}
      />
      {value.place && types.length > 1 && (
        <Select<PlaceType>
          label={t('cargo_search.area')}
          hideLabel
          options={types.map((type) => ({ value: type, label: t(`cargo_search.area_${type}`) }))}
          value={value.type}
          onChange={(type) => type && onChange({ ...value, type })}
        />
      )}
    </div>
  )
}

/** Parts: `filters`, and the kit's field parts. */
/** Whether a range or radius field shows a value that is not a number or below 0 (the fields' own rule). */
function rangeProblem(form: FilterForm): boolean {
  const ranges = [form.weight, form.volume, form.price, form.pricePerKm, form.distance]
  const radius = { min: 0, max: 1000, integer: true }
  return (
    ranges.some((r) => numberProblem(r.min, { min: 0 }) !== null || numberProblem(r.max, { min: 0 }) !== null) ||
    numberProblem(form.start.radius, radius) !== null ||
    numberProblem(form.finish.radius, radius) !== null
  )
}

export function FiltersPanel({ id, form, onChange, onSubmit, onReset, loading }: FiltersPanelProps) {
  const t = useT<CargoFilterTextKey | DomainTextKey>()
  const styles = useStyles(css)
  const truckTypes = useDictionary('truck_types')
  const loadTypes = useDictionary('load_types')
  const set =
    <K extends keyof FilterForm>(key: K) =>
    (value: FilterForm[K]) =>
      onChange({ ...form, [key]: value })
  return (
    <form
      id={id}
      part="filters"
      className="cs-filters"
      aria-label={t('cargo_search.filters')}
      onSubmit={(event: FormEvent) => {
        event.preventDefault()
        // a range end that breaks its rule is flagged by its field: search with what is shown or not at all
        if (rangeProblem(form)) return
        onSubmit()
      }}
    >
      {styles}
      <PointField label={t('common.from')} value={form.start} onChange={set('start')} />
      <PointField label={t('common.to')} value={form.finish} onChange={set('finish')} />
      <DateInput label={t('cargo_search.start_date')} value={form.startDate} onChange={set('startDate')} />
      <MultiSelect<number>
        label={t('cargo_search.truck_types')}
        placeholder={t('cargo_search.any')}
        options={truckTypes.map((item) => ({ value: item.id, label: item.name }))}
        value={form.truckTypes}
        onChange={set('truckTypes')}
      />
      <MultiSelect<number>
        label={t('cargo_search.load_types')}
        placeholder={t('cargo_search.any')}
        options={loadTypes.map((item) => ({ value: item.id, label: item.name }))}
        value={form.loadTypes}
        onChange={set('loadTypes')}
      />
      <RangeInput label={t('cargo_search.weight_t')} value={form.weight} onChange={set('weight')} min={0} />
      <RangeInput label={t('cargo_search.volume_m3')} value={form.volume} onChange={set('volume')} min={0} />
      <RangeInput label={t('common.price')} value={form.price} onChange={set('price')} min={0} />
      <RangeInput label={t('cargo_search.price_per_km')} value={form.pricePerKm} onChange={set('pricePerKm')} min={0} />
      <RangeInput
        label={t('cargo_search.distance_km')}
        value={form.distance}
        onChange={set('distance')}
        min={0}
        integer
      />
      <div className="cs-filter-actions">
        <Button type="submit" variant="primary" loading={loading} className="cs-submit">
          {t('common.search')}
        </Button>
        <Button type="button" variant="ghost" onClick={onReset} className="cs-reset">
          {t('common.reset')}
        </Button>
      </div>
    </form>
  )
}
