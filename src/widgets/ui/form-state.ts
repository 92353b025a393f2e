/**
 * A form's state for a widget: values, errors by dotted path, submitting; the pieces of react-hook-form the order
 * form used (`useForm` with a resolver, `Controller`, `useFieldArray`, `useWatch`), under their names.
 *
 * Why not react-hook-form: 7.92 was 14.7-15.5 KB gz (in the page / alone) of the 84.9 KB gz the order
 * form's page loaded, against a target of 70; @mantine/form (~6.9 KB gz) and final-form with react-final-form (7.2 to
 * 10.3 by the measure) were measured and leave the page above 70 too. This module is 0.6 KB gz; the page is 68.4 with
 * it. The site's forms keep react-hook-form (src/host/forms).
 *
 * What a form gets here, as react-hook-form gives it with `mode: 'onSubmit'` and `reValidateMode: 'onChange'`:
 * - `handleSubmit` checks the values with the async resolver; valid, its output goes to `onValid`; else its errors
 *   replace the old ones (the server's too) and `onInvalid` runs. `formState.isSubmitting` holds until both end.
 * - after the first submit every change checks again. Unlike react-hook-form, which replaces only the changed
 *   field's error, the whole form's errors follow the check: a rule spans fields (an unloading date before the
 *   loading date), so a fixed loading date clears the unloading date's error too. An older check's answer is dropped.
 * - errors are keyed by dotted path (`points.0.date`); `setError` puts the server's 422 errors under their fields,
 *   and one stays until its field (or a field above it) changes or the form is submitted again.
 * - `useFieldArray` gives items stable keys; `useWatch` and `Controller` re-render with their own value only.
 * - `watch` calls back on every change made through the form (`setValue`, a field, an array), not on `reset`.
 * - `reset(values)` shows new values (a loaded cargo, a draft): errors cleared, back to before the first submit.
 * Values are replaced, never changed in place, so a value that did not change keeps its identity.
 * Works on React 19 and preact/compat alike: only hooks and `@preact/signals-core` (the shared chunk has it), read
 * in components through the kit's `useSignal`.
 */
import { computed, type ReadonlySignal, signal } from '@preact/signals-core'
import { type ReactNode, useMemo, useState } from 'react'
import { useSignal } from './context'

/** The dotted paths of a value type: `points`, `points.${number}`, `points.${number}.date`, `weight`… */
export type Path<T> = T extends readonly (infer I)[]
  ? `${number}` | `${number}.${Path<I>}`
  : T extends object
    ? { [K in keyof T & string]: K | `${K}.${Path<T[K]>}` }[keyof T & string]
    : never

type Child<T, K extends string> = T extends readonly (infer I)[] ? I : K extends keyof T ? T[K] : never

/** The type of the value at a path. */
export type PathValue<T, P extends string> = P extends `${infer K}.${infer R}` ? PathValue<Child<T, K>, R> : Child<T, P>

/** Error messages by path. */
export type FormErrors<T> = Partial<Record<Path<T>, string>>

/** Checks the values: no errors, and `values` is what `onValid` gets. */
export type Resolver<T, Out> = (values: T) => Promise<{ values?: Out; errors: FormErrors<T> }>

export interface FormState<T> {
  errors: FormErrors<T>
  isSubmitting: boolean
}

export interface Form<T, Out = T> {
  /** The form itself, under react-hook-form's name: `<Controller control={form.control} …>`. */
  readonly control: Form<T, Out>
  readonly values: ReadonlySignal<T>
  readonly state: ReadonlySignal<FormState<T>>
  /** The errors and the submitting flag; `useForm` re-renders its component when they change. */
  readonly formState: FormState<T>
  setValue<P extends Path<T>>(name: P, value: PathValue<T, P>): void
  setError(name: string, message: string): void
  reset(values: T): void
  watch(callback: (values: T) => void): { unsubscribe(): void }
  handleSubmit(
    onValid: (values: Out) => unknown,
    onInvalid?: () => void,
  ): (event?: { preventDefault(): void }) => Promise<void>
  /** Stable keys of an array's items (`useFieldArray`). */
  keys(name: string): number[]
}

/** The value at a dotted path, `undefined` where the path leads nowhere. */
export function valueAt(values: unknown, path: string): unknown {
  let node = values
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as Record<string, unknown>)[key]
  }
  return node
}

/** A copy of `node` with `value` at `keys`, the rest shared. */
function setIn(node: unknown, [key = '', ...rest]: string[], value: unknown): unknown {
  const copy = (Array.isArray(node) ? [...node] : { ...(node as object) }) as Record<string, unknown>
  copy[key] = rest.length > 0 ? setIn(copy[key], rest, value) : value
  return copy
}

