/**
 * The search's first view, anonymous and unfiltered, drawn with the DOM alone: what `CargoSearch` renders once its
 * first page has come (the filter column's placeholder, the count and the sort, the cards, "show more"), element for
 * element, so that a CRM's page shows the cargos before the framework and the rest of the widget have loaded
 * (./first-paint.ts). The widget then renders the same view over it. `first-view.browser.test.tsx` holds the two to
 * the same markup in both languages and both renderers: a change to a card, the toolbar or the kit's pieces they use
 * fails it until this file follows.
 *
 * Texts come from the same text modules as the widget's; numbers, money and loading days are written as the widget's
 * formatters write them, without Intl's first-use cost (./first-view-format.ts); values are set as text, never as
 * markup.
 */
import { CARGO_COUNT_CAP, type Cargo, type CargoPlace } from '../../core/contract/cargo'
import type { Lang } from '../../core/contract/common'
import { resources } from '../../core/i18n/resources'
import * as cardTexts from '../domain/card-texts'
import { dateSpan } from '../domain/cargo-details/date-span'
import { type Formatters, formattersOf } from '../ui/formatters'
import * as paginationTexts from '../ui/texts/pagination'
import { firstViewFormatters, pluralOf } from './first-view-format'
import { cargoSize, money, names, perKm, sortLabelKey } from './text'
import * as searchTexts from './texts'

/** The first page as the server answers `GET cargos` (handed to the widget as it came, ./first-page.ts). */
export interface FirstPageAnswer {
  data: Cargo[]
  meta: { size: number }
}

type Texts = Record<string, Record<string, string>>

/**
 * i18next's lookup as the widget's texts use it: `section.key`, the plural suffix of `count` (`_one`, `_few`…, the
 * language's plural rules as `Intl.PluralRules` gives them) and `{{name}}` values, unescaped (they go into text nodes).
 */
export function textsOf(lang: Lang) {
  const sections: Texts = {}
  const shared = { ru: resources.ru.translation, en: resources.en.translation }
  for (const area of [shared, searchTexts, cardTexts, paginationTexts] as unknown as Record<Lang, Texts>[]) {
    for (const [section, values] of Object.entries(area[lang])) sections[section] = { ...sections[section], ...values }
  }
  const plural = pluralOf(lang)
  return (key: string, values: Record<string, unknown> = {}): string => {
    const [section = '', name = ''] = key.split('.')
    const own = sections[section] ?? {}
    const text =
      (typeof values.count === 'number' ? own[`${name}_${plural(values.count)}`] : undefined) ?? own[name] ?? key
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, value: string) => String(values[value] ?? ''))
  }
}

type Child = Node | string | null | false | undefined

/** An element with its attributes (`true` = present, `false`/`undefined` = absent) and children. */
function h(tag: string, attributes: Record<string, string | boolean | undefined>, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) {
    if (value === true) element.setAttribute(name, '')
    else if (typeof value === 'string') element.setAttribute(name, value)
  }
  element.append(...children.filter((child): child is Node | string => child !== null && child !== false && !!child))
  return element
}

/** The kit's `Skeleton` (../ui/states.tsx): its lines' sizes set through the style object, as React sets them. */
function skeleton(lines: number, height: string, label: string): HTMLElement {
  const box = h('div', { part: 'skeleton', class: 'fx-skeleton', role: 'status', 'aria-busy': 'true' })
  box.append(h('span', { class: 'fx-visually-hidden' }, label))
  for (let i = 0; i < lines; i++) {
    const line = h('span', { class: 'fx-skeleton-line', 'aria-hidden': 'true' })
    line.style.height = height
    line.style.width = i === lines - 1 && lines > 1 ? '60%' : '100%'
    box.append(line)
  }
  return box
}

const button = (className: string, attributes: Record<string, string>, ...children: Child[]) =>
  h('button', { type: 'button', part: 'button', class: `fx-button ${className}`.trim(), ...attributes }, ...children)

function place(where: CargoPlace): HTMLElement {
  return h(
    'span',
    { class: 'cs-place' },
    h('span', { class: 'cs-city' }, where.name),
    where.region && where.region !== where.name && h('span', { class: 'cs-region' }, where.region),
  )
}

const fact = (className: string, label: string, ...value: Child[]) =>
  h('div', { class: className }, h('dt', {}, label), h('dd', {}, ...value))

