/**
 * Validation messages of spec 5 in both languages, shared by the server's 422 answers and the client's forms,
 * and the zod error map that produces them.
 */
import type { z } from 'zod'
import type { Lang } from './common'

export const validationMessages = {
  ru: {
    required: 'Обязательное поле',
    min_length_one: 'Минимум {count} символ',
    min_length_few: 'Минимум {count} символа',
    min_length_many: 'Минимум {count} символов',
    min_length_other: 'Минимум {count} символа',
    max_length_one: 'Максимум {count} символ',
    max_length_few: 'Максимум {count} символа',
    max_length_many: 'Максимум {count} символов',
    max_length_other: 'Максимум {count} символа',
    invalid_email: 'Введите корректный e-mail',
    invalid_phone: 'Введите корректный номер телефона',
    invalid_inn: 'Некорректный ИНН',
    invalid_kpp: 'КПП состоит из 9 цифр',
    invalid_ogrn: 'ОГРН состоит из 13 или 15 цифр',
    invalid_bik: 'БИК состоит из 9 цифр',
    invalid_account: 'Счёт состоит из 20 цифр',
    invalid_passport_series: 'Серия паспорта — 4 цифры',
    invalid_passport_number: 'Номер паспорта — 6 цифр',
    invalid_department_code: 'Код подразделения в виде 000-000',
    invalid_code: 'Код состоит из 6 цифр',
    invalid_timezone: 'Неизвестный часовой пояс',
    invalid_value: 'Недопустимое значение',
    invalid_format: 'Неверный формат',
    invalid_characters: 'Недопустимые символы',
    not_a_number: 'Введите число',
    too_small_number: 'Значение должно быть не меньше {min}',
    too_small_exclusive: 'Значение должно быть больше {min}',
    too_big_number: 'Значение должно быть не больше {max}',
    number_too_big: 'Слишком большое число',
    not_whole_number: 'Введите целое число',
    unknown_field: 'Неизвестное поле',
    too_many_items_one: 'Можно выбрать не больше {count} значения',
    too_many_items_few: 'Можно выбрать не больше {count} значений',
    too_many_items_many: 'Можно выбрать не больше {count} значений',
    too_many_items_other: 'Можно выбрать не больше {count} значения',
    pick_some: 'Выберите хотя бы одно значение',
    too_few_items_one: 'Выберите не меньше {count} значения',
    too_few_items_few: 'Выберите не меньше {count} значений',
    too_few_items_many: 'Выберите не меньше {count} значений',
    too_few_items_other: 'Выберите не меньше {count} значения',
    departure_required: 'Укажите город отправления',
    invalid_time: 'Время в виде ЧЧ:ММ, от 00:00 до 23:59',
    time_window_order: 'Время «до» должно быть позже времени «с»',
    first_point_load: 'Маршрут начинается с пункта загрузки',
    last_point_unload: 'Маршрут заканчивается пунктом разгрузки',
    unload_before_load: 'Дата разгрузки не может быть раньше даты загрузки',
    date_in_past: 'Дата уже прошла: укажите сегодняшнюю или более позднюю',
    period_order: 'Конец периода не может быть раньше его начала',
    period_too_long: 'Период не может быть длиннее 366 дней',
    invalid_datetime: 'Укажите дату и время',
    auction_step_too_big: 'Шаг ставки — не больше половины стартовой цены',
    hold_publish: 'Правило не может одновременно публиковать и задерживать заказ',
    factor_needs_publish: 'Цена по индексу задаётся только для публикуемых заказов',
    step_above_floor: 'Шаг не может быть больше минимальной цены',
    invalid_url: 'Введите адрес http:// или https://',
  },
  en: {
    required: 'This field is required',
    min_length_one: 'Minimum {count} character',
    min_length_other: 'Minimum {count} characters',
    max_length_one: 'Maximum {count} character',
    max_length_other: 'Maximum {count} characters',
    invalid_email: 'Enter a correct e-mail',
    invalid_phone: 'Enter a correct phone number',
    invalid_inn: 'Invalid INN',
    invalid_kpp: 'KPP is 9 digits',
    invalid_ogrn: 'OGRN is 13 or 15 digits',
    invalid_bik: 'BIK is 9 digits',
    invalid_account: 'An account number is 20 digits',
    invalid_passport_series: 'The passport series is 4 digits',
    invalid_passport_number: 'The passport number is 6 digits',
    invalid_department_code: 'The department code looks like 000-000',
    invalid_code: 'The code is 6 digits',
    invalid_timezone: 'Unknown time zone',
    invalid_value: 'Invalid value',
    invalid_format: 'Invalid format',
    invalid_characters: 'Invalid characters',
    not_a_number: 'Enter a number',
    too_small_number: 'The value must be at least {min}',
    too_small_exclusive: 'The value must be greater than {min}',
    too_big_number: 'The value must be at most {max}',
    number_too_big: 'The number is too large',
    not_whole_number: 'Enter a whole number',
    unknown_field: 'Unknown field',
    too_many_items_one: 'Choose at most {count} value',
    too_many_items_other: 'Choose at most {count} values',
    pick_some: 'Choose at least one value',
    too_few_items_one: 'Choose at least {count} value',
    too_few_items_other: 'Choose at least {count} values',
    departure_required: 'Choose the departure city',
    invalid_time: 'Time as HH:MM, from 00:00 to 23:59',
    time_window_order: 'The "to" time must be later than the "from" time',
    first_point_load: 'The route starts with a loading point',
    last_point_unload: 'The route ends with an unloading point',
    unload_before_load: 'The unloading date cannot be before the loading date',
    date_in_past: 'This date has passed: choose today or a later day',
    period_order: 'The end of the period cannot be before its start',
    period_too_long: 'The period cannot be longer than 366 days',
    invalid_datetime: 'Enter a date and time',
    auction_step_too_big: 'The bid step is at most half the start price',
    hold_publish: 'A rule cannot both publish and hold an order',
    factor_needs_publish: 'An index price is set only for orders the rule publishes',
    step_above_floor: 'The step cannot be larger than the lowest price',
    invalid_url: 'Enter an http:// or https:// address',
  },
} as const satisfies Record<Lang, Record<string, string>>