/** Errors without those of a path and below it. */
const without = (errors: Record<string, string>, path: string) =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => key !== path && !key.startsWith(`${path}.`)))

export function createForm<T, Out = T>(defaultValues: T, resolver: Resolver<T, Out>): Form<T, Out> {
  const values = signal(defaultValues)
  const state = signal<FormState<T>>({ errors: {}, isSubmitting: false })
  /** The last check's errors and the server's. */
  let checked: Record<string, string> = {}
  let server: Record<string, string> = {}
  let submitted = false
  let run = 0
  let nextKey = 0
  const keys = new Map<string, number[]>()
  const watchers = new Set<(values: T) => void>()

  const publish = (isSubmitting = state.peek().isSubmitting) => {
    state.value = { errors: { ...checked, ...server } as FormErrors<T>, isSubmitting }
  }
  const check = async () => {
    const mine = ++run
    const result = await resolver(values.peek())
    return { result, latest: mine === run }
  }

  const form: Form<T, Out> = {
    get control() {
      return form
    },
    values,
    state,
    get formState() {
      return state.value
    },
    setValue(name, value) {
      values.value = setIn(values.peek(), name.split('.'), value) as T
      server = without(server, name)
      publish()
      for (const watcher of watchers) watcher(values.peek())
      if (submitted)
        void check().then(({ result, latest }) => {
          if (!latest) return
          checked = result.errors as Record<string, string>
          publish()
        })
    },
    setError(name, message) {
      server = { ...server, [name]: message }
      publish()
    },
    reset(next) {
      run++
      submitted = false
      checked = {}
      server = {}
      keys.clear()
      values.value = next
      publish()
    },
    watch(callback) {
      watchers.add(callback)
      return { unsubscribe: () => watchers.delete(callback) }
    },
    handleSubmit(onValid, onInvalid) {
      return async (event) => {
        event?.preventDefault()
        publish(true)
        try {
          const { result } = await check()
          submitted = true
          checked = result.errors as Record<string, string>
          server = {}
          publish()
          if (Object.keys(checked).length > 0) onInvalid?.()
          else await onValid(result.values as Out)
        } finally {
          publish(false)
        }
      }
    },
    keys(name) {
      const items = valueAt(values.peek(), name)
      const length = Array.isArray(items) ? items.length : 0
      let list = keys.get(name) ?? []
      if (list.length !== length) list = Array.from({ length }, (_, i) => list[i] ?? nextKey++)
      keys.set(name, list)
      return list
    },
  }
  return form
}

/** The form of a component, made once; the component re-renders when the errors or the submitting flag change. */
export function useForm<T, Out = T>(options: { defaultValues: T; resolver: Resolver<T, Out> }): Form<T, Out> {
  const [form] = useState(() => createForm(options.defaultValues, options.resolver))
  useSignal(form.state)
  return form
}

/** The value at `name`; re-renders when it changes. */
export function useWatch<T, P extends Path<T>>({ control, name }: { control: Form<T, unknown>; name: P }) {
  const value = useMemo(() => computed(() => valueAt(control.values.value, name)), [control, name])
  return useSignal(value) as PathValue<T, P>
}

export interface ControllerProps<T, P extends Path<T>> {
  control: Form<T, unknown>
  name: P
  render: (props: { field: { value: PathValue<T, P>; onChange: (value: PathValue<T, P>) => void } }) => ReactNode
}

/** One field: its value and its change, for a control that takes them as props. */
export function Controller<T, P extends Path<T>>({ control, name, render }: ControllerProps<T, P>) {
  const value = useWatch({ control, name })
  return render({ field: { value, onChange: (next) => control.setValue(name, next) } })
}

/** An array field's items with stable keys (`fields[i].id`), and adding and removing items. */
export function useFieldArray<T, P extends Path<T>>({ control, name }: { control: Form<T, unknown>; name: P }) {
  const items = useWatch({ control, name }) as unknown[]
  const ids = control.keys(name)
  type Item = PathValue<T, P> extends readonly (infer I)[] ? I : never
  const set = (next: unknown[]) => control.setValue(name, next as PathValue<T, P>)
  return {
    fields: ids.map((id) => ({ id })),
    // a new item gets a new key from `keys`; a removed one takes its key along, the others keep theirs
    append: (item: Item) => set([...items, item]),
    remove: (index: number) => {
      ids.splice(index, 1)
      set(items.filter((_, i) => i !== index))
    },
  }
}
