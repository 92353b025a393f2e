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
    order_opened_title: 'Заказ {order}: заполните документы',
    order_opened_body: 'Укажите подписанта, водителя и машину для рейса {route}.',
    order_security_title: 'Заказ {order} ждёт проверки безопасности',
    order_security_body: 'Перевозчик {carrier}, рейс {route}: проверьте водителя, машину и подписанта.',
    order_security_approved_title: 'Заказ {order} допущен к погрузке',
    order_security_approved_body: 'Служба безопасности одобрила рейс {route}.',
    order_security_rejected_title: 'Заказ {order} не прошёл проверку',
    order_security_rejected_body: 'Служба безопасности вернула заказ на доработку: {reason}.',
    order_on_way_title: 'Заказ {order} в пути',
    order_on_way_body: 'Перевозчик {carrier} загрузился и выехал: {route}.',
    order_unloaded_title: 'Заказ {order} выгружен',
    order_unloaded_body: 'Проверьте сканы документов рейса {route}.',
    order_scan_title: 'Новый скан по заказу {order}',
    order_scan_body: 'Перевозчик {carrier} загрузил скан документа: проверьте его.',
    order_scan_rejected_title: 'Скан по заказу {order} отклонён',
    order_scan_rejected_body: 'Причина: {reason}. Загрузите исправленный скан.',
    order_scan_approved_title: 'Скан по заказу {order} принят',
    order_scan_approved_body: 'Грузовладелец принял скан документа по рейсу {route}.',
    order_documents_approved_title: 'Документы по заказу {order} приняты',
    order_documents_approved_body: 'Грузовладелец принял все документы рейса {route}.',
    order_closed_title: 'Заказ {order} закрыт',
    order_closed_body: 'Рейс {route} завершён.',
    order_cancelled_title: 'Заказ {order} отменён',
    order_cancelled_body: 'Причина: {reason}.',
    review_new_title: 'Новый отзыв от {company}: {rating} из 5',
    review_new_body: 'Заказ {order}. Вы можете ответить на отзыв один раз.',
    review_answer_title: 'Ответ {company} на ваш отзыв',
    review_answer_body: 'Заказ {order}.',
    review_reported_title: 'Жалоба на отзыв о компании {company}',
    review_reported_body: 'Причина: {reason}.',
    review_hidden_title: 'Отзыв по заказу {order} скрыт',
    review_hidden_body: 'Причина: {reason}.',
    tracking_late_title: 'Заказ {order} опаздывает',
    tracking_late_body: 'Машина прибудет на выгрузку около {eta}, позже окна выгрузки ({route}).',
    tracking_near_loading_title: 'Машина подъезжает к погрузке: заказ {order}',
    tracking_near_loading_body: 'До места погрузки меньше {km} км ({route}).',
    tracking_near_unloading_title: 'Машина подъезжает к выгрузке: заказ {order}',
    tracking_near_unloading_body: 'До места выгрузки меньше {km} км ({route}).',
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
    order_opened_title: 'Order {order}: fill in the documents',
    order_opened_body: 'Name the signatory, the driver and the truck for {route}.',
    order_security_title: 'Order {order} awaits the security check',
    order_security_body: 'Carrier {carrier}, {route}: check the driver, truck and signatory.',
    order_security_approved_title: 'Order {order} cleared for loading',
    order_security_approved_body: 'Security approved the trip {route}.',
    order_security_rejected_title: 'Order {order} failed the check',
    order_security_rejected_body: 'Security sent the order back: {reason}.',
    order_on_way_title: 'Order {order} is on the way',
    order_on_way_body: 'Carrier {carrier} has loaded and left: {route}.',
    order_unloaded_title: 'Order {order} unloaded',
    order_unloaded_body: 'Check the scans of the trip {route}.',
    order_scan_title: 'New scan for order {order}',
    order_scan_body: 'Carrier {carrier} uploaded a document scan: check it.',
    order_scan_rejected_title: 'A scan of order {order} was rejected',
    order_scan_rejected_body: 'Reason: {reason}. Upload a corrected scan.',
    order_scan_approved_title: 'A scan of order {order} was accepted',
    order_scan_approved_body: 'The shipper accepted a document scan of {route}.',
    order_documents_approved_title: 'Documents of order {order} approved',
    order_documents_approved_body: 'The shipper approved all documents of {route}.',
    order_closed_title: 'Order {order} closed',
    order_closed_body: 'The trip {route} is complete.',
    order_cancelled_title: 'Order {order} cancelled',
    order_cancelled_body: 'Reason: {reason}.',
    review_new_title: '{company} left a review: {rating} of 5',
    review_new_body: 'Order {order}. You may answer the review once.',
    review_answer_title: '{company} answered your review',
    review_answer_body: 'Order {order}.',
    review_reported_title: 'A review of {company} was reported',
    review_reported_body: 'Reason: {reason}.',
    review_hidden_title: 'The review of order {order} is hidden',
    review_hidden_body: 'Reason: {reason}.',
    tracking_late_title: 'Order {order} is running late',
    tracking_late_body: 'The truck will reach the unloading at about {eta}, after the unloading window ({route}).',
    tracking_near_loading_title: 'The truck is near the loading: order {order}',
    tracking_near_loading_body: 'Less than {km} km to the loading place ({route}).',
    tracking_near_unloading_title: 'The truck is near the unloading: order {order}',
    tracking_near_unloading_body: 'Less than {km} km to the unloading place ({route}).',
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