type PluralSuffix = 'one' | 'few' | 'many' | 'other'
type MessageId = keyof (typeof validationMessages)['ru']
/**
 * A message key; plural messages (`min_length_one`, `_few`, `_many`, `_other`: i18next's suffixes, chosen by
 * `Intl.PluralRules` from the `count` param, as i18next does on the client) are asked for by their base key.
 */
export type ValidationMessageKey = {
  [K in MessageId]: K extends `${infer Base}_${PluralSuffix}` ? Base : K
}[MessageId]

/** Numbers in messages as the language writes them (`100 000 000`, `100,000,000`; four digits stay `3000`). */
function formatParam(lang: Lang, value: unknown): string {
  if (typeof value === 'number' || typeof value === 'bigint')
    return new Intl.NumberFormat(lang, { useGrouping: 'min2' }).format(value)
  return String(value ?? '')
}

export function validationMessage(lang: Lang, key: ValidationMessageKey, params: Record<string, unknown> = {}) {
  const texts: Record<string, string> = validationMessages[lang]
  const count = params.count
  const plural = typeof count === 'number' ? texts[`${key}_${new Intl.PluralRules(lang).select(count)}`] : undefined
  const text = plural ?? texts[key] ?? texts[`${key}_other`] ?? key
  return text.replace(/\{(\w+)\}/g, (_, name: string) => formatParam(lang, params[name]))
}

/**
 * The rule of a number field: bounds, an exclusive lower bound (`greaterThan: 0`: a price), whole numbers. The
 * kit's number input shows its message while typing and forms check it before sending, so a field never submits
 * a value other than the one it shows.
 */
export interface NumberRule {
  min?: number | undefined
  max?: number | undefined
  greaterThan?: number | undefined
  integer?: boolean | undefined
  required?: boolean | undefined
}

export interface NumberProblem {
  key: ValidationMessageKey
  params?: Record<string, unknown>
}

/**
 * What is wrong with a number field's value (`null`: empty, `NaN`: text that is not a number), or `null` when it
 * obeys the rule. Numbers beyond what a double holds exactly are "too large", not "at most 9007199254740991".
 */
