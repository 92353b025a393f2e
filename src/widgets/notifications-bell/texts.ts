/**
 * The texts of fx-notifications-bell, Russian and English, registered by the element (`addTexts`). Every key must exist
 * in both languages (plural suffixes aside): src/core/i18n/resources.test.ts checks it.
 */
import type { TextKey } from '../../core/i18n/keys'

export const ru = {
  notifications_bell: {
    title: 'Уведомления',
    bell: 'Уведомления',
    unread_one: '{{count}} непрочитанное',
    unread_few: '{{count}} непрочитанных',
    unread_many: '{{count}} непрочитанных',
    unread_other: '{{count}} непрочитанного',
    transports_one: 'из них {{count}} по транспорту',
    transports_few: 'из них {{count}} по транспорту',
    transports_many: 'из них {{count}} по транспорту',
    transports_other: 'из них {{count}} по транспорту',
    none_unread: 'нет непрочитанных',
    counts_failed: 'не удалось обновить счётчик',
    sign_in: 'Войдите, чтобы видеть уведомления',
    mark_all: 'Прочитать все',
    is_unread: 'Не прочитано',
    transport: 'Транспорт',
    empty: 'Уведомлений пока нет',
    all: 'Все уведомления',
    failed: 'Не удалось загрузить уведомления',
  },
} satisfies Record<string, Record<string, string>>

export const en: { [K in keyof typeof ru]: Record<string, string> } = {
  notifications_bell: {
    title: 'Notifications',
    bell: 'Notifications',
    unread_one: '{{count}} unread',
    unread_other: '{{count}} unread',
    transports_one: 'including {{count}} about transport',
    transports_other: 'including {{count}} about transport',
    none_unread: 'none unread',
    counts_failed: 'the count could not be updated',
    sign_in: 'Sign in to see notifications',
    mark_all: 'Mark all as read',
    is_unread: 'Unread',
    transport: 'Transport',
    empty: 'No notifications yet',
    all: 'All notifications',
    failed: 'Could not load notifications',
  },
}

/** The bell's own keys (`t('notifications_bell.title')`). */
export type NotificationsBellTextKey = TextKey<typeof ru>
