/**
 * The texts of the date and time inputs and their month grid (../date.tsx, ../date-calendar.tsx, ../time.tsx), Russian and English: registered by
 * the piece's module as it loads, so an element that does not show it does not download them (the kit's other
 * texts are the shared ones, src/core/i18n/resources.ts). Both languages have the same keys: resources.test.ts.
 */
import type { TextKey } from '../../../core/i18n/keys'

export const ru = {
  kit: {
    date_from: 'С',
    date_to: 'По',
    not_a_date: 'Введите дату в виде {{pattern}}',
    date_at_least: 'Не раньше {{min}}',
    date_at_most: 'Не позже {{max}}',
    open_calendar: 'Открыть календарь',
    time_pattern: 'ЧЧ:ММ',
    choose_date: 'Выбор даты',
    previous_month: 'Предыдущий месяц',
    next_month: 'Следующий месяц',
  },
} satisfies Record<string, Record<string, string>>

export const en: { [K in keyof typeof ru]: Record<string, string> } = {
  kit: {
    date_from: 'From',
    date_to: 'To',
    not_a_date: 'Enter the date as {{pattern}}',
    date_at_least: 'Not earlier than {{min}}',
    date_at_most: 'Not later than {{max}}',
    open_calendar: 'Open calendar',
    time_pattern: 'HH:MM',
    choose_date: 'Choose a date',
    previous_month: 'Previous month',
    next_month: 'Next month',
  },
}

export type KitDateTextKey = TextKey<typeof ru>