/** `ResultCard` (./result-card.tsx) of an anonymous visitor: no favourite mark. */
function card(cargo: Cargo, t: ReturnType<typeof textsOf>, format: Formatters): HTMLElement {
  const size = cargoSize(cargo, format, t)
  const ppk = perKm(cargo.price_per_km, cargo.currency, format, t)
  return h(
    'article',
    { part: 'card', class: 'cs-card', 'data-cargo-id': String(cargo.id) },
    h(
      'div',
      { class: 'cs-card-main' },
      h(
        'h3',
        { class: 'cs-route', part: 'route' },
        h(
          'button',
          { type: 'button', class: 'cs-open' },
          place(cargo.start_point),
          h(
            'span',
            { class: 'cs-to' },
            h('span', { class: 'cs-arrow', 'aria-hidden': 'true' }, '→'),
            place(cargo.finish_point),
          ),
        ),
      ),
      h(
        'dl',
        { class: 'cs-facts' },
        fact('cs-fact', t('cargo_search.loading'), dateSpan(cargo.load_date_from, cargo.load_date_to, format, true)),
        fact('cs-fact', t('cargo_search.truck'), names(cargo.truck_types) || '—'),
        fact('cs-fact cs-secondary', t('cargo_search.load_types'), names(cargo.load_types) || '—'),
        fact(
          'cs-fact',
          t('cargo_search.cargo'),
          cargo.cargo_type && h('span', { class: 'cs-secondary' }, `${cargo.cargo_type.name}, `),
          size,
        ),
        cargo.distance_km !== null &&
          fact(
            'cs-fact cs-secondary',
            t('common.distance'),
            t('units.kilometres', { value: format.number(cargo.distance_km) }),
          ),
      ),
      h('p', { class: 'cs-company cs-secondary' }, cargo.company.name),
    ),
    h(
      'div',
      { class: 'cs-card-side' },
      h(
        'div',
        { class: 'cs-price', part: 'price' },
        h('span', { class: 'cs-price-total' }, money(cargo.price, cargo.currency, format, t)),
        ppk && h('span', { class: 'cs-price-km' }, ppk),
      ),
    ),
  )
}

export interface DrawnFirstView {
  /** The widget's root (`defineWidget`'s `fx-root`) holding the first view. */
  view: HTMLElement
  /** Draws the cards after the first `shown` (none left when all were drawn). */
  rest(): void
}

/**
 * The search's first view of `answer` in `lang`, sorted by `sort`, with its first `shown` cards (all by default):
 * a screen's worth can be drawn first and the rest a frame later (`rest`).
 */
export function firstView(
  answer: FirstPageAnswer,
  lang: Lang,
  sort: Parameters<typeof sortLabelKey>[0],
  shown = answer.data.length,
): DrawnFirstView {
  const t = textsOf(lang)
  // a visitor's: the device's clock, as `useFormat` gives them
  const format = firstViewFormatters(formattersOf(lang))
  const { data, meta } = answer
  const total = Math.min(meta.size, CARGO_COUNT_CAP)
  const count =
    meta.size >= CARGO_COUNT_CAP
      ? t('cargo_search.more_than_found', { value: format.number(CARGO_COUNT_CAP) })
      : t('cargo_search.found', { count: meta.size, value: format.number(meta.size) })
  const sortLabel = t('cargo_search.sort')
  const list =
    data.length === 0
      ? null
      : h(
          'ol',
          { class: 'cs-results', part: 'results', 'aria-label': t('cargo_search.results') },
          ...data.slice(0, shown).map((cargo) => h('li', { class: 'cs-result' }, card(cargo, t, format))),
        )
  const more =
    list &&
    total > data.length &&
    h(
      'div',
      { part: 'load-more', class: 'fx-load-more' },
      h('span', { class: 'fx-hint', 'aria-live': 'polite' }, t('kit.shown_of', { shown: data.length, total })),
      button('', { 'data-variant': 'secondary', 'data-size': 'medium' }, t('common.load_more')),
    )
  const view = h(
    'div',
    { class: 'fx-root', part: 'root', lang },
    h(
      'div',
      { class: 'cs', part: 'cargo-search' },
      h(
        'div',
        { class: 'cs-body', 'data-filters': 'closed' },
        h(
          'aside',
          { class: 'cs-side', part: 'side' },
          button(
            'cs-filters-toggle',
            {
              'data-variant': 'secondary',
              'data-size': 'medium',
              'aria-expanded': 'false',
              'aria-controls': 'cs-filters-first',
            },
            t('cargo_search.filters'),
            h('span', { class: 'fx-chevron', 'aria-hidden': 'true' }),
          ),
          h(
            'div',
            { id: 'cs-filters-first', class: 'cs-filters', part: 'filters', 'aria-busy': 'true' },
            skeleton(6, '2.5rem', t('common.loading')),
          ),
        ),
        h(
          'div',
          { class: 'cs-main', part: 'main' },
          h(
            'div',
            { class: 'cs-toolbar', part: 'toolbar' },
            h('span', { class: 'cs-count', part: 'count', 'aria-live': 'polite' }, count),
            h(
              'div',
              { class: 'cs-sort' },
              h(
                'div',
                { part: 'field', class: 'fx-field' },
                h('label', { part: 'label', class: 'fx-label', for: 'cs-sort-first' }, sortLabel),
                h('span', { id: 'cs-sort-first-label', hidden: true }, sortLabel),
                h(
                  'button',
                  {
                    type: 'button',
                    part: 'select',
                    role: 'combobox',
                    'aria-haspopup': 'listbox',
                    'aria-expanded': 'false',
                    id: 'cs-sort-first',
                    class: 'fx-select',
                  },
                  h('span', { class: 'fx-select-value' }, t(sortLabelKey(sort))),
                  h('span', { class: 'fx-chevron', 'aria-hidden': 'true' }),
                ),
              ),
            ),
          ),
          list,
          more,
        ),
      ),
    ),
  )
  const rest = () =>
    list?.append(...data.slice(shown).map((cargo) => h('li', { class: 'cs-result' }, card(cargo, t, format))))
  return { view, rest }
}
