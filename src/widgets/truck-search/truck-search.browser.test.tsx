/** `<fx-truck-search>` in real Chromium on a fake exchange API, with the real mouse and keyboard. */
import { sampleUser } from '../../core/api/testing'
import { afterEach, click, deepEqual, equal, inShadow, it, mount, ok, sleep, type, waitFor } from '../testing/harness'
import './element'
import { checkFoldingFilters, describeWidget, listen } from '../testing/widget-suite'
import { OFFERED_CARGO, resetTruckFake, setUpTruckCore, truckApi, truckFake } from './fake-truck-api'

const core = setUpTruckCore()

type El = HTMLElementTagNameMap['fx-truck-search']

const all = <E extends Element = HTMLElement>(root: ParentNode | null | undefined, selector: string) =>
  [...(root?.querySelectorAll<E>(selector) ?? [])] as E[]
const cards = (el: Element) => all(el.shadowRoot, '.ts-card')
const searches = () => truckApi.requestsTo('/api/v2/trucks/search').map((request) => request.url.searchParams)
const lastSearch = () => {
  const last = searches().at(-1)
  ok(last, 'a search request')
  return last
}
const pageOf = (params: URLSearchParams) => `${params.get('offset')}+${params.get('limit')}`
const list = (el: Element) => inShadow(el, '[role="list"]') as HTMLElement
const row = (el: Element, position: number) => inShadow(el, `[role="listitem"][aria-posinset="${position}"]`)

/** Scrolls the list to its end as a user does, once the virtualiser places its rows (a first screen is shorter). */
async function scrollToEnd(el: El) {
  await waitFor(
    () => inShadow(el, '[role="listitem"]') && !inShadow(el, '[role="listitem"][data-flow]'),
    'the list virtualised',
  )
  list(el).scrollTop = list(el).scrollHeight
}

/** A promise the test settles: a held answer of the fake. */
function held() {
  let release = () => {}
  const promise = new Promise<void>((resolve) => {
    release = resolve
  })
  return { promise, release }
}

async function create(html = '<fx-truck-search></fx-truck-search>', width?: number): Promise<El> {
  const container = mount(html)
  if (width) container.style.width = `${width}px`
  const el = container.querySelector('fx-truck-search') as El
  await waitFor(
    () => cards(el).length > 0 || inShadow(el, '.ts-sign-in') || inShadow(el, '.fx-state'),
    'the first view',
  )
  // the filter form loads after the first trucks
  if (!inShadow(el, '.ts-sign-in') && !el.hasAttribute('hide-filters')) {
    await waitFor(() => inShadow(el, 'form.ts-filters'), 'the filter form')
  }
  return el
}

async function signIn() {
  await core.session.signIn('tok-1', sampleUser({ roles: ['shipper', 'admin'] }))
}

async function openCard(el: El, index: number) {
  const button = cards(el)[index]?.querySelector<HTMLElement>('.ts-card-open')
  ok(button, `card ${index}`)
  await click(button)
  await waitFor(() => inShadow(el, '.ts-carrier-name'), 'the carrier in the details')
}

