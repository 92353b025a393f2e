/**
 * The texts of the domain pieces the widgets and the site share (the cargo details, the respond form, the relevant
 * transport), Russian and English; whoever shows a piece registers them (`addTexts`). The `cargo_search` section here
 * holds what the cargo details need, the rest of it is the cargo search's (src/widgets/cargo-search/texts.ts); the
 * `responses` section holds what the respond form, the details' response part and the response statuses need, the rest
 * of it is the site's (src/host/texts/responses.ts); i18next merges the parts of a section. Every key must exist in both
 * languages (plural suffixes aside): src/core/i18n/resources.test.ts checks it. The keys a cargo's summary needs are
 * kept in ./card-texts.ts (the cargo search's result cards show them before any details load) and included here.
 */
import type { TextKey } from '../../core/i18n/keys'
import * as card from './card-texts'
import * as chart from './chart-texts'

export const ru = {
  /** The lane price index chart (lane-price-chart, which registers ./chart-texts itself). */
  lane_index: chart.ru.lane_index,
  /** A carrier's trucks that fit a cargo (relevant-transport). */
  relevant_transport: {
    title: 'Мои подходящие машины',
    types_label: 'Какие свободные окна учитывать',
    type_all: 'Все',
    type_available: 'Доступна',
    type_ready: 'Готова к загрузке',
    type_busy: 'В рейсе',
    loading: 'Ищем подходящие машины…',
    failed: 'Не удалось подобрать машины',
    count_one: 'Подходит {{count}} ваша машина',
    count_few: 'Подходят {{count}} ваши машины',
    count_many: 'Подходят {{count}} ваших машин',
    count_other: 'Подходят {{count}} ваших машины',
    none: 'Ни одна ваша машина не подходит',
    none_hint:
      'Подходят машины, свободные рядом с местом загрузки в её даты, с подходящим кузовом и грузоподъёмностью. Отметьте свободные окна в календаре транспорта.',
    body_unknown: 'Кузов не указан',
    free: 'Свободна: {{place}}, {{days}}',
    distance: 'до загрузки {{value}}',
    choose: 'Откликнуться этой машиной',
    chosen: 'Выбрана для отклика',
  },
  /**
   * One cargo's details (cargo-details), under the section the cargo search started them in; the rest of the
   * section is the search's (src/widgets/cargo-search/texts.ts).
   */
  cargo_search: {
    ...card.ru.cargo_search,
    unloading: 'Выгрузка',
    pack: 'Упаковка',
    shipper: 'Грузовладелец',
    posted: 'Размещён',
    route: 'Маршрут',
    point_load: 'Загрузка',
    point_unload: 'Выгрузка',
    distance_road: 'По дорогам: {{value}}',
    distance_straight: 'по прямой: {{value}}',
    prices: 'История цены',
    price_mode: 'Форма оплаты',
    mode_all: 'Все',
    mode_nds: 'С НДС',
    mode_no_nds: 'Без НДС',
    mode_cash: 'Наличные',
    no_prices: 'Цен пока нет',
    status: 'Статус',
    stage_draft: 'Черновик',
    stage_available: 'Доступен',
    stage_in_work: 'В работе',
    stage_contract: 'Договор',
    stage_completed: 'Выполнен',
    stage_cancelled: 'Отменён',
    since: 'с {{date}}',
    contacts: 'Контакты',
    show_contacts: 'Показать контакты',
    no_contacts: 'Контакты не указаны',
    section_failed: 'Не удалось загрузить',
  },
  /** The respond form, the response statuses and the details' response part. */
  responses: {
    respond_section: 'Отклик',
    respond_none: 'Вы ещё не откликались на этот груз',
    respond_current: 'Ваш отклик: {{status}}',
    respond_closed: 'Груз больше не принимает отклики',
    truck_label: 'Машина',
    truck_none: 'Не выбрана',
    respond: 'Откликнуться',
    price_label: 'Цена, ₽',
    comment_label: 'Комментарий',
    sent: 'Отклик отправлен',
    status_new: 'новый',
    status_accepted: 'принят',
    status_rejected: 'отклонён',
    status_withdrawn: 'отозван',
    status_wait_security_check: 'на проверке безопасности',
    status_security_approved: 'одобрен СБ',
    status_security_rejected: 'отклонён СБ',
    status_contract: 'по договору',
    status_cancelled: 'отменён',
  },
} satisfies Record<string, Record<string, string>>

export const en: { [K in keyof typeof ru]: Record<string, string> } = {
  lane_index: chart.en.lane_index,
  relevant_transport: {
    title: 'My matching trucks',
    types_label: 'Which free windows to count',
    type_all: 'All',
    type_available: 'Available',
    type_ready: 'Ready to load',
    type_busy: 'On a trip',
    loading: 'Looking for matching trucks…',
    failed: 'Could not match trucks',
    count_one: '{{count}} of your trucks fits',
    count_other: '{{count}} of your trucks fit',
    none: 'None of your trucks fits',
    none_hint:
      'A truck fits when it is free near the loading place on the loading dates, with a suitable body and capacity. Mark free windows in the transport calendar.',
    body_unknown: 'Body not given',
    free: 'Free: {{place}}, {{days}}',
    distance: '{{value}} to loading',
    choose: 'Respond with this truck',
    chosen: 'Chosen for the response',
  },
  cargo_search: {
    ...card.en.cargo_search,
    unloading: 'Unloading',
    pack: 'Packing',
    shipper: 'Shipper',
    posted: 'Posted',
    route: 'Route',
    point_load: 'Loading',
    point_unload: 'Unloading',
    distance_road: 'By road: {{value}}',
    distance_straight: 'straight line: {{value}}',
    prices: 'Price history',
    price_mode: 'Payment',
    mode_all: 'All',
    mode_nds: 'With VAT',
    mode_no_nds: 'Without VAT',
    mode_cash: 'Cash',
    no_prices: 'No prices yet',
    status: 'Status',
    stage_draft: 'Draft',
    stage_available: 'Available',
    stage_in_work: 'In work',
    stage_contract: 'Contract',
    stage_completed: 'Completed',
    stage_cancelled: 'Cancelled',
    since: 'since {{date}}',
    contacts: 'Contacts',
    show_contacts: 'Show contacts',
    no_contacts: 'No contacts given',
    section_failed: 'Could not load',
  },
  responses: {
    respond_section: 'Your response',
    respond_none: 'You have not responded to this cargo yet',
    respond_current: 'Your response: {{status}}',
    respond_closed: 'The cargo no longer takes responses',
    truck_label: 'Truck',
    truck_none: 'Not chosen',
    respond: 'Respond',
    price_label: 'Price, RUB',
    comment_label: 'Comment',
    sent: 'Response sent',
    status_new: 'new',
    status_accepted: 'accepted',
    status_rejected: 'rejected',
    status_withdrawn: 'withdrawn',
    status_wait_security_check: 'under security check',
    status_security_approved: 'approved by security',
    status_security_rejected: 'rejected by security',
    status_contract: 'under contract',
    status_cancelled: 'cancelled',
  },
}

/** The domain pieces' keys (`t('responses.respond')`). */
export type DomainTextKey = TextKey<typeof ru>
