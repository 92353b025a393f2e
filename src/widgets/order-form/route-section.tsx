/** The route: two to `MAX_CARGO_POINTS` loading and unloading points, each a place, address, date and times. */

import type { Dispatch, SetStateAction } from 'react'
import { localDay } from '../../core/contract/days'
import type { Place } from '../../core/contract/reference'
import { MAX_CARGO_POINTS } from '../../core/contract/shipper'
import { Button, DateInput, PointPicker, Select, TextInput, TimeInput, useT } from '../ui'
import { Controller, useFieldArray, useWatch } from '../ui/form-state'
import type { OrderFormTextKey } from './texts'
import { emptyPoint, type FormPoint, type SectionProps } from './values'

interface RouteSectionProps extends SectionProps {
  /** The picked places by id (the form holds ids only). */
  places: Record<number, Place>
  setPlaces: Dispatch<SetStateAction<Record<number, Place>>>
}

export function RouteSection({ form, errors, locked, places, setPlaces }: RouteSectionProps) {
  const t = useT<OrderFormTextKey>()
  const points = useFieldArray({ control: form.control, name: 'points' })
  const routePoints = useWatch({ control: form.control, name: 'points' })
  return (
    <fieldset className="of-section" part="route" disabled={locked}>
      <legend className="of-legend">{t('order_form.route')}</legend>
      <ol className="of-points">
        {points.fields.map((field, index) => {
          const pointError = (name: keyof FormPoint) => errors[`points.${index}.${name}`]
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
                      error={pointError('kind')}
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
                      error={pointError('place_id')}
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
                      error={pointError('address')}
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
                      min={localDay()}
                      value={date.value}
                      onChange={date.onChange}
                      error={pointError('date')}
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
                        error={pointError('time_from')}
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
                        error={pointError('time_to')}
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
  )
}
