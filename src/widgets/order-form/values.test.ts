import { describe, expect, it } from 'vitest'
import { emptyPoint, emptyValues, type FormValues, orderResolver } from './values'

const today = () => '2030-06-01'

function complete(): FormValues {
  return {
    ...emptyValues(),
    points: [
      { ...emptyPoint('load', '2030-07-01'), place_id: 1 },
      { ...emptyPoint('unload', '2030-07-03'), place_id: 2 },
    ],
    cargo_type_id: 1,
    weight: 12,
    truck_types: [1],
  }
}

describe("the order form's resolver", () => {
  it('puts the messages of an empty form under their dotted paths, in the language asked', async () => {
    for (const [lang, required] of [
      ['ru', 'Обязательное поле'],
      ['en', 'This field is required'],
    ] as const) {
      const { errors } = await orderResolver(() => lang, today)(emptyValues())
      for (const path of ['points.0.place_id', 'points.1.date', 'cargo_type_id', 'weight', 'truck_types'] as const) {
        expect(errors[path], `${lang} ${path}`).toBe(required)
      }
    }
  })

  it('names the route rules and a past day under the point they concern', async () => {
    const values = complete()
    values.points = [
      { ...emptyPoint('load', '2030-07-05'), place_id: 1 },
      { ...emptyPoint('unload', '2030-07-04'), place_id: 2 },
    ]
    const route = await orderResolver(() => 'en', today)(values)
    expect(route.errors['points.1.date']).toBe('The unloading date cannot be before the loading date')
    values.points = [{ ...emptyPoint('load', '2030-05-30'), place_id: 1 }, ...values.points.slice(1)]
    const past = await orderResolver(() => 'en', today)(values)
    expect(past.errors['points.0.date']).toBe('This date has passed: choose today or a later day')
  })

  it("gives valid values as the contract's CargoInput, without errors", async () => {
    const result = await orderResolver(() => 'ru', today)(complete())
    expect(result.errors).toEqual({})
    expect(result.values).toMatchObject({ weight: 12, cargo_type_id: 1, truck_types: [1] })
  })
})
