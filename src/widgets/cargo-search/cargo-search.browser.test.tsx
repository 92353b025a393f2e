/** `<fx-cargo-search>` in real Chromium on a fake exchange API, with the real mouse and keyboard. */
import { sampleUser } from '../../core/api/testing'
import { lastRoutesKey } from '../../core/session'
import {
  afterEach,
  cleanup,
  click,
  deepEqual,
  equal,
  inShadow,
  it,
  mount,
  ok,
  sleep,
  type,
  waitFor,
} from '../testing/harness'
import { clearCargoSearchCache } from './dictionaries'
import './element'
import { control, fill, pickOption } from '../testing/form-controls'
import { allInShadow as all, checkFoldingFilters, describeWidget, listen } from '../testing/widget-suite'
import {
  cargoApi,
  fake,
  requestsTo,
  resetFake,
  savedFilter,
  setUpCargoCore,
  testCargo,
  testPlaces,
} from './fake-cargo-api'
import { selectedTabKey } from './saved-tabs'

const core = setUpCargoCore()

type El = HTMLElementTagNameMap['fx-cargo-search']

const text = (el: Element, selector: string) => inShadow(el, selector)?.textContent ?? ''
const cards = (el: Element) => all(el, '.cs-card:not(.cs-card-skeleton)')
const lastList = (path = '/api/v1/cargos') => {
  const last = requestsTo(path).at(-1)
  ok(last, `a request to ${path}`)
  return last.url.searchParams
}

async function create(html = '<fx-cargo-search></fx-cargo-search>', width?: number): Promise<El> {
  const container = mount(html)
  if (width) container.style.width = `${width}px`
  const el = container.querySelector('fx-cargo-search') as El
  await waitFor(() => cards(el).length > 0 || inShadow(el, '.fx-state'), 'the first results')
  // the filter form loads after the first results
  if (!el.hasAttribute('hide-filters')) await waitFor(() => inShadow(el, 'form.cs-filters'), 'the filter form')
  return el
}

/** The two inputs of a range by its legend. */
function range(el: Element, legend: string): [HTMLInputElement, HTMLInputElement] {
  const set = all<HTMLFieldSetElement>(el, 'fieldset.fx-range').find(
    (f) => f.querySelector('legend')?.textContent === legend,
  )
  ok(set, `a range "${legend}"`)
  const [min, max] = [...set.querySelectorAll('input')]
  ok(min && max)
  return [min, max]
}

async function pickPlace(el: El, end: 0 | 1, typed: string, name: string) {
  const input = all<HTMLInputElement>(el, '.cs-point input[role="combobox"]')[end]
  ok(input, 'a point input')
  await click(input)
  input.select()
  await type(typed)
  await pickOption(el, name)
  await waitFor(() => input.value === name, `${name} picked`)
}

async function submit(el: El) {
  const before = cargoApi.requests.length
  await click(inShadow(el, '.cs-submit') as HTMLElement)
  await waitFor(() => cargoApi.requests.length > before && cards(el).length > 0, 'the new results')
}

async function signIn() {
  await core.session.signIn('tok-1', sampleUser({ roles: ['carrier'] }))
}