describeWidget('fx-truck-search', () => {
  afterEach(() => {
    core.session.signOut('user')
    resetTruckFake()
    truckApi.requests.length = 0
  })

  it('invites a signed-out visitor to sign in and searches nothing', async () => {
    const el = await create()
    ok(inShadow(el, '.ts-sign-in'))
    equal(truckApi.requestsTo('/api/v2/trucks/search').length, 0)
  })

  it('searches free trucks for the next week: one page of 50 of the 300, only the rows in view rendered', async () => {
    await signIn()
    const el = await create()
    equal(searches().length, 1)
    const params = lastSearch()
    ok(params.get('filter[date_from]'), 'a start date')
    ok(params.get('filter[date_to]'), 'an end date')
    equal(params.get('filter[source]'), 'all')
    equal(params.get('sort'), 'distance')
    equal(params.get('limit'), '50')
    equal(params.get('offset'), '0')
    equal(inShadow(el, '.ts-count')?.textContent, 'Найдено 300 машин')
    const rendered = cards(el).length
    ok(rendered > 0 && rendered < 50, `${rendered} cards rendered of 50`)
    equal(row(el, 1)?.getAttribute('aria-setsize'), '300', 'screen readers hear of all the matches')
  })

  it('asks for the next page when the list is scrolled to its end, with a loading row meanwhile', async () => {
    await signIn()
    const el = await create()
    const first = lastSearch()
    const page = held()
    truckFake.pageHold = page.promise
    await scrollToEnd(el)
    await waitFor(() => searches().length === 2, 'the next page asked for')
    const next = lastSearch()
    equal(pageOf(next), '50+50')
    for (const name of ['filter[date_from]', 'filter[date_to]', 'filter[source]', 'sort']) {
      equal(next.get(name), first.get(name), `the same search's ${name}`)
    }
    const loading = await waitFor(() => inShadow(el, '.ts-more'), 'the loading row below the list')
    equal(loading.querySelector('[role="status"]')?.textContent, 'Загружаем ещё машины…')
    page.release()
    await waitFor(() => row(el, 51), 'the list grown by the next page')
    ok(!inShadow(el, '.ts-more'), 'the loading row gone')
    equal(inShadow(el, '.ts-count')?.textContent, 'Найдено 300 машин', 'the count is still every match')
    equal(searches().length, 2, 'nothing more before the new end is reached')
    await scrollToEnd(el)
    await waitFor(() => searches().length === 3, 'the page after')
    equal(pageOf(lastSearch()), '100+50')
  })

  it('loads no more than max-results trucks, the last page cut to what is left', async () => {
    await signIn()
    const el = await create('<fx-truck-search max-results="120"></fx-truck-search>')
    equal(pageOf(lastSearch()), '0+50')
    equal(row(el, 1)?.getAttribute('aria-setsize'), '120')
    for (const [count, next] of [
      [2, 51],
      [3, 101],
    ] as const) {
      await scrollToEnd(el)
      await waitFor(() => searches().length === count, `page ${count}`)
      await waitFor(() => row(el, next), `the list grown to ${next - 1} and more`)
    }
    deepEqual(searches().map(pageOf), ['0+50', '50+50', '100+20'])
    await scrollToEnd(el)
    await waitFor(() => row(el, 120), 'the 120th truck at the end')
    await sleep(300)
    equal(searches().length, 3, 'no page past max-results')
    equal(inShadow(el, '.ts-count')?.textContent, 'Найдено 300 машин')
  })

  it('stops at the last match', async () => {
    await signIn()
    truckFake.total = 70
    const el = await create()
    await scrollToEnd(el)
    await waitFor(() => row(el, 51), 'the last page in the list')
    await scrollToEnd(el)
    await waitFor(() => row(el, 70), 'the last match at the end')
    await sleep(300)
    deepEqual(searches().map(pageOf), ['0+50', '50+50'])
    equal(row(el, 70)?.getAttribute('aria-setsize'), '70')
  })

  it('shows a next page that failed below the trucks, with a retry', async () => {
    await signIn()
    truckFake.failOffset = 50
    const el = await create()
    await scrollToEnd(el)
    const failure = await waitFor(() => inShadow(el, '.ts-results [part="error-state"]'), 'the failure below the list')
    equal(failure.getAttribute('role'), 'alert')
    ok(failure.textContent?.includes('Не удалось загрузить'), failure.textContent ?? '')
    ok(row(el, 50), 'the loaded trucks stay')
    await click(failure.querySelector('button') as HTMLElement)
    await waitFor(() => row(el, 51), 'the next page after the retry')
    ok(!inShadow(el, '.ts-results [part="error-state"]'), 'the failure gone')
    deepEqual(searches().map(pageOf), ['0+50', '50+50', '50+50'])
  })

  it('a new search starts at the top of its list and asks for its next page at its end again', async () => {
    await signIn()
    const el = await create()
    const page = held()
    truckFake.pageHold = page.promise
    await scrollToEnd(el)
    await waitFor(() => searches().length === 2, 'the next page asked for')
    // searched again while that page loads: it is dropped, and the new search's first page has the same 50 rows
    await click(inShadow(el, '.ts-submit') as HTMLElement)
    await waitFor(() => searches().length === 3, 'the new search')
    equal(pageOf(lastSearch()), '0+50')
    await waitFor(() => list(el).scrollTop === 0 && !inShadow(el, '.ts-results[aria-busy]'), 'the new list, at its top')
    ok(!inShadow(el, '.ts-more'), 'the dropped page’s loading row gone')
    page.release()
    await scrollToEnd(el)
    await waitFor(() => searches().length === 4, 'the new search’s next page')
    equal(pageOf(lastSearch()), '50+50')
  })

  it('opens a registered carrier’s free truck and offers the cargo', async () => {
    await signIn()
    const selects = listen('fx-truck-select')
    const offers = listen('fx-truck-offer')
    const el = await create('<fx-truck-search cargo-id="42" carrier-url="/trucks/carrier/{id}"></fx-truck-search>')
    await openCard(el, 1) // distance 2: the calendar window of truck 2
    equal(selects[0]!.detail.source, 'calendar')
    ok(inShadow(el, '.ts-carrier-name')?.textContent?.includes('ВолгаТрансАвто'))
    equal(inShadow(el, '.ts-carrier-link')?.getAttribute('href'), '/trucks/carrier/10')
    await click(inShadow(el, '.ts-offer') as HTMLElement)
    await waitFor(() => offers.length === 1, 'fx-truck-offer')
    equal(offers[0]!.detail.cargo_id, 42)
    const body = truckApi.requestsTo('/api/v2/transports/transport-task-response', 'POST').at(-1)?.body
    equal(body, JSON.stringify({ task_id: 2, cargo_id: 42 }))
  })

  it('tells why an offer is refused in the server’s words, not as an unknown error', async () => {
    await signIn()
    const offers = listen('fx-truck-offer')
    const el = await create(`<fx-truck-search cargo-id="${OFFERED_CARGO}"></fx-truck-search>`)
    await openCard(el, 1)
    await click(inShadow(el, '.ts-offer') as HTMLElement)
    await waitFor(() => inShadow(el, '.fx-toast')?.textContent?.includes('уже предложен'), 'the refusal toast')
    ok(!inShadow(el, '.fx-toast')?.textContent?.includes('Неизвестная ошибка'))
    equal(offers.length, 0)
  })

  it('opens an external planned trip: routes, contacts, a new comment, and a message to the carrier', async () => {
    await signIn()
    const messages = listen('fx-carrier-message')
    const el = await create('<fx-truck-search cargo-id="42"></fx-truck-search>')
    await openCard(el, 0)
    await waitFor(() => inShadow(el, '.ts-routes li') && inShadow(el, '.ts-contacts li'), 'routes and contacts')
    ok(inShadow(el, '.ts-contacts')?.textContent?.includes('+79175550011'))
    // no lane searched: the truck's own route (Kazan to Moscow) gives the lane price index
    await waitFor(() => inShadow(el, '.lane-index polyline'), 'the lane price chart')
    const lane = truckApi.requestsTo('/api/v2/price-index/lanes').at(-1)?.url.searchParams
    equal(lane?.get('start_point_id'), '2')
    equal(lane?.get('finish_point_id'), '1')
    const input = all<HTMLInputElement>(el.shadowRoot, '.ts-inline-form input')[0]
    ok(input, 'the comment input')
    await click(input)
    await type('Надёжный водитель')
    await click(all(el.shadowRoot, '.ts-inline-form button[type="submit"]')[0]!)
    await waitFor(() => inShadow(el, '.ts-comments')?.textContent?.includes('Надёжный водитель'), 'the new comment')
    await click(inShadow(el, '.ts-message') as HTMLElement)
    await waitFor(() => inShadow(el, '.ts-message-text'), 'the message preview')
    equal((inShadow(el, '.ts-message-text') as HTMLTextAreaElement).value, 'Есть груз №42')
    await click(inShadow(el, '.ts-send') as HTMLElement)
    await waitFor(() => messages.length === 1, 'fx-carrier-message')
    equal(messages[0]!.detail.sent, 1)
  })

  it('plans a new trip for an external truck in the new-route dialog', async () => {
    await signIn()
    const el = await create()
    await openCard(el, 0)
    await waitFor(() => inShadow(el, '.ts-routes li'), 'the routes')
    await click(inShadow(el, '.ts-plan-route') as HTMLElement)
    const form = await waitFor(() => inShadow(el, '.ts-new-route'), 'the new-route dialog')
    const dialog = form.closest('dialog') as HTMLDialogElement
    await waitFor(() => dialog.open, 'the dialog open')
    const add = () => all(dialog, 'button').find((button) => button.dataset.variant === 'primary') as HTMLElement
    await click(add())
    await waitFor(() => all(form, '.fx-error-text').length >= 2, 'the missing places shown')
    deepEqual(
      all(form, '.fx-error-text').map((error) => error.textContent),
      ['Заполните поле', 'Заполните поле'],
      'in the search’s own words',
    )
    equal(truckApi.requestsTo('/api/v1/external-carrier/routes', 'POST').length, 0)
    const inputs = all<HTMLInputElement>(form, 'input[role="combobox"]')
    for (const [index, [typed, name]] of [
      ['Каз', 'Казань'],
      ['Мос', 'Москва'],
    ].entries()) {
      const input = inputs[index]!
      await click(input)
      await type(typed!)
      const option = await waitFor(
        () => all(dialog, '[role="option"]').find((o) => o.querySelector('.fx-option-label')?.textContent === name),
        `the option ${name}`,
      )
      await click(option)
      await waitFor(() => input.value.includes(name!), `${name} picked`)
    }
    await click(add())
    await waitFor(() => !dialog.open, 'the dialog closed')
    const body = JSON.parse(truckApi.requestsTo('/api/v1/external-carrier/routes', 'POST').at(-1)?.body ?? '{}')
    equal(body.transport_id, 1001)
    equal(body.start_city_id, 2)
    equal(body.finish_point_id, 1)
    await waitFor(
      () => all(el.shadowRoot, '.ts-routes li').length === 2,
      'the new trip listed in the details, still open',
    )
  })

  it('folds the filters behind a toggle at 375 px and puts them in a side column when wide', async () => {
    await signIn()
    await checkFoldingFilters('ts', (width) => create(undefined, width))
  })

  it('speaks English', async () => {
    await signIn()
    const el = await create('<fx-truck-search lang="en"></fx-truck-search>')
    equal(inShadow(el, '.ts-count')?.textContent, '300 trucks found')
  })
})
