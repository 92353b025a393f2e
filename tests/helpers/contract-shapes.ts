/**
 * Reads the contract's zod input schemas as plain shapes (object fields, strings, numbers, enums, arrays), so that
 * the contract fuzz and the access table can build requests for any endpoint, including one added after them,
 * without a hand-written line; and lists every string an endpoint's inputs carry, for the check that each is built
 * on the contract's `Line` or `Text`.
 */
import type { z } from 'zod'
import { lineCheck, textCheck } from '../../src/core/contract/common'
import type { Endpoint } from '../../src/core/contract/endpoint'

export type Shape =
  | { kind: 'object'; fields: Record<string, { shape: Shape; optional: boolean }> }
  | { kind: 'string'; min?: number; max?: number; text: boolean }
  | { kind: 'number'; int: boolean; min?: number; max?: number }
  | { kind: 'boolean' }
  | { kind: 'enum'; values: readonly unknown[] }
  | { kind: 'array'; element: Shape; max?: number }
  | { kind: 'union'; options: Shape[] }
  | { kind: 'record'; value: Shape }
  | { kind: 'any' }

interface Def {
  type: string
  [key: string]: unknown
}
const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def: Def } })?._zod?.def

/** Whether a value may be left out (optional, default) and the schema under the wrappers. */
function unwrap(schema: unknown): { inner: unknown; optional: boolean } {
  let inner = schema
  let optional = false
  for (;;) {
    const def = defOf(inner)
    if (!def) return { inner, optional }
    if (['optional', 'default', 'prefault', 'catch'].includes(def.type)) optional = true
    if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(def.type)) {
      inner = def.innerType
    } else if (def.type === 'pipe') {
      // a preprocess (transform -> schema) is read by its schema; a schema piped on (string -> transform) by its input
      inner = defOf(def.in)?.type === 'transform' ? def.out : def.in
    } else if (def.type === 'lazy') {
      inner = (def.getter as () => unknown)()
    } else {
      return { inner, optional }
    }
  }
}

function checkDefs(def: Def): Def[] {
  return ((def.checks as { _zod: { def: Def } }[] | undefined) ?? []).map((check) => check._zod.def)
}

export function shapeOf(schema: unknown): Shape {
  const { inner } = unwrap(schema)
  const def = defOf(inner)
  if (!def) return { kind: 'any' }
  switch (def.type) {
    case 'object': {
      const fields: Record<string, { shape: Shape; optional: boolean }> = {}
      for (const [name, field] of Object.entries(def.shape as Record<string, unknown>)) {
        fields[name] = { shape: shapeOf(field), optional: unwrap(field).optional }
      }
      return { kind: 'object', fields }
    }
    case 'string': {
      const checks = (def.checks as unknown[] | undefined) ?? []
      const out: Shape = { kind: 'string', text: checks.includes(lineCheck) || checks.includes(textCheck) }
      for (const check of checkDefs(def)) {
        if (check.check === 'min_length') out.min = check.minimum as number
        if (check.check === 'max_length') out.max = check.maximum as number
        if (check.check === 'length_equals') out.min = out.max = check.length as number
      }
      return out
    }
    case 'number': {
      const out: Shape = { kind: 'number', int: false }
      for (const check of checkDefs(def)) {
        if (check.check === 'number_format') out.int = true
        if (check.check === 'greater_than') out.min = Number(check.value) + (check.inclusive ? 0 : 1)
        if (check.check === 'less_than') out.max = Number(check.value) - (check.inclusive ? 0 : 1)
      }
      return out
    }
    case 'boolean':
      return { kind: 'boolean' }
    case 'enum':
      return { kind: 'enum', values: Object.values(def.entries as Record<string, unknown>) }
    case 'literal':
      return { kind: 'enum', values: def.values as unknown[] }
    case 'array': {
      const max = checkDefs(def).find((check) => check.check === 'max_length')?.maximum as number | undefined
      return { kind: 'array', element: shapeOf(def.element), ...(max !== undefined ? { max } : {}) }
    }
    case 'union':
      return { kind: 'union', options: (def.options as unknown[]).map(shapeOf) }
    case 'intersection': {
      const left = shapeOf(def.left)
      const right = shapeOf(def.right)
      if (left.kind === 'object' && right.kind === 'object') {
        return { kind: 'object', fields: { ...left.fields, ...right.fields } }
      }
      return { kind: 'union', options: [left, right] }
    }
    case 'record':
      return { kind: 'record', value: shapeOf(def.valueType) }
    default:
      return { kind: 'any' }
  }
}

/** Every string of an endpoint's inputs, by `part.path`, and whether it is built on `Line` or `Text`. */
export function inputStrings(endpoint: Endpoint): { path: string; text: boolean }[] {
  const out: { path: string; text: boolean }[] = []
  const walk = (shape: Shape, path: string) => {
    if (shape.kind === 'string') out.push({ path, text: shape.text })
    else if (shape.kind === 'object')
      for (const [name, f] of Object.entries(shape.fields)) walk(f.shape, `${path}.${name}`)
    else if (shape.kind === 'array') walk(shape.element, `${path}[]`)
    else if (shape.kind === 'union') for (const [i, option] of shape.options.entries()) walk(option, `${path}|${i}`)
    else if (shape.kind === 'record') walk(shape.value, `${path}{}`)
  }
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = endpoint[part] as z.ZodType | undefined
    if (schema) walk(shapeOf(schema), part)
  }
  return out
}

/** The `:name` parameters of an endpoint's path. */
export const pathParams = (path: string): string[] => [...path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] as string)
