/**
 * The texts of fx-order-tracking, Russian and English, registered by the element (`addTexts`); the figures' and the
 * map's are the tracking pieces' (src/widgets/domain/tracking/texts.ts). Every key must exist in both languages:
 * src/core/i18n/resources.test.ts checks it.
 */
import type { TextKey } from '../../core/i18n/keys'

export const ru = {
  order_tracking: {
    title: 'Заказ {{number}}: где машина',
    title_plain: 'Где машина',
    no_order: 'Не указан заказ: задайте атрибут order-id',
    sign_in: 'Войдите на бирже как грузовладелец или перевозчик заказа, чтобы видеть машину',
    not_found: 'Заказ не найден или недоступен этой учётной записи',
    retry: 'Повторить',
  },
} satisfies Record<string, Record<string, string>>

export const en: { [K in keyof typeof ru]: Record<string, string> } = {
  order_tracking: {
    title: 'Order {{number}}: where the truck is',
    title_plain: 'Where the truck is',
    no_order: 'No order given: set the order-id attribute',
    sign_in: "Sign in to the exchange as the order's shipper or carrier to see the truck",
    not_found: 'The order is not found or not open to this account',
    retry: 'Try again',
  },
}

export type OrderTrackingTextKey = TextKey<typeof ru>
