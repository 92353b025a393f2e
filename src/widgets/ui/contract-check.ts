/**
 * A form's values checked with a schema of the contract (classic zod), as form-state's resolvers answer
 * (./form-state.ts): the schema's output, or each field's first message in the element's language under its dotted
 * path, an empty field's as "required" (the contract's word for it, or the form's own).
 *
 * A widget's form imports it with its schema in a rules module of its own, loaded with the form's first focus or
 * first check (`loadOnce(() => import('./x-rules'))`, as the order form's ../order-form/cargo-rules.ts): classic zod
 * and the messages' tables are then no part of the widget's first load, nor of a page where no one fills the form in.
 */
import type { z } from 'zod'
import type { Lang } from '../../core/contract/common'
import { fieldErrors, validationMessage } from '../../core/contract/messages'
import { type FormErrors, valueAt } from './form-state'

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

export function checkWith<T, Out>(
  schema: z.ZodType<Out>,
  values: T,
  lang: Lang,
  required: string = validationMessage(lang, 'required'),
): { values?: Out; errors: FormErrors<T> } {
  const parsed = schema.safeParse(values, { reportInput: true })
  if (parsed.success) return { values: parsed.data, errors: {} }
  const errors: Record<string, string> = {}
  for (const [path, messages] of Object.entries(fieldErrors(parsed.error, lang)))
    errors[path] = isEmpty(valueAt(values, path)) ? required : (messages[0] ?? '')
  return { errors: errors as FormErrors<T> }
}