describeWidget('fx-cargo-search', () => {
  afterEach(() => {
    core.session.signOut('user')
    core.storage.removeItem(selectedTabKey)
    core.storage.removeItem(lastRoutesKey)
    clearCargoSearchCache()
    resetFake()
    cargoApi.requests.length = 0
  })

  it('lists cargos for anonymous visitors: route, dates, types, sizes, money in the locale, no favourites', async () => {
    const el = await create()
    equal(cards(el).length, 20)
    const query = lastList()
    equal(query.get('limit'), '20')
    equal(query.get('offset'), '0')
    equal(query.get('sort'), '-created_at')
    equal(query.get('include'), null, 'no contacts for anonymous visitors')
    const card = cards(el)[0] as HTMLElement
    ok(card.textContent?.includes('Казань'), card.textContent ?? '')
    ok(card.textContent?.includes('Республика Татарстан'), 'the region')
    ok(card.textContent?.includes('Тент'), 'truck type')
    ok(card.textContent?.includes('20 т'), 'weight')
    ok(card.textContent?.includes('82 м³'), 'volume')
    ok(card.textContent?.includes('123\u00a0450\u00a0₽'), `price in ru-RU: ${card.textContent}`)
    ok(card.textContent?.includes('95,50\u00a0₽/км'), 'price per km')
    equal(text(el, '.cs-count'), 'Найдено 45 грузов')
    equal(all(el, '.cs-favorite').length, 0, 'no favourite toggle when anonymous')
    equal(all(el, '[role="tab"]').length, 0, 'no saved tabs when anonymous')
    equal(all(el, '.cs-view').length, 0, 'no views when anonymous')
  })

  it('asks for the first page before the filter form loads its dictionaries, then shows the form', async () => {
    const el = await create()
    // the form is drawn before its dictionaries are asked for (its effects run after its first paint)
    const isDictionary = (path: string) => path.includes('/dictionaries/')
    await waitFor(() => cargoApi.requests.some((request) => isDictionary(request.url.pathname)), 'the dictionaries')
    const paths = cargoApi.requests.map((request) => request.url.pathname)
    const firstPage = paths.indexOf('/api/v1/cargos')
    const firstDictionary = paths.findIndex(isDictionary)
    ok(firstPage >= 0 && firstDictionary > firstPage, `the first page first: ${paths.join(', ')}`)
    ok(control(el, 'Откуда'), 'the form is there')
    equal(all(el, '.cs-filters .fx-skeleton').length, 0, 'no placeholder left')
  })

  it('sends the filters as the wire rules say: radius, area, date, types, minor units, max < min dropped', async () => {
    const searches = listen('fx-search')
    const el = await create()
    await pickPlace(el, 0, 'Мос', 'Москва')
    await fill(control(el, 'Радиус', { scope: '.cs-point' }), '100')
    await pickPlace(el, 1, 'Каз', 'Казань')
    const area = all(el, '.cs-point')[1]?.querySelector('.fx-select') as HTMLElement
    await click(area)
    await pickOption(el, 'Весь регион')
    await waitFor(() => all(el, '.cs-point')[1]?.querySelectorAll('input').length === 1, 'no radius for a region')
    await fill(control(el, 'Дата загрузки'), '03.05.2026')
    await click(control(el, 'Тип кузова'))
    await pickOption(el, 'Рефрижератор')
    const [weightMin, weightMax] = range(el, 'Вес, т')
    await fill(weightMin, '10')
    await fill(weightMax, '5')
    await waitFor(() => text(el, '.fx-error-text').includes('меньше'), 'the inverted range is flagged')
    const [priceMin, priceMax] = range(el, 'Цена')
    await fill(priceMin, '1 000')
    await fill(priceMax, '2000,5')
    const [ppkMin, ppkMax] = range(el, 'Цена за км')
    await fill(ppkMin, '30')
    await fill(ppkMax, '20')
    await fill(range(el, 'Расстояние, км')[1], '500')
    await submit(el)

    const query = lastList()
    const filters = Object.fromEntries([...query].filter(([key]) => key.startsWith('filter')))
    deepEqual(filters, {
      'filter[start_point_id]': '1',
      'filter[start_point_type]': 'city',
      'filter[start_point_radius]': '100',
      'filter[finish_point_id]': '2',
      'filter[finish_point_type]': 'region',
      'filter[start_date]': '2026-05-03',
      'filter[truck_types][]': '2',
      'filter[weight][min]': '10',
      'filter[price][min]': '100000',
      'filter[price][max]': '200050',
      'filter[price_per_km][min]': '3000',
      'filter[distance][max]': '500',
    })
    equal(query.get('offset'), '0')
    const event = searches.at(-1)
    ok(event, 'fx-search')
    equal(event.bubbles && event.composed, true)
    deepEqual(event.detail.filters, {
      start_point_id: 1,
      start_point_type: 'city',
      start_point_radius: 100,
      finish_point_id: 2,
      finish_point_type: 'region',
      start_date: '2026-05-03',
      truck_types: [2],
      weight: { min: 10 },
      price: { min: 100000, max: 200050 },
      price_per_km: { min: 3000 },
      distance: { max: 500 },
    })
  })

  it('"show more" appends the next page (offset + limit); a new search replaces the list from offset 0', async () => {
    const el = await create('<fx-cargo-search page-size="20"></fx-cargo-search>')
    equal(cards(el).length, 20)
    await click(inShadow(el, '.fx-load-more button') as HTMLElement)
    await waitFor(() => cards(el).length === 40, '40 cargos')
    equal(lastList().get('offset'), '20')
    equal(cards(el)[0]?.getAttribute('data-cargo-id'), '1', 'the first page stays')
    equal(cards(el)[39]?.getAttribute('data-cargo-id'), '40')
    ok(text(el, '.fx-load-more').includes('Показано 40 из 45'))
    await click(inShadow(el, '.fx-load-more button') as HTMLElement)
    await waitFor(() => cards(el).length === 45, 'all 45')
    equal(inShadow(el, '.fx-load-more'), null, 'nothing more to load')
    await submit(el)
    await waitFor(() => cards(el).length === 20, 'replaced by the first page')
    equal(lastList().get('offset'), '0')
  })

  it('sorts by the chosen order from the first page', async () => {
    const el = await create('<fx-cargo-search sort="price"></fx-cargo-search>')
    equal(lastList().get('sort'), 'price')
    await click(control(el, 'Сортировка'))
    await pickOption(el, 'Цена за км: по убыванию')
    await waitFor(() => lastList().get('sort') === '-price_per_km', 'sorted by price per km')
    equal(lastList().get('offset'), '0')
  })

  it('shows saved filter tabs sorted by id, applies one, remembers the selection and restores it', async () => {
    fake.filters = [
      savedFilter(12, 'Twelve', {}),
      savedFilter(3, 'Казань', { start_point_id: 2, start_point_type: 'city', start_point_radius: 50 }),
      savedFilter(7, 'Рефы', { truck_types: [2], price: { min: 500000 } }),
    ]
    await signIn()
    const el = await create()
    const tabs = await waitFor(() => {
      const found = all(el, '[role="tab"]')
      return found.length === 4 ? found : null
    }, 'tabs')
    deepEqual(
      tabs.map((tab) => tab.textContent),
      ['Все', 'Казань', 'Рефы', 'Twelve'],
    )
    await click(tabs[2] as HTMLElement)
    await waitFor(() => lastList().get('filter[truck_types][]') === '2', 'the tab filter is searched')
    equal(lastList().get('filter[price][min]'), '500000')
    equal(core.storage.getItem(selectedTabKey), '7')
    await waitFor(() => range(el, 'Цена')[0].value === '5000', 'the form shows the tab in roubles')

    await cleanup()
    cargoApi.requests.length = 0
    const again = await create()
    await waitFor(
      () => all(again, '[role="tab"][aria-selected="true"]')[0]?.textContent === 'Рефы',
      'the remembered tab is selected',
    )
    await waitFor(() => lastList().get('filter[truck_types][]') === '2', 'and searched')

    await click(inShadow(again, '.cs-tab-actions button') as HTMLElement)
    const name = await waitFor(() => control(again, 'Название вкладки', { scope: 'dialog' }), 'the name dialog')
    await fill(name, 'Мои рефы')
    await click(all(again, '.fx-dialog-footer button')[1] as HTMLElement)
    await waitFor(() => all(again, '[role="tab"]').length === 5, 'the new tab')
    const post = requestsTo('/api/v2/cargos/filters').find((r) => r.method === 'POST')
    deepEqual(post?.json, { name: 'Мои рефы', filter: { truck_types: [2], price: { min: 500000 } } })
    equal(core.storage.getItem(selectedTabKey), '100')
    equal(all(again, '[role="tab"]')[4]?.getAttribute('aria-selected'), 'true')

    // renaming starts from the tab's name; the name is sent trimmed, and a new tab starts from none again
    const rename = all(again, '.cs-tab-actions button').find((button) => button.textContent === 'Переименовать')
    ok(rename, 'the rename button')
    await click(rename)
    const renamed = control(again, 'Название вкладки', { scope: 'dialog' })
    await waitFor(() => renamed.value === 'Мои рефы', 'the name to start from')
    await fill(renamed, '  Рефы до 20 т ')
    await click(all(again, '.fx-dialog-footer button')[1] as HTMLElement)
    await waitFor(() => all(again, '[role="tab"]')[4]?.textContent === 'Рефы до 20 т', 'the tab renamed')
    deepEqual(requestsTo('/api/v2/cargos/filters/100').find((r) => r.method === 'PUT')?.json, { name: 'Рефы до 20 т' })
    await click(all(again, '.cs-tab-actions button')[0] as HTMLElement)
    await waitFor(() => control(again, 'Название вкладки', { scope: 'dialog' }).value === '', 'an empty name')
  })

  it('keeps the last three routes, newest first, without duplicates, as one-click chips', async () => {
    const [moscow, kazan, samara, perm, tver, tula, omsk] = testPlaces
    const entry = (from = moscow, to = tver) => ({
      start_point_id: from?.id ?? 0,
      finish_point_id: to?.id ?? 0,
      start_point_type: 'city',
      finish_point_type: 'city',
      load: from,
      unload: to,
    })
    core.storage.setItem(lastRoutesKey, JSON.stringify([entry(moscow, tver), entry(kazan, tula), entry(samara, omsk)]))
    const searches = listen('fx-search')
    const el = await create()
    const chips = () => all(el, '.cs-chip').map((chip) => chip.textContent)
    deepEqual(chips(), ['Москва → Тверь', 'Казань → Тула', 'Самара → Омск'])
    await click(all(el, '.cs-chip')[1] as HTMLElement)
    await waitFor(() => lastList().get('filter[start_point_id]') === '2', 'the chip searched')
    equal(lastList().get('filter[finish_point_id]'), '6')
    equal(searches.length, 1)
    deepEqual(chips(), ['Казань → Тула', 'Москва → Тверь', 'Самара → Омск'], 'moved to the front, not doubled')

    await pickPlace(el, 0, 'Пер', 'Пермь')
    await pickPlace(el, 1, 'Ор', 'Орёл')
    await submit(el)
    await waitFor(() => chips()[0] === 'Пермь → Орёл', 'the new route first')
    deepEqual(chips(), ['Пермь → Орёл', 'Казань → Тула', 'Москва → Тверь'], 'cut to three')
    const stored = JSON.parse(core.storage.getItem(lastRoutesKey) ?? '[]')
    equal(stored.length, 3)
    equal(stored[0].start_point_id, perm?.id)
    equal(stored[0].load.name_en, 'Perm', 'full place info is kept')
  })

  it('toggles a favourite (signed in) and fires fx-favorite-change', async () => {
    await signIn()
    const changes = listen('fx-favorite-change')
    const el = await create()
    const star = await waitFor(() => inShadow(el, '.cs-favorite'), 'a favourite toggle')
    equal(star.getAttribute('aria-pressed'), 'false')
    await click(star)
    await waitFor(() => changes.length === 1, 'fx-favorite-change')
    deepEqual(changes[0]?.detail, { id: 1, favorite: true })
    equal(requestsTo('/api/v1/cargos/1/favorite').at(-1)?.method, 'POST')
    // the event fires as the answer lands; the cards render it a moment later (they are a deferred value): waited
    // for, not read at once (read at once, it failed on a loaded machine)
    await waitFor(() => inShadow(el, '.cs-favorite')?.getAttribute('aria-pressed') === 'true', 'the star pressed')
    await click(inShadow(el, '.cs-favorite') as HTMLElement)
    await waitFor(() => changes.length === 2, 'unmarked')
    deepEqual(changes[1]?.detail, { id: 1, favorite: false })
    equal(requestsTo('/api/v1/cargos/1/favorite').at(-1)?.method, 'DELETE')
  })

  it('fires fx-cargo-select and opens the details: cargo, points, route, prices by mode, status', async () => {
    const selects = listen('fx-cargo-select')
    const el = await create()
    await click(all(el, '.cs-open')[1] as HTMLElement)
    await waitFor(() => selects.length === 1, 'fx-cargo-select')
    deepEqual(selects[0]?.detail, { id: 2 })
    const dialog = await waitFor(() => inShadow<HTMLDialogElement>(el, 'dialog[open]'), 'the dialog')
    await waitFor(() => dialog.textContent?.includes('ул. Складская, 1'), 'the points')
    await waitFor(() => dialog.textContent?.includes('По дорогам: 1\u00a0293 км'), 'the route')
    await waitFor(() => dialog.textContent?.includes('Наличные'), 'the prices')
    await waitFor(() => text(el, '.cs-stage') === 'Доступен', 'the status')
    for (const path of [
      '/api/v1/cargos/2',
      '/api/v2/cargos/2/points',
      '/api/v2/cargos/2/prices',
      '/api/v2/cargos/routes/2',
      '/api/v1/cargos/status/2',
    ]) {
      equal(requestsTo(path).length, 1, path)
    }
    equal(requestsTo('/api/v2/cargos/2/response-status').length, 0, 'no response status for anonymous visitors')
    await waitFor(() => !inShadow(el, 'dialog .fx-skeleton'), 'every part loaded')
    // every date of the details in one style (not «15 дек.» beside «16.12.2026»)
    const facts = inShadow(el, 'dialog[open] .cd-facts')?.textContent ?? ''
    ok(/\d{2}\.\d{2}\.\d{4}/.test(facts), `full dates: ${facts}`)
    ok(
      !/\d{1,2}[\s\u00a0]+(янв|фев|мар|апр|мая|июн|июл|авг|сен|окт|ноя|дек)/.test(facts),
      `no short month among them: ${facts}`,
    )
    const cash = all(el, '.cs-price-mode button').find((b) => b.textContent === 'Наличные')
    ok(cash, 'a cash mode button')
    await click(cash)
    await waitFor(() => cash.getAttribute('aria-pressed') === 'true', 'cash chosen')
    await waitFor(
      () => requestsTo('/api/v2/cargos/2/prices').at(-1)?.url.searchParams.get('filter[mode]') === 'cash',
      'filter[mode]',
    )
    await click(inShadow(el, '.fx-dialog-header button') as HTMLElement)
    await waitFor(() => !inShadow(el, 'dialog[open]'), 'closed')

    listen('fx-cargo-select', (event) => event.preventDefault())
    await click(all(el, '.cs-open')[0] as HTMLElement)
    await sleep(100)
    equal(inShadow(el, 'dialog[open]'), null, 'a cancelled fx-cargo-select keeps the dialog closed')
  })

  it('adopts the details’ CSS with the first cargo opened (before its own), not with the results', async () => {
    const el = await create()
    const sheets = () => el.shadowRoot?.adoptedStyleSheets ?? []
    const holding = (selector: string) =>
      sheets().findIndex((sheet) =>
        [...sheet.cssRules].some((rule) => rule instanceof CSSStyleRule && rule.selectorText === selector),
      )
    const own = holding('.cs-card')
    ok(own >= 0, 'the widget’s own CSS')
    equal(holding('.cd'), -1, 'no CSS of the details before a cargo is opened')
    equal(holding('.fx-respond'), -1, 'nor of the respond form')
    await click(all(el, '.cs-open')[0] as HTMLElement)
    const details = await waitFor(() => inShadow(el, 'dialog[open] .cd'), 'the details')
    equal(getComputedStyle(details).display, 'flex', 'the details are styled')
    const at = holding('.cd')
    ok(at >= 0 && at < holding('.cs-card'), `the details’ CSS, before the widget’s own (${at}, ${holding('.cs-card')})`)
    // the details' own texts arrive with them
    await waitFor(() => text(el, 'dialog[open]').includes('Маршрут'), 'the details’ texts')
    ok(!/\b(cargo_search|responses|lane_index)\./.test(text(el, 'dialog[open]')), 'no untranslated key')
  })

  it('invites anonymous visitors to sign in instead of showing contacts', async () => {
    const requests = listen('fx-sign-in-request', (event) => event.preventDefault())
    const el = await create('<fx-cargo-search sign-in-url="/login?next=cargos"></fx-cargo-search>')
    await click(all(el, '.cs-open')[0] as HTMLElement)
    const invite = await waitFor(() => inShadow(el, 'dialog[open] .cs-sign-in'), 'the invitation')
    ok(invite.textContent?.includes('Войдите, чтобы увидеть контакты'), invite.textContent ?? '')
    const link = invite.querySelector('a') as HTMLAnchorElement
    equal(new URL(link.href).pathname + new URL(link.href).search, '/login?next=cargos')
    equal(inShadow(el, '.cs-show-contacts'), null)
    // the lane's price index answers after the invitation and moves it: click where it stays
    await waitFor(() => inShadow(el, 'dialog[open] [part="lane-index"]'), 'the lane price index')
    await click(link)
    await waitFor(() => requests.length === 1, 'fx-sign-in-request')
    deepEqual(requests[0]?.detail, { reason: 'contacts', cargoId: 1 })
    equal(requestsTo('/api/v2/cargos/1/request-contact').length, 0)
    equal(location.pathname.includes('login'), false, 'the page vetoed the navigation')
  })

  it('refuses a javascript: sign-in-url and falls back to a button', async () => {
    const requests = listen('fx-sign-in-request')
    const el = await create('<fx-cargo-search sign-in-url="javascript:alert(1)"></fx-cargo-search>')
    await click(all(el, '.cs-open')[0] as HTMLElement)
    const invite = await waitFor(() => inShadow(el, 'dialog[open] .cs-sign-in'), 'the invitation')
    equal(invite.querySelector('a'), null)
    await waitFor(() => inShadow(el, 'dialog[open] [part="lane-index"]'), 'the lane price index')
    await click(invite.querySelector('button') as HTMLElement)
    await waitFor(() => requests.length === 1, 'fx-sign-in-request')
  })

  it('shows contacts to signed-in users on request, and carriers their response status', async () => {
    await signIn()
    const el = await create()
    await click(all(el, '.cs-open')[0] as HTMLElement)
    const button = await waitFor(() => inShadow(el, 'dialog[open] .cs-show-contacts'), 'show contacts')
    await waitFor(() => !inShadow(el, 'dialog .fx-skeleton'), 'every part loaded (nothing moves any more)')
    equal(inShadow(el, '.cs-sign-in'), null)
    await click(button)
    const phone = await waitFor(() => inShadow<HTMLAnchorElement>(el, '.cs-phone'), 'the phone')
    equal(phone.textContent, '+7 916 000-00-09')
    equal(phone.getAttribute('href'), 'tel:+79160000009')
    equal(requestsTo('/api/v2/cargos/1/request-contact').at(-1)?.method, 'POST')
    await waitFor(() => text(el, '.cs-response') === 'Вы ещё не откликались на этот груз', 'response status')
  })

  it('shows a carrier its trucks that fit the cargo, filters them by window type, and responds with one', async () => {
    await signIn()
    const el = await create()
    await click(all(el, '.cs-open')[0] as HTMLElement)
    const section = await waitFor(() => inShadow(el, 'dialog[open] [part="relevant"]'), 'the relevant trucks')
    await waitFor(() => all(el, '.fx-rt-item').length === 2, 'two trucks')
    equal(text(el, '.fx-rt-count'), 'Подходят 2 ваши машины')
    ok(section.textContent?.includes('Мои подходящие машины'), 'the title')
    const first = all(el, '.fx-rt-item')[0] as HTMLElement
    ok(first.textContent?.includes('А100АА116 + АВ123416'), first.textContent ?? '')
    ok(first.textContent?.includes('Тент · 20 т · 86 м³'), first.textContent ?? '')
    ok(first.textContent?.includes('Свободна: Казань, Республика Татарстан'), first.textContent ?? '')
    ok(first.textContent?.includes('до загрузки 12 км'), first.textContent ?? '')
    equal(lastList('/api/v2/cargos/1/relevant-transport-count').get('limit'), '1')
    equal(lastList('/api/v2/cargos/1/relevant-transport').get('limit'), '9999')

    // only the trucks ready to load
    const ready = all(el, '.fx-rt-type').find((b) => b.textContent === 'Готова к загрузке')
    ok(ready, 'the ready filter')
    await click(ready)
    await waitFor(() => text(el, '.fx-rt-count') === 'Подходит 1 ваша машина', 'one ready truck')
    equal(lastList('/api/v2/cargos/1/relevant-transport-count').get('filter[type]'), 'ready')
    equal(lastList('/api/v2/cargos/1/relevant-transport').get('filter[type]'), 'ready')
    equal(all(el, '.fx-rt-item')[0]?.dataset.transport, '32')

    // choosing it preselects it in the response form
    await waitFor(() => inShadow(el, '[part="respond"] .fx-select'), 'the truck picker of the response')
    await click(inShadow(el, '.fx-rt-choose') as HTMLElement)
    await waitFor(() => text(el, '[part="respond"] .fx-select-value') === 'В200ВВ116', 'the truck preselected')
    equal(text(el, '.fx-rt-choose'), 'Выбрана для отклика')
    ok(inShadow(el, '.fx-rt-item[data-chosen]'), 'the chosen truck is marked')
  })

  it('a typed price is sent as typed or refused with its rule, never replaced by the prefilled one', async () => {
    await signIn()
    const el = await create()
    await click(all(el, '.cs-open')[0] as HTMLElement)
    const price = (await waitFor(
      () => inShadow(el, '[part="respond"] input[name="price"]'),
      'the response form',
    )) as HTMLInputElement
    const respond = inShadow(el, '[data-action="respond"]') as HTMLElement
    const message = () => (inShadow(el, '[part="respond"] [role="alert"]')?.textContent ?? '').trim()
    for (const [typed, rule] of [
      ['-5', 'Значение должно быть больше 0'],
      ['12e3', 'Введите число'],
    ] as const) {
      await click(price)
      price.select()
      await type(typed)
      equal(price.value, typed)
      await click(respond)
      await waitFor(() => message() === rule, `${typed}: ${rule}`)
    }
    equal(requestsTo('/api/v1/cargos/1/response/add').length, 0, 'nothing sent in place of what is shown')
  })

  it('asks a carrier with trucks to name one, and shows the server’s field errors under their fields', async () => {
    await signIn()
    const el = await create()
    await click(all(el, '.cs-open')[0] as HTMLElement)
    await waitFor(() => inShadow(el, '[part="respond"] .fx-select'), 'the truck picker of the response')
    const respond = inShadow(el, '[data-action="respond"]') as HTMLElement
    const errorOf = (name: string) =>
      all(el, '[part="respond"] .fx-field')
        .find((field) => field.textContent?.includes(name))
        ?.querySelector('[role="alert"]')?.textContent ?? ''
    await click(respond)
    await waitFor(
      () => errorOf('Машина') === 'Служба безопасности проверит машину и водителя: выберите машину',
      'a truck asked for',
    )
    equal(requestsTo('/api/v1/cargos/1/response/add').length, 0, 'nothing sent without a truck')

    fake.respondErrors = { comment: ['Максимум 1000 символов'] }
    await click(inShadow(el, '.fx-rt-choose') as HTMLElement)
    await waitFor(() => errorOf('Машина') === '', 'the truck chosen, its error gone')
    const comment = inShadow(el, '[part="respond"] input[name="comment"]') as HTMLInputElement
    await click(comment)
    await type('Готовы завтра')
    await click(respond)
    await waitFor(() => errorOf('Комментарий') === 'Максимум 1000 символов', 'the server’s error under its field')
    equal(requestsTo('/api/v1/cargos/1/response/add').length, 1)
    equal(inShadow(el, '.fx-toast'), null, 'not toasted as well')
    await click(comment)
    await type('!')
    await waitFor(() => errorOf('Комментарий') === '', 'gone once the comment changes')
  })

  it('offers the response form again after the carrier withdrew its response, not after a live one', async () => {
    fake.responseStatus = 'withdrawn'
    await signIn()
    const el = await create()
    await click(all(el, '.cs-open')[0] as HTMLElement)
    await waitFor(
      () => inShadow(el, '[data-response-status="withdrawn"] [part="respond"]'),
      'the form after withdrawal',
    )
    ok(text(el, '[data-response-status]').includes('Ваш отклик: отозван'))
    await cleanup()
    fake.responseStatus = 'new'
    const live = await create()
    await click(all(live, '.cs-open')[0] as HTMLElement)
    await waitFor(() => inShadow(live, '[data-response-status="new"]'), 'the live response')
    equal(inShadow(live, '[part="respond"]'), null, 'one live response per cargo')
    // its status in words, not the raw `new`
    ok(text(live, '[data-response-status]').includes('Ваш отклик: ждёт решения грузовладельца'))
    await cleanup()
    const english = await create('<fx-cargo-search lang="en"></fx-cargo-search>')
    await click(all(english, '.cs-open')[0] as HTMLElement)
    await waitFor(() => inShadow(english, '[data-response-status="new"]'), 'the live response in English')
    ok(text(english, '[data-response-status]').includes("Your response: awaiting the shipper's decision"))
  })

  it('tells a carrier when none of its trucks fits; shippers and visitors get no truck matching', async () => {
    fake.relevant = []
    await signIn()
    const el = await create()
    await click(all(el, '.cs-open')[0] as HTMLElement)
    await waitFor(() => text(el, '.fx-rt-count') === 'Ни одна ваша машина не подходит', 'none fits')
    equal(requestsTo('/api/v2/cargos/1/relevant-transport').length, 0, 'no list asked for when the count is 0')
    await cleanup()
    core.session.signOut('user')
    cargoApi.requests.length = 0

    await core.session.signIn('tok-2', sampleUser())
    const shipper = await create()
    await click(all(shipper, '.cs-open')[0] as HTMLElement)
    await waitFor(() => inShadow(shipper, 'dialog[open] .cs-show-contacts'), 'the details')
    await waitFor(() => !inShadow(shipper, 'dialog .fx-skeleton'), 'every part loaded')
    equal(inShadow(shipper, '[part="relevant"]'), null)
    equal(requestsTo('/api/v2/cargos/1/relevant-transport-count').length, 0)
    await cleanup()
    core.session.signOut('user')

    const visitor = await create()
    await click(all(visitor, '.cs-open')[0] as HTMLElement)
    await waitFor(() => inShadow(visitor, 'dialog[open] .cs-sign-in'), 'the details')
    equal(inShadow(visitor, '[part="relevant"]'), null)
    equal(requestsTo('/api/v2/cargos/1/relevant-transport-count').length, 0)
  })

  it('switches views for signed-in users (v2/cargos/views); anonymous visitors always get the search', async () => {
    const anonymous = await create('<fx-cargo-search view="work"></fx-cargo-search>')
    equal(requestsTo('/api/v2/cargos/views').length, 0)
    ok(requestsTo('/api/v1/cargos').length > 0)
    anonymous.remove()
    await signIn()
    const el = await create('<fx-cargo-search view="work"></fx-cargo-search>')
    await waitFor(() => requestsTo('/api/v2/cargos/views').length > 0, 'the work view')
    equal(lastList('/api/v2/cargos/views').get('view'), 'work')
    const available = all(el, '.cs-view').find((b) => b.dataset.view === 'available') as HTMLElement
    equal(all(el, '.cs-view[aria-pressed="true"]')[0]?.dataset.view, 'work')
    await click(available)
    await waitFor(() => lastList('/api/v2/cargos/views').get('view') === 'available', 'available')
  })

  it('switches language at run time: texts, money, and the Accept-Language of a new search', async () => {
    const el = await create('<fx-cargo-search lang="en"></fx-cargo-search>')
    equal(text(el, '.cs-count'), '45 cargos found')
    equal(requestsTo('/api/v1/cargos').at(-1)?.headers.get('accept-language'), 'en')
    ok(text(el, '.cs-price-total').includes('123,450'), text(el, '.cs-price-total'))
    ok(text(el, '.fx-load-more').includes('Show more'))
    await waitFor(() => control(el, 'Truck type'), 'English labels')
    el.setAttribute('lang', 'ru')
    await waitFor(
      () => requestsTo('/api/v1/cargos').at(-1)?.headers.get('accept-language') === 'ru',
      'a new search in Russian',
    )
    await waitFor(() => text(el, '.cs-count') === 'Найдено 45 грузов', 'Russian')
    // the cards follow the count as a deferred render (results-list.tsx)
    await waitFor(() => text(el, '.cs-price-total').includes('123\u00a0450'), 'Russian money')
    await waitFor(() => control(el, 'Тип кузова'), 'Russian labels')
  })

  it('renders user content as text only', async () => {
    fake.cargos.set(1, testCargo(1, { company: { id: 3, name: '<img src=x onerror="window.__fxXss=1">' } }))
    const el = await create()
    ok(text(el, '.cs-company').includes('<img src=x'), 'the markup is shown as text')
    equal(all(el, 'img').length, 0)
    equal((window as { __fxXss?: number }).__fxXss, undefined)
  })

  it('shows the empty and the failed state, and retries', async () => {
    fake.total = 0
    const el = await create()
    await waitFor(() => text(el, '.fx-state-title') === 'Грузы не найдены', 'empty')
    fake.total = 45
    fake.failList = 500
    await click(inShadow(el, '.cs-submit') as HTMLElement)
    const failed = await waitFor(() => inShadow(el, '.fx-state[role="alert"]'), 'failed')
    ok(failed.textContent?.includes('Ошибка сервера'), failed.textContent ?? '')
    fake.failList = null
    await click(failed.querySelector('button') as HTMLElement)
    await waitFor(() => cards(el).length === 20, 'loaded after a retry')
  })

  it('folds the filters behind a toggle at 375 px and puts them in a side column when wide', async () => {
    await checkFoldingFilters('cs', (width) => create('<fx-cargo-search></fx-cargo-search>', width))
  })

  it('at 375 px, «Найти» at the bottom of the unfolded filters brings the results into view', async () => {
    const el = await create('<fx-cargo-search></fx-cargo-search>', 375)
    // a page around the element, so the scroll position is the page's, as on a phone
    const before = document.createElement('div')
    before.style.height = '900px'
    const after = document.createElement('div')
    after.style.height = '3000px'
    el.before(before)
    el.after(after)
    try {
      await click(inShadow(el, '.cs-filters-toggle') as HTMLElement)
      const button = inShadow(el, '.cs-submit') as HTMLElement
      await waitFor(() => button.getBoundingClientRect().height > 0, 'the filters unfolded')
      button.scrollIntoView({ block: 'end' })
      await submit(el)
      const main = inShadow(el, '.cs-main') as HTMLElement
      await waitFor(() => {
        const top = main.getBoundingClientRect().top
        return top >= -1 && top < window.innerHeight / 2
      }, 'the results in view')
    } finally {
      before.remove()
      after.remove()
      window.scrollTo(0, 0)
    }
  })

  it('hide-filters: the page drives the search with the filters property', async () => {
    const el = await create('<fx-cargo-search hide-filters compact></fx-cargo-search>')
    equal(inShadow(el, '.cs-filters'), null)
    el.filters = { truck_types: [2], start_point_id: 1 }
    await waitFor(() => lastList().get('filter[truck_types][]') === '2', 'the property is searched')
    equal(lastList().get('filter[start_point_id]'), '1')
  })
})
