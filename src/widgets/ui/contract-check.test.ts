import { describe, expect, it } from 'vitest'
import { FilterNameForm } from '../../core/contract/cargo'
import { PlannedRouteForm } from '../../core/contract/external-carriers'
import { ResponseForm } from '../../core/contract/responses'
import { ExternalTruckForm } from '../../core/contract/transport'
import { checkWith } from './contract-check'

describe('checkWith', () => {
  it("gives the schema's output for valid values: the response's price in kopecks, an empty comment as null", () => {
    expect(checkWith(ResponseForm, { price: 1234.56, transport_id: 7, comment: '  ' }, 'ru')).toEqual({
      values: { price: 123456, transport_id: 7, comment: null },
      errors: {},
    })
    expect(checkWith(FilterNameForm, { name: '  Рефы ' }, 'en').values).toEqual({ name: 'Рефы' })
  })

  it("puts each field's first message under its path, in the language asked; an empty field reads required", () => {
    expect(checkWith(ResponseForm, { price: null, transport_id: null, comment: '' }, 'ru').errors).toEqual({
      price: 'Обязательное поле',
    })
    expect(checkWith(ResponseForm, { price: -5, transport_id: null, comment: '' }, 'ru').errors).toEqual({
      price: 'Значение должно быть больше 0',
    })
    expect(checkWith(ResponseForm, { price: Number.NaN, transport_id: null, comment: '' }, 'en').errors).toEqual({
      price: 'Enter a number',
    })
    expect(checkWith(ExternalTruckForm, { number: '77', capacity: 120, volume: null }, 'ru').errors).toEqual({
      number: 'Неверный формат',
      capacity: 'Значение должно быть не больше 100',
    })
  })

  it("says required in the form's own words when given, for places not picked and a day not given", () => {
    const route = { start_city: null, finish_point: { id: 2, name: 'Москва' }, start_date: '' }
    expect(checkWith(PlannedRouteForm, route, 'ru', 'Заполните поле').errors).toEqual({
      start_city: 'Заполните поле',
      start_date: 'Заполните поле',
    })
    expect(
      checkWith(PlannedRouteForm, { ...route, start_city: { id: 1 }, start_date: '2030-06-10' }, 'ru').values,
    ).toEqual({ start_city_id: 1, finish_point_id: 2, start_date: '2030-06-10' })
  })
})
