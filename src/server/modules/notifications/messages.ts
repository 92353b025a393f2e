/**
 * The texts of notifications, in both languages. A notification stores message keys and parameters, not texts, so
 * each reader gets it in their own language. `{name}` is replaced by the parameter `name`; a parameter may itself
 * be a text in each language (`{ ru: 'Казань', en: 'Kazan' }`, e.g. a place name), money (`{ minor, currency }`)
 * or a day (`{ day: 'YYYY-MM-DD' }`), formatted for the reader. Areas that notify add their
 * keys here.
 */
import type { Lang } from '../../../core/contract/common'
import { formatDate, formatMoney } from '../../../core/contract/format'
import type { NotificationParam } from '../../db/schema'

export const notificationMessages = {
  ru: {
    /** Free text: the caller passes the title and body as parameters (system announcements). */
    text_title: '{title}',
    text_body: '{body}',
    cargo_response_new_title: 'Новый отклик на груз № {cargo}',
    cargo_response_new_body: '{carrier} готов перевезти груз {route} за {price}.',
    cargo_response_accepted_title: 'Ваш отклик принят',
    cargo_response_accepted_body: 'Грузовладелец {shipper} выбрал вас для перевозки {route}.',
    cargo_response_declined_title: 'Отклик на груз № {cargo} отклонён',
    security_approved_title: 'Проверка безопасности пройдена',
    security_approved_body: 'Перевозчик {carrier} допущен к рейсу {route}.',
    security_rejected_title: 'Проверка безопасности не пройдена',
    security_rejected_body: 'Служба безопасности отклонила перевозчика {carrier}: {reason}.',
    security_check_new_title: 'Новая проверка безопасности',
    security_check_new_body: '{shipper} просит проверить перевозчика {carrier}: {route}, {price}.',
    contract_created_title: 'Договор-заявка № {contract} сформирован',
    contract_created_body: 'Проверьте и подпишите договор по грузу {route}.',
    contract_signed_title: 'Договор-заявка № {contract} подписан',
    transport_task_title: 'Новая задача для машины {truck}',
    transport_task_body: 'Погрузка {date}, маршрут {route}.',
    transport_arrival_title: 'Машина {truck} прибыла на погрузку',
    transport_documents_title: 'Не хватает документов водителя {driver}',
    transport_documents_body: 'Загрузите водительское удостоверение, чтобы машина могла выйти в рейс.',
    system_welcome_title: 'Добро пожаловать на биржу грузов',
    system_welcome_body: 'Заполните профиль компании, чтобы партнёры видели ваши реквизиты.',
    system_release_title: 'Обновление биржи {version}',
    system_release_body: 'Уведомления теперь приходят сразу, без перезагрузки страницы.',
  },
  en: {
    text_title: '{title}',
    text_body: '{body}',
    cargo_response_new_title: 'New response to cargo #{cargo}',
    cargo_response_new_body: '{carrier} offers to carry {route} for {price}.',
    cargo_response_accepted_title: 'Your response was accepted',
    cargo_response_accepted_body: 'Shipper {shipper} chose you to carry {route}.',
    cargo_response_declined_title: 'Response to cargo #{cargo} declined',
    security_approved_title: 'Security check passed',
    security_approved_body: 'Carrier {carrier} is cleared for {route}.',
    security_rejected_title: 'Security check failed',
    security_rejected_body: 'Security declined carrier {carrier}: {reason}.',
    security_check_new_title: 'New security check',
    security_check_new_body: '{shipper} asks to check carrier {carrier}: {route}, {price}.',
    contract_created_title: 'Contract #{contract} is ready',
    contract_created_body: 'Check and sign the contract for {route}.',
    contract_signed_title: 'Contract #{contract} signed',
    transport_task_title: 'New task for truck {truck}',
    transport_task_body: 'Loading on {date}, route {route}.',
    transport_arrival_title: 'Truck {truck} arrived for loading',
    transport_documents_title: "Driver {driver}'s documents are missing",
    transport_documents_body: 'Upload the driving licence so that the truck can go on the trip.',
    system_welcome_title: 'Welcome to the freight exchange',
    system_welcome_body: "Fill in your company's profile so that partners see your details.",
    system_release_title: 'Exchange update {version}',
    system_release_body: 'Notifications now arrive at once, without reloading the page.',
  },
} as const satisfies Record<Lang, Record<string, string>>

export type NotificationKey = keyof (typeof notificationMessages)['ru']

export function isNotificationKey(key: string): key is NotificationKey {
  return Object.hasOwn(notificationMessages.ru, key)
}

/** Money and days are formatted here, by the one formatter the client uses too, in the reader's language. */
function paramText(value: NotificationParam | undefined, lang: Lang): string {
  if (value === undefined) return ''
  if (typeof value !== 'object') return String(value)
  if ('minor' in value) return formatMoney(value.minor, value.currency, lang)
  if ('day' in value) return formatDate(value.day, lang)
  return value[lang] ?? value.ru
}

/** A stored key in a language; an unknown key (removed since) shows as itself rather than failing the list. */
export function renderNotificationText(
  key: string,
  params: Readonly<Record<string, NotificationParam>>,
  lang: Lang,
): string {
  const template: string = isNotificationKey(key) ? notificationMessages[lang][key] : key
  return template.replace(/\{(\w+)\}/g, (_, name: string) => paramText(params[name], lang))
}
