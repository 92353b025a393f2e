/**
 * The texts of the domain pieces the widgets and the site share (the respond form, the relevant transport), Russian and
 * English; whoever shows a piece registers them (`addTexts`). The `responses` section here holds what the respond form
 * and the response statuses need; the rest of it is the site's (src/host/texts/responses.ts), and i18next merges the
 * two. Every key must exist in both languages (plural suffixes aside): src/core/i18n/resources.test.ts checks it.
 */
import type { TextKey } from '../../core/i18n/keys'

export const ru = {
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
  /** The respond form and the response statuses. */
  responses: {
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
  responses: {
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
