import { describe, expect, it, vi } from 'vitest'
import { createForm, type FormErrors, type Resolver } from './form-state'

interface Values {
  points: { date: string }[]
  weight: number | null
}

const start = (): Values => ({ points: [{ date: '' }, { date: '' }], weight: null })

/** Weight required; every point needs a date; a later point may not be dated before the one above it. */
const rules: Resolver<Values, { weight: number }> = async (values) => {
  const errors: Record<string, string> = {}
  if (values.weight === null) errors.weight = 'required'
  values.points.forEach((point, i) => {
    if (!point.date) errors[`points.${i}.date`] = 'required'
    else if (i > 0 && point.date < (values.points[i - 1]?.date ?? '')) errors[`points.${i}.date`] = 'before'
  })
  return { values: { weight: values.weight ?? 0 }, errors: errors as FormErrors<Values> }
}

/** Lets the resolver's promise and what follows it settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('form state', () => {
  it('checks on submit only: errors by dotted path, onInvalid, submitting while it runs', async () => {
    const resolver = vi.fn(rules)
    const form = createForm(start(), resolver)
    const onValid = vi.fn()
    const onInvalid = vi.fn()
    form.setValue('weight', 5)
    expect(resolver).not.toHaveBeenCalled()
    expect(form.formState.errors).toEqual({})

    const submitted = form.handleSubmit(onValid, onInvalid)()
    expect(form.formState.isSubmitting).toBe(true)
    await submitted
    expect(form.formState).toEqual({
      errors: { 'points.0.date': 'required', 'points.1.date': 'required' },
      isSubmitting: false,
    })
    expect(onInvalid).toHaveBeenCalledTimes(1)
    expect(onValid).not.toHaveBeenCalled()
  })

  it('after the first submit every change checks the whole form again', async () => {
    const form = createForm(start(), rules)
    await form.handleSubmit(() => undefined)()
    expect(Object.keys(form.formState.errors)).toEqual(['weight', 'points.0.date', 'points.1.date'])

    form.setValue('points.1.date', '2030-07-01')
    // the old error stays until the check answers (no blinking while typing)
    expect(form.formState.errors['points.1.date']).toBe('required')
    await settle()
    expect(form.formState.errors['points.1.date']).toBeUndefined()

    form.setValue('points.0.date', '2030-07-05')
    await settle()
    // a rule across fields: the other point's error follows the change of this one
    expect(form.formState.errors).toEqual({ weight: 'required', 'points.1.date': 'before' })
    form.setValue('points.0.date', '2030-06-30')
    await settle()
    expect(form.formState.errors).toEqual({ weight: 'required' })
  })

  it("drops an older check's answer that comes after a newer one", async () => {
    const answers: Array<() => void> = []
    const slow: Resolver<Values, Values> = (values) =>
      new Promise((resolve) =>
        answers.push(() => resolve({ values, errors: values.weight === null ? { weight: 'required' } : {} })),
      )
    const form = createForm(start(), slow)
    const submitted = form.handleSubmit(() => undefined)()
    answers.shift()?.()
    await submitted
    expect(form.formState.errors).toEqual({ weight: 'required' })
    form.setValue('weight', 1)
    form.setValue('weight', null)
    const [first, second] = answers
    second?.()
    await settle()
    first?.()
    await settle()
    expect(form.formState.errors).toEqual({ weight: 'required' })
  })

  it('valid values go to onValid as the resolver gives them, errors cleared', async () => {
    const form = createForm({ points: [{ date: '2030-07-01' }], weight: 3 }, rules)
    const onValid = vi.fn(async () => {
      expect(form.formState.isSubmitting).toBe(true)
    })
    await form.handleSubmit(onValid)()
    expect(onValid).toHaveBeenCalledWith({ weight: 3 })
    expect(form.formState).toEqual({ errors: {}, isSubmitting: false })
  })

  it("keeps the server's field errors until their field, or a field above them, changes or the form is sent again", async () => {
    const form = createForm({ points: [{ date: '2030-07-01' }], weight: 3 }, rules)
    await form.handleSubmit(() => {
      form.setError('weight', 'Too heavy')
      form.setError('points.0.date', 'Closed that day')
    })()
    expect(form.formState.errors).toEqual({ weight: 'Too heavy', 'points.0.date': 'Closed that day' })
    form.setValue('weight', 2)
    await settle()
    expect(form.formState.errors).toEqual({ 'points.0.date': 'Closed that day' })
    form.setValue('points', [{ date: '2030-07-02' }])
    await settle()
    expect(form.formState.errors).toEqual({})

    form.setError('weight', 'Too heavy')
    await form.handleSubmit(() => undefined)()
    expect(form.formState.errors).toEqual({})
  })

  it('reset shows new values: errors gone, no checks until the next submit, no watcher called', async () => {
    const resolver = vi.fn(rules)
    const form = createForm(start(), resolver)
    const watcher = vi.fn()
    form.watch(watcher)
    await form.handleSubmit(() => undefined)()
    form.reset({ points: [{ date: '2030-07-01' }], weight: null })
    expect(form.values.value.points).toHaveLength(1)
    expect(form.formState.errors).toEqual({})
    expect(watcher).not.toHaveBeenCalled()
    form.setValue('weight', null)
    await settle()
    expect(resolver).toHaveBeenCalledTimes(1)
    expect(form.formState.errors).toEqual({})
    expect(watcher).toHaveBeenCalledWith({ points: [{ date: '2030-07-01' }], weight: null })
  })

  it('replaces values along the changed path only, arrays staying arrays', () => {
    const form = createForm(start(), rules)
    const before = form.values.value
    form.setValue('points.1.date', '2030-07-01')
    const after = form.values.value
    expect(after).not.toBe(before)
    expect(Array.isArray(after.points)).toBe(true)
    expect(after.points[0]).toBe(before.points[0])
    expect(after.points[1]).toEqual({ date: '2030-07-01' })
    expect(before.points[1]).toEqual({ date: '' })
  })

  it("gives an array's items stable keys: a new item a new key, a reset new keys for all", () => {
    const form = createForm(start(), rules)
    const [a, b] = form.keys('points')
    form.setValue('points', [...form.values.value.points, { date: '' }])
    const three = form.keys('points')
    expect(three.slice(0, 2)).toEqual([a, b])
    expect(new Set(three).size).toBe(3)
    // removing the first item: `useFieldArray` takes its key out of the list, the others keep theirs
    three.splice(0, 1)
    form.setValue('points', form.values.value.points.slice(1))
    expect(form.keys('points')).toEqual([b, three[1]])
    form.reset(start())
    expect(form.keys('points').some((key) => key === a || key === b)).toBe(false)
  })
})
