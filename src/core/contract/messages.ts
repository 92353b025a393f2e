/**
 * Validation messages of spec 5 in both languages, shared by the server's 422 answers and the client's forms,
 * and the zod error map that produces them.
 */
import type { z } from 'zod'
import type { Lang } from './common'

export const validationMessages = {
  ru: {
    required: 'Обязательное поле',
    min_length: 'Минимум {min} символов',
    max_length: 'Максимум {max} символов',
    invalid_email: 'Введите корректный e-mail',
    invalid_phone: 'Введите корректный номер телефона',
    invalid_inn: 'Некорректный ИНН',
    invalid_kpp: 'КПП состоит из 9 цифр',
    invalid_ogrn: 'ОГРН состоит из 13 или 15 цифр',
    invalid_bik: 'БИК состоит из 9 цифр',
    invalid_account: 'Счёт состоит из 20 цифр',
    invalid_code: 'Код состоит из 6 цифр',
    invalid_timezone: 'Неизвестный часовой пояс',
    invalid_value: 'Недопустимое значение',
    invalid_format: 'Неверный формат',
    invalid_characters: 'Недопустимые символы',
    not_a_number: 'Введите число',
    too_small_number: 'Значение должно быть не меньше {min}',
    too_small_exclusive: 'Значение должно быть больше {min}',
    too_big_number: 'Значение должно быть не больше {max}',
    unknown_field: 'Неизвестное поле',
    too_many_items: 'Не больше {max} элементов',
    too_few_items: 'Не меньше {min} элементов',
    invalid_time: 'Время в формате ЧЧ:ММ',
    time_window_order: 'Время «до» должно быть позже времени «с»',
    first_point_load: 'Маршрут начинается с пункта загрузки',
    last_point_unload: 'Маршрут заканчивается пунктом разгрузки',
    unload_before_load: 'Дата разгрузки не может быть раньше даты загрузки',
    period_order: 'Конец периода не может быть раньше его начала',
    period_too_long: 'Период не может быть длиннее 366 дней',
    invalid_datetime: 'Укажите дату и время',
    auction_step_too_big: 'Шаг ставки — не больше половины стартовой цены',
  },
  en: {
    required: 'This field is required',
    min_length: 'Minimum {min} characters',
    max_length: 'Maximum {max} characters',
    invalid_email: 'Enter a correct e-mail',
    invalid_phone: 'Enter a correct phone number',
    invalid_inn: 'Invalid INN',
    invalid_kpp: 'KPP is 9 digits',
    invalid_ogrn: 'OGRN is 13 or 15 digits',
    invalid_bik: 'BIK is 9 digits',
    invalid_account: 'An account number is 20 digits',
    invalid_code: 'The code is 6 digits',
    invalid_timezone: 'Unknown time zone',
    invalid_value: 'Invalid value',
    invalid_format: 'Invalid format',
    invalid_characters: 'Invalid characters',
    not_a_number: 'Enter a number',
    too_small_number: 'The value must be at least {min}',
    too_small_exclusive: 'The value must be greater than {min}',
    too_big_number: 'The value must be at most {max}',
    unknown_field: 'Unknown field',
    too_many_items: 'At most {max} items',
    too_few_items: 'At least {min} items',
    invalid_time: 'Time as HH:MM',
    time_window_order: 'The "to" time must be later than the "from" time',
    first_point_load: 'The route starts with a loading point',
    last_point_unload: 'The route ends with an unloading point',
    unload_before_load: 'The unloading date cannot be before the loading date',
    period_order: 'The end of the period cannot be before its start',
    period_too_long: 'The period cannot be longer than 366 days',
    invalid_datetime: 'Enter a date and time',
    auction_step_too_big: 'The bid step is at most half the start price',
  },
} as const satisfies Record<Lang, Record<string, string>>

export type ValidationMessageKey = keyof (typeof validationMessages)['ru']

export function validationMessage(lang: Lang, key: ValidationMessageKey, params: Record<string, unknown> = {}) {
  return validationMessages[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''))
}

function isMessageKey(value: string): value is ValidationMessageKey {
  return value in validationMessages.ru
}

type Issue = z.core.$ZodIssue

/** The message of one zod issue in a language; custom messages given as keys (e.g. 'invalid_inn') are translated. */
export function issueMessage(issue: Issue, lang: Lang): string {
  if (issue.message && isMessageKey(issue.message)) return validationMessage(lang, issue.message)
  const m = (key: ValidationMessageKey, params?: Record<string, unknown>) => validationMessage(lang, key, params)
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') return m('required')
      return issue.expected === 'number' ? m('not_a_number') : m('invalid_value')
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? m('required') : m('min_length', { min: issue.minimum })
      if (issue.origin === 'array' || issue.origin === 'set') return m('too_few_items', { min: issue.minimum })
      return issue.inclusive === false
        ? m('too_small_exclusive', { min: issue.minimum })
        : m('too_small_number', { min: issue.minimum })
    case 'too_big':
      if (issue.origin === 'string') return m('max_length', { max: issue.maximum })
      if (issue.origin === 'array' || issue.origin === 'set') return m('too_many_items', { max: issue.maximum })
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
  const out: Record<string, string[]> = {}
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
