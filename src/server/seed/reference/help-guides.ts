/**
 * The guided tours: one per main screen, each step over a real element of it. A step's `target` is a
 * selector path through shadow roots (`fx-order-form >>> [part=route]`: the `route` part inside the order form
 * widget). Loaded at every start (by code), so a changed tour reaches existing databases; users keep their step.
 */
import type { Kysely } from 'kysely'
import { goalsDashboard } from '../../../core/contract/analytics'
import { listRegistries } from '../../../core/contract/finance'
import { listSecurityChecks } from '../../../core/contract/responses'
import { controlTable } from '../../../core/contract/transport'
import type { GuideStepJson } from '../../db/help-schema'
import type { DB } from '../../db/schema'

interface GuideSeed {
  code: string
  route: string
  roles: string[]
  title: [ru: string, en: string]
  description: [ru: string, en: string]
  steps: [target: string | null, titleRu: string, titleEn: string, textRu: string, textEn: string][]
}

/** A tour's audience: the roles its screen's endpoint serves (the menu offers the screen to the same people). */
const rolesOf = (endpoint: { access: unknown }): string[] =>
  Array.isArray(endpoint.access) ? [...endpoint.access] : []

export const helpGuides: GuideSeed[] = [
  {
    code: 'cargo-search',
    route: 'cargos-search',
    roles: [],
    title: ['Поиск грузов', 'Cargo search'],
    description: ['Фильтры, сортировка и карточки грузов', 'Filters, sorting and cargo cards'],
    steps: [
      [
        'fx-cargo-search >>> [part=filters]',
        'Фильтры',
        'Filters',
        'Укажите откуда и куда, радиус, даты и тип кузова — список обновится сам.',
        'Set where from and to, the radius, dates and body type: the list updates by itself.',
      ],
      [
        'fx-cargo-search >>> [part=views]',
        'Вид и порядок',
        'View and order',
        'Переключайте вид списка и сортировку: по дате, цене или расстоянию.',
        'Switch the list view and the order: by date, price or distance.',
      ],
      [
        'fx-cargo-search >>> [part=results]',
        'Грузы',
        'Cargos',
        'Откройте груз, чтобы увидеть контакты, маршрут и откликнуться своей ценой.',
        'Open a cargo to see its contacts and route and to respond with your price.',
      ],
      [
        '.hx-bell',
        'Уведомления',
        'Notifications',
        'Здесь появятся ответы грузовладельцев и решения службы безопасности.',
        "Shippers' answers and the security check's decisions appear here.",
      ],
    ],
  },
  {
    code: 'order-form',
    route: 'order',
    roles: ['shipper'],
    title: ['Новая заявка', 'New order'],
    description: ['Как разместить груз', 'How to post a cargo'],
    steps: [
      [
        'fx-order-form >>> [part=route]',
        'Маршрут',
        'Route',
        'Точки погрузки и выгрузки с датами. Можно добавить промежуточные точки.',
        'Loading and unloading points with their dates. Add stops in between if needed.',
      ],
      [
        'fx-order-form >>> [part=payment]',
        'Оплата',
        'Payment',
        'Цена, форма и срок оплаты. Подсказка покажет цены на этом направлении.',
        'Price, payment form and term. The hint shows prices on this lane.',
      ],
      [
        'fx-order-form >>> [part=conditions]',
        'Условия',
        'Conditions',
        'Тип кузова, загрузка и особые условия перевозки.',
        'Body type, loading and special conditions of the carriage.',
      ],
      [
        'fx-order-form >>> [part=actions]',
        'Публикация',
        'Publishing',
        'Проверьте заявку и опубликуйте её — перевозчики увидят груз в поиске.',
        'Check the order and publish it: carriers will find the cargo in their search.',
      ],
    ],
  },
  {
    code: 'transport-calendar',
    route: 'transport-calendar',
    roles: ['carrier', 'expeditor', 'shipper', 'shipper.logist'],
    title: ['Календарь транспорта', 'Transport calendar'],
    description: ['Занятость машин по дням', 'Trucks by day'],
    steps: [
      [
        'fx-transport-calendar >>> [part=toolbar]',
        'Период',
        'Period',
        'Листайте недели и выбирайте период календаря.',
        'Page through the weeks and pick the calendar period.',
      ],
      [
        'fx-transport-calendar >>> [part=grid]',
        'Машины по дням',
        'Trucks by day',
        'Строка — машина, столбец — день. Нажмите на клетку, чтобы отметить машину свободной или занятой.',
        'A row per truck, a column per day. Press a cell to mark the truck free or busy.',
      ],
      [
        'fx-transport-calendar >>> .tc-legend',
        'Обозначения',
        'Legend',
        'Цвета задач: занята, прибытие, свободна, готова к загрузке.',
        'Task colours: busy, arrival, free, ready to load.',
      ],
    ],
  },
  {
    code: 'responses',
    route: 'cargos-responses',
    roles: ['shipper', 'carrier', 'expeditor'],
    title: ['Отклики', 'Responses'],
    description: ['Отклики перевозчиков и проверка', "Carriers' responses and the check"],
    steps: [
      [
        '[data-page=responses] .fx-hp-title',
        'Отклики',
        'Responses',
        'Здесь собраны отклики на ваши грузы (или ваши отклики, если вы перевозчик).',
        'Responses to your cargos are here (or your own responses if you are a carrier).',
      ],
      [
        '[data-page=responses] [role=tablist]',
        'Этапы',
        'Stages',
        'Вкладки по этапам: новые, принятые, на проверке, одобренные.',
        'Tabs by stage: new, accepted, at the check, approved.',
      ],
      [
        '[data-page=responses] .fx-tab-panel',
        'Решение',
        'Decision',
        'Примите отклик, отправьте его на проверку безопасности и заключите договор.',
        'Accept a response, send it to the security check and make the contract.',
      ],
    ],
  },
  {
    code: 'orders',
    route: 'orders-in-work',
    roles: ['shipper', 'manager', 'carrier', 'expeditor'],
    title: ['Заказы в работе', 'Orders in work'],
    description: ['Документы, погрузка и закрытие', 'Documents, loading and closing'],
    steps: [
      [
        '[data-page=orders-in-work] .fx-hp-title',
        'Заказы',
        'Orders',
        'Заказ открывается подписанным договором и идёт до закрытия.',
        'An order opens with the signed contract and goes on until it is closed.',
      ],
      [
        '[data-page=orders-in-work] .fx-hp-segmented',
        'Опоздания',
        'Late orders',
        'Покажите только опаздывающие заказы.',
        'Show only the orders that are late.',
      ],
      [
        '[data-page=orders-in-work] .fx-hp-item',
        'Заказ',
        'Order',
        'Откройте заказ: документы, водитель, машина, сканы и история.',
        'Open an order: documents, driver, truck, scans and its history.',
      ],
    ],
  },
  {
    code: 'security-checks',
    route: 'security-list',
    roles: rolesOf(listSecurityChecks),
    title: ['Проверки безопасности', 'Security checks'],
    description: [
      'Перевозчики, машины и документы перед договором',
      'Carriers, trucks and documents before the contract',
    ],
    steps: [
      [
        '[data-page=security] .fx-hp-title',
        'Проверки',
        'Checks',
        'Сюда приходят отклики, которые грузовладельцы отправили на проверку перед договором.',
        'The responses shippers sent to the check before the contract come here.',
      ],
      [
        '[data-page=security] [role=tablist]',
        'Этапы',
        'Stages',
        'Ждут проверки, одобренные и отклонённые: решённые остаются здесь с причиной.',
        'Waiting, approved and rejected: the decided ones stay here with their reason.',
      ],
      [
        '[data-page=security] .fx-tab-panel',
        'Решение',
        'Decision',
        'Откройте проверку: компания перевозчика, машина и документы. Одобрите или отклоните с причиной — стороны получат уведомление.',
        "Open a check: the carrier's company, the truck and the documents. Approve, or reject with a reason: both sides are notified.",
      ],
    ],
  },
  {
    code: 'control-table',
    route: 'control-table',
    roles: rolesOf(controlTable),
    title: ['Таблица контроля', 'Control table'],
    description: ['Все транспортные задачи в одной таблице', 'Every transport task in one table'],
    steps: [
      [
        '[data-page=control-table] .tp-control-filters',
        'Фильтры',
        'Filters',
        'Отберите задачи по статусу, типу, номеру машины и периоду — таблица обновится сама.',
        'Narrow the tasks by status, type, truck number and period: the table updates by itself.',
      ],
      [
        '[data-page=control-table] [role=table]',
        'Задачи',
        'Tasks',
        'Строка — задача: машина, водитель, груз, маршрут, даты и следующий шаг. Нажмите на заголовок столбца, чтобы отсортировать.',
        'A row is a task: truck, driver, cargo, route, dates and the next step. Click a column heading to sort.',
      ],
    ],
  },
  {
    code: 'analytics-dashboard',
    route: 'analytics-dashboard',
    roles: rolesOf(goalsDashboard),
    title: ['Сводка', 'Dashboard'],
    description: ['Цели отдела и их выполнение', "The department's goals and their progress"],
    steps: [
      [
        '[data-page=analytics-dashboard] .an-filters',
        'Период',
        'Period',
        'Выберите месяц; руководитель видит и каждого сотрудника отдельно.',
        'Choose the month; a head of department also sees each employee apart.',
      ],
      [
        '[data-page=analytics-dashboard] [data-cards]',
        'Цели',
        'Goals',
        'Карточка — показатель: сколько сделано, сколько было в прошлом периоде и насколько выполнена цель.',
        'A card is a figure: what was done, the previous period and how far the goal is reached.',
      ],
      [
        '[data-page=analytics-dashboard] .an-section',
        'По дням',
        'By day',
        'График выбранной цели по дням периода.',
        "The chosen goal's graph over the period's days.",
      ],
    ],
  },
  {
    code: 'finance-registry',
    route: 'finance-registry',
    roles: rolesOf(listRegistries),
    title: ['Реестр оплат', 'Payment registry'],
    description: ['Заказы к оплате перевозчикам и сверка', 'Orders to pay carriers, and reconciliation'],
    steps: [
      [
        '[data-page=finance-registry] .fx-fin-filters',
        'Период и порядок',
        'Period and order',
        'Выберите период по сроку оплаты и порядок: по сроку, сумме или дате заказа.',
        'Choose the period by due date and the order: by due date, amount or order date.',
      ],
      [
        '[data-page=finance-registry] [data-totals]',
        'Итоги',
        'Totals',
        'Сколько заказов за период, их сумма с НДС, сколько к оплате и сколько уже сверено.',
        'How many orders in the period, their amount with VAT, what is to pay and what is reconciled.',
      ],
      [
        '[data-page=finance-registry] .fx-fin-bulk',
        'Сверка',
        'Reconciliation',
        'Отметьте заказы и пометьте их сверенными; просроченные оплаты выделены.',
        'Tick orders and mark them reconciled; overdue payments are marked.',
      ],
    ],
  },
]

export async function seedHelpGuides(db: Kysely<DB>): Promise<void> {
  for (const [sort, guide] of helpGuides.entries()) {
    const steps: GuideStepJson[] = guide.steps.map(([target, title_ru, title_en, text_ru, text_en]) => ({
      target,
      title_ru,
      title_en,
      text_ru,
      text_en,
    }))
    const values = {
      route: guide.route,
      roles: guide.roles,
      title_ru: guide.title[0],
      title_en: guide.title[1],
      description_ru: guide.description[0],
      description_en: guide.description[1],
      steps: JSON.stringify(steps),
      sort,
    }
    await db
      .insertInto('help_guides')
      .values({ code: guide.code, ...values })
      .onConflict((oc) => oc.column('code').doUpdateSet(values))
      .execute()
  }
}
