/**
 * Interface texts of the fleet area (its widget and host screens), Russian and English. Each top-level key is a
 * section of the default namespace (`t('section.key')`); every key must exist in both languages.
 */
export const ru = {
  /** A carrier's trucks that fit a cargo (widgets/ui/relevant-transport). */
  relevant_transport: {
    title: 'Мои подходящие машины',
    types_label: 'Какие свободные окна учитывать',
    type_all: 'Все',
    type_available: 'Доступна',
    type_ready: 'Готова к загрузке',
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
} satisfies Record<string, Record<string, string>>

export const en: { [K in keyof typeof ru]: Record<string, string> } = {
  relevant_transport: {
    title: 'My matching trucks',
    types_label: 'Which free windows to count',
    type_all: 'All',
    type_available: 'Available',
    type_ready: 'Ready to load',
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
}