export function numberProblem(value: number | null, rule: NumberRule): NumberProblem | null {
  if (value === null) return rule.required ? { key: 'required' } : null
  if (Number.isNaN(value)) return { key: 'not_a_number' }
  if (rule.integer && Number.isFinite(value) && !Number.isInteger(value)) return { key: 'not_whole_number' }
  if (rule.greaterThan !== undefined && value <= rule.greaterThan)
    return { key: 'too_small_exclusive', params: { min: rule.greaterThan } }
  if (rule.min !== undefined && value < rule.min) return { key: 'too_small_number', params: { min: rule.min } }
  if (rule.max !== undefined && value > rule.max) return { key: 'too_big_number', params: { max: rule.max } }
  // beyond what a double holds exactly, with no bound of the field's own to name
  if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) return { key: 'number_too_big' }
  return null
}

/** `numberProblem` as a message in a language, or `null`. */
export function numberProblemMessage(lang: Lang, value: number | null, rule: NumberRule): string | null {
  const problem = numberProblem(value, rule)
  return problem ? validationMessage(lang, problem.key, problem.params) : null
}

function isMessageKey(value: string): value is ValidationMessageKey {
  return value in validationMessages.ru || `${value}_other` in validationMessages.ru
}

type Issue = z.core.$ZodIssue

/** The message of one zod issue in a language; custom messages given as keys (e.g. 'invalid_inn') are translated. */
export function issueMessage(issue: Issue, lang: Lang): string {
  if (issue.message && isMessageKey(issue.message)) return validationMessage(lang, issue.message)
  const m = (key: ValidationMessageKey, params?: Record<string, unknown>) => validationMessage(lang, key, params)
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') return m('required')
      if (issue.expected === 'number' && typeof issue.input === 'number' && Number.isNaN(issue.input) === false)
        return m('number_too_big') // Infinity
      return issue.expected === 'number' ? m('not_a_number') : m('invalid_value')
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? m('required') : m('min_length', { count: Number(issue.minimum) })
      if (issue.origin === 'array' || issue.origin === 'set')
        return Number(issue.minimum) <= 1 ? m('pick_some') : m('too_few_items', { count: Number(issue.minimum) })
      if (Number(issue.minimum) <= -Number.MAX_SAFE_INTEGER) return m('number_too_big')
      return issue.inclusive === false
        ? m('too_small_exclusive', { min: issue.minimum })
        : m('too_small_number', { min: issue.minimum })
    case 'too_big':
      if (issue.origin === 'string') return m('max_length', { count: Number(issue.maximum) })
      if (issue.origin === 'array' || issue.origin === 'set')
        return m('too_many_items', { count: Number(issue.maximum) })
      // zod's implicit bound of whole numbers (2^53 - 1) is no rule a user set: say the number is too large
      if (Number(issue.maximum) >= Number.MAX_SAFE_INTEGER) return m('number_too_big')
      return m('too_big_number', { max: issue.maximum })
    case 'invalid_format':
      return issue.format === 'email' ? m('invalid_email') : m('invalid_format')
    case 'unrecognized_keys':
      return m('unknown_field')
    default:
      return m('invalid_value')
  }
}

/**
 * Field errors as `{ "company.inn": [message] }` (spec 8: 422 carries errors by field). Unknown keys are reported
 * under their own names. A union that failed as a whole reports the branch that came closest.
 */
export function fieldErrors(error: z.ZodError, lang: Lang): Record<string, string[]> {
  // no prototype: a field named `constructor` or `__proto__` (the fuzz sends them) is just a field
  const out: Record<string, string[]> = Object.create(null)
  const add = (path: PropertyKey[], message: string) => {
    const key = path.map(String).join('.') || '_'
    const list = out[key] ?? []
    if (!list.includes(message)) list.push(message)
    out[key] = list
  }
  const walk = (issues: readonly Issue[], prefix: PropertyKey[]) => {
    for (const issue of issues) {
      const path = [...prefix, ...issue.path]
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys) add([...path, key], issueMessage(issue, lang))
      } else if (issue.code === 'invalid_union' && issue.errors.length > 0) {
        const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0] ?? []
        walk(closest, path)
      } else {
        add(path, issueMessage(issue, lang))
      }
    }
  }
  walk(error.issues, [])
  return out
}
