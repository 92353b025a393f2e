/** `<fx-transport-calendar>` in real Chromium on a fake fleet API, with the real mouse and keyboard. */
import { sendKeys, sendMouse } from '@web/test-runner-commands'
import { sampleUser } from '../../core/api/testing'
import { afterEach, click, equal, inShadow, it, mount, ok, press, sleep, type, waitFor } from '../testing/harness'
import './element'
import { allInShadow as all, describeWidget, listen } from '../testing/widget-suite'
import {
  fakeResponse,
  fakeTask,
  fleet,
  fleetApi,
  requestsTo,
  resetFleet,
  SHIPPER_COMPANY,
  setUpFleetCore,
} from './fake-transport-api'

const core = setUpFleetCore()

type El = HTMLElementTagNameMap['fx-transport-calendar']

async function signIn(role: 'carrier' | 'shipper' = 'carrier') {
  fleetApi.roles = [role]
  await core.session.signIn(`tok-${role}`, sampleUser({ roles: [role] }))
}

async function create(attributes = 'start-date="2026-05-01" days="31"'): Promise<El> {
  const container = mount(`<fx-transport-calendar ${attributes}></fx-transport-calendar>`)
  container.style.width = '1000px'
  const el = container.querySelector('fx-transport-calendar') as El
  await waitFor(() => all(el, '.tc-row[data-loaded="true"]').length > 0 || inShadow(el, '.fx-state'), 'the rows')
  return el
}

const grid = (el: El) => inShadow(el, '[role="grid"]') as HTMLElement
const row = (el: El, index: number) => inShadow(el, `[role="row"][aria-rowindex="${index + 2}"]`)
const cell = (el: El, index: number, day: string) => {
  const found = row(el, index)?.querySelector<HTMLElement>(`[data-day="${day}"]`)
  ok(found, `the cell of row ${index} on ${day}`)
  return found
}
const bars = (el: El, index: number) => [...(row(el, index)?.querySelectorAll<HTMLElement>('.tc-task') ?? [])]
const centre = (node: Element): [number, number] => {
  const rect = node.getBoundingClientRect()
  return [Math.round(rect.x + rect.width / 2), Math.round(rect.y + rect.height / 2)]
}
const activeCell = (el: El) => el.shadowRoot?.getElementById(grid(el).getAttribute('aria-activedescendant') ?? '')

/** A key with a modifier held (`Shift`, `Alt`). */
async function chord(modifier: string, key: string) {
  await sendKeys({ down: modifier })
  await sendKeys({ press: key })
  await sendKeys({ up: modifier })
}

async function drag(from: Element, to: Element) {
  await sendMouse({ type: 'move', position: centre(from) })
  await sendMouse({ type: 'down' })
  await sendMouse({ type: 'move', position: centre(to) })
  await sleep(30)
  await sendMouse({ type: 'up' })
}

async function pickKazan(el: El) {
  const input = await waitFor(
    () => inShadow<HTMLInputElement>(el, 'dialog[open] input[role="combobox"]'),
    'the place input',
  )
  await click(input)
  await type('Каз')
  const option = await waitFor(
    () => all(el, '[role="option"]').find((o) => o.textContent?.includes('Казань')),
    'the option Казань',
  )
  await click(option)
  await waitFor(() => input.value === 'Казань', 'Kazan picked')
}

/** Opens the Select labelled `label` in the open dialog and picks the option containing `text`. */
async function choose(el: El, label: string, text: string) {
  const trigger = all<HTMLButtonElement>(el, 'dialog[open] [role="combobox"]').find((button) =>
    button.closest('.fx-field')?.querySelector('label')?.textContent?.includes(label),
  )
  ok(trigger, `the select ${label}`)
  await click(trigger)
  const option = await waitFor(
    () => all(el, '[role="option"]').find((o) => o.textContent?.includes(text)),
    `the option ${text}`,
  )
  await click(option)
}

/** Puts a file into the task dialog's file input, as a user picking it would. */
function pickFile(el: El, file: File) {
  const input = inShadow<HTMLInputElement>(el, 'dialog[open] .fx-file-input')
  ok(input, 'the file input')
  const transfer = new DataTransfer()
  transfer.items.add(file)
  input.files = transfer.files
  input.dispatchEvent(new Event('change', { bubbles: true }))
}

const openBar = async (el: El, rowIndex: number) => {
  const bar = bars(el, rowIndex)[0]
  ok(bar, 'the bar')
  await click(bar)
  await waitFor(() => inShadow(el, 'dialog[open] .tc-facts'), 'the task dialog')
}

async function submitDialog(el: El) {
  const button = inShadow(el, 'dialog[open] button[type="submit"]')
  ok(button, 'the submit button')
  await click(button)
}

describeWidget('fx-transport-calendar', () => {
  afterEach(() => {
    core.session.signOut('user')
    fleetApi.requests.length = 0
  })

  it('shows a busy task followed by a free one as arrival (spec 4), a busy one followed by busy as busy', async () => {
    resetFleet(2)
    fleet.tasks.push(
      fakeTask(1, 'busy', '2026-05-01', '2026-05-03'),
      fakeTask(1, 'available', '2026-05-05', '2026-05-06'),
      fakeTask(1, 'busy', '2026-05-08', '2026-05-09'),
      fakeTask(1, 'busy', '2026-05-10', '2026-05-11'),
      fakeTask(1, 'ready', '2026-05-12', '2026-05-12'),
    )
    // the server's display type is ignored where the calendar sees the next task itself
    for (const task of fleet.tasks) task.display_type = task.type
    await signIn()
    const el = await create()
    const types = bars(el, 0).map((bar) => bar.dataset.type)
    equal(types.join(','), 'arrival,available,busy,arrival,ready')
    ok(cell(el, 0, '2026-05-02').getAttribute('aria-label')?.includes('Прибытие'), 'the cell names the arrival')
    equal(all(el, '.tc-legend li').length, 4, 'a legend of four types')
  })

  it('creates a task by dragging over days, with a place, and fires fx-task-change', async () => {
    resetFleet(3)
    await signIn()
    const changes = listen('fx-task-change')
    const el = await create()
    await drag(cell(el, 1, '2026-05-04'), cell(el, 1, '2026-05-06'))
    await waitFor(() => inShadow(el, 'dialog[open]'), 'the create dialog')
    ok(inShadow(el, 'dialog[open] h2')?.textContent?.includes(fleet.trucks[1]?.number ?? '?'), 'titled by the truck')
    const dates = all<HTMLInputElement>(el, 'dialog[open] input.fx-date').map((i) => i.value)
    equal(dates.join(','), '04.05.2026,06.05.2026')
    await submitDialog(el)
    await waitFor(() => inShadow(el, 'dialog[open] [role="alert"]'), 'the place is required')
    await pickKazan(el)
    await submitDialog(el)
    await waitFor(() => bars(el, 1).length === 1, 'the new bar')
    const sent = requestsTo('/api/v2/transports/calendar/add-transport-available', 'POST')[0]
    ok(sent, 'add-transport-available was called')
    const body = sent.json as Record<string, unknown>
    equal(`${body.transport_id} ${body.start_date} ${body.end_date} ${body.place_id}`, '2 2026-05-04 2026-05-06 2')
    equal(bars(el, 1)[0]?.dataset.type, 'available')
    await waitFor(() => changes.length === 1, 'fx-task-change')
    equal(changes[0]?.detail.action, 'created')
    equal(changes[0]?.detail.task.startDate, '2026-05-04')
  })

  it('creates a task from the keyboard: arrows, Shift+arrows, Enter', async () => {
    resetFleet(3)
    await signIn()
    const el = await create()
    grid(el).focus()
    // the active cell starts on the first truck (today is outside May 2026, so on the first or last day)
    await press('Home')
    await press('ArrowDown')
    await press('ArrowDown')
    await press('ArrowRight')
    equal(activeCell(el)?.dataset.day, '2026-05-02')
    await chord('Shift', 'ArrowRight')
    await chord('Shift', 'ArrowRight')
    equal(all(el, '[role="gridcell"][aria-selected="true"]').length, 3, 'three days selected')
    ok(inShadow(el, '.tc-selection')?.textContent?.includes('3'), 'the selection is announced')
    await press('Enter')
    await waitFor(() => inShadow(el, 'dialog[open]'), 'the create dialog')
    const dates = all<HTMLInputElement>(el, 'dialog[open] input.fx-date').map((i) => i.value)
    equal(dates.join(','), '02.05.2026,04.05.2026')
    await pickKazan(el)
    await submitDialog(el)
    await waitFor(() => bars(el, 2).length === 1, 'the new bar on the third truck')
    const body = requestsTo('/api/v2/transports/calendar/add-transport-available', 'POST')[0]?.json as {
      transport_id: number
    }
    equal(body.transport_id, 3)
  })

  it('moves a task by dragging it and with Alt+arrows', async () => {
    resetFleet(3)
    fleet.tasks.push(fakeTask(1, 'available', '2026-05-03', '2026-05-04'))
    await signIn()
    const changes = listen('fx-task-change')
    const el = await create()
    const bar = bars(el, 0)[0]
    ok(bar, 'the bar')
    const [x, y] = centre(cell(el, 0, '2026-05-03'))
    await sendMouse({ type: 'move', position: [x, y] })
    await sendMouse({ type: 'down' })
    await sendMouse({ type: 'move', position: centre(cell(el, 0, '2026-05-04')) })
    await sendMouse({ type: 'move', position: centre(cell(el, 0, '2026-05-05')) })
    await sleep(30)
    await sendMouse({ type: 'up' })
    await waitFor(() => fleet.tasks[0]?.start_date === '2026-05-05', 'the task moved two days')
    equal(fleet.tasks[0]?.end_date, '2026-05-06')
    await waitFor(() => changes.some((c) => c.detail.action === 'moved'), 'fx-task-change moved')
    // to the next truck from the keyboard
    await waitFor(() => cell(el, 0, '2026-05-05').querySelector('.tc-task'), 'the bar redrawn')
    grid(el).focus()
    await press('Home')
    for (let i = 0; i < 4; i++) await press('ArrowRight')
    equal(activeCell(el)?.dataset.day, '2026-05-05')
    await chord('Alt', 'ArrowDown')
    await waitFor(() => fleet.tasks[0]?.transport_id === 2, 'moved to the second truck')
    await waitFor(() => bars(el, 1).length === 1 && bars(el, 0).length === 0, 'redrawn on the second row')
    await chord('Alt', 'ArrowRight')
    await waitFor(() => fleet.tasks[0]?.start_date === '2026-05-06', 'a day later')
    const put = requestsTo(`/api/v1/carrier/transports/tasks/${fleet.tasks[0]?.id}`, 'PUT')
    equal(put.length, 3)
  })

  it('refuses a move onto another task without asking the server', async () => {
    resetFleet(2)
    fleet.tasks.push(fakeTask(1, 'busy', '2026-05-03', '2026-05-04'), fakeTask(1, 'ready', '2026-05-06', '2026-05-06'))
    await signIn()
    const el = await create()
    grid(el).focus()
    await press('Home')
    for (let i = 0; i < 2; i++) await press('ArrowRight')
    await chord('Alt', 'ArrowRight')
    // the first move lands (and is drawn) before the second is tried: a day later it would overlap the ready task
    await waitFor(() => fleet.tasks[0]?.start_date === '2026-05-04', 'the first move saved')
    await waitFor(() => cell(el, 0, '2026-05-04').querySelector('.tc-task'), 'the moved bar drawn')
    await chord('Alt', 'ArrowRight')
    await waitFor(() => inShadow(el, '.fx-toast'), 'a toast')
    equal(requestsTo(`/api/v1/carrier/transports/tasks/${fleet.tasks[0]?.id}`, 'PUT').length, 1)
  })

  it('moves the active cell with the keyboard and opens a task with Enter (fx-task-select leaves the shadow root)', async () => {
    resetFleet(3)
    const task = fakeTask(2, 'ready', '2026-05-03', '2026-05-05')
    fleet.tasks.push(task)
    await signIn()
    const selects = listen('fx-task-select')
    const el = await create()
    grid(el).focus()
    await press('End')
    equal(activeCell(el)?.dataset.day, '2026-05-31', 'End: the last day')
    await press('Home')
    equal(activeCell(el)?.dataset.day, '2026-05-01', 'Home: the first day')
    await press('ArrowDown')
    await press('ArrowRight')
    await press('ArrowRight')
    await press('ArrowRight')
    await press('ArrowUp')
    await press('ArrowDown')
    equal(activeCell(el)?.dataset.day, '2026-05-04')
    ok(activeCell(el)?.closest('[aria-rowindex="3"]'), 'on the second truck')
    await press('Enter')
    await waitFor(() => selects.length === 1, 'fx-task-select')
    const event = selects[0] as CustomEvent
    ok(event.bubbles && event.composed, 'bubbles and composed')
    equal(event.target, el, 'retargeted to the element')
    equal(event.detail.id, task.id)
    equal(event.detail.displayType, 'ready')
    await waitFor(() => inShadow(el, 'dialog[open] .tc-cargo'), 'the relevant cargos')
    equal(all(el, 'dialog[open] .tc-cargo').length, 3)
    const relevant = requestsTo('/api/v1/carrier/transports/2/relevant-cargos')[0]
    equal(relevant?.url.searchParams.get('limit'), '30')
    equal(relevant?.url.searchParams.get('filter[task_id]'), String(task.id))
    const opens = listen('fx-cargo-open')
    await click(inShadow(el, 'dialog[open] .tc-cargo-route') as HTMLElement)
    equal(opens[0]?.detail.id, 500)
    await press('Escape')
    await waitFor(() => !inShadow(el, 'dialog[open]'), 'closed')
  })

  it('keeps the DOM small with 500 trucks x 62 days and loads rows as they scroll in', async () => {
    resetFleet(500, 10)
    await signIn()
    const el = await create('start-date="2026-05-01" days="62"')
    const nodes = el.shadowRoot?.querySelectorAll('*').length ?? 0
    ok(nodes < 2500, `few DOM nodes (${nodes})`)
    const rows = all(el, '.tc-row').length
    const cells = all(el, '[role="gridcell"]').length
    ok(rows < 30, `few rows (${rows})`)
    ok(cells < 30 * 40, `few cells (${cells})`)
    equal(grid(el).getAttribute('aria-rowcount'), '501')
    equal(grid(el).getAttribute('aria-colcount'), '63')
    const scroller = inShadow(el, '.tc-scroll') as HTMLElement
    scroller.scrollTop = scroller.scrollHeight
    scroller.scrollLeft = scroller.scrollWidth
    await waitFor(() => inShadow(el, '[role="row"][aria-rowindex="501"][data-loaded="true"]'), 'the last truck loaded')
    ok(inShadow(el, '[data-day="2026-07-01"]'), 'the last day drawn')
    ok(!inShadow(el, '[role="row"][aria-rowindex="2"]'), 'the first truck left the DOM')
    const pages = requestsTo('/api/v1/carrier/transports/tasks').map((r) => r.url.searchParams.get('offset'))
    ok(!pages.includes('100') || pages.includes('400'), `pages fetched as needed (${pages.join(',')})`)
    ok(pages.length <= 3, `only the pages in view (${pages.join(',')})`)
  })

  it('asks for the counters once the rows are in, showing dashes till then, so nothing moves when they come', async () => {
    resetFleet(3)
    const today = new Date().toISOString().slice(0, 10)
    fleet.tasks.push(fakeTask(1, 'busy', today, today), fakeTask(2, 'available', today, today))
    let release = () => {}
    fleet.rowsGate = new Promise<void>((resolve) => {
      release = resolve
    })
    await signIn()
    const container = mount('<fx-transport-calendar days="31"></fx-transport-calendar>')
    container.style.width = '1000px'
    const el = container.querySelector('fx-transport-calendar') as El
    await waitFor(() => requestsTo('/api/v1/carrier/transports/tasks').length === 1, 'the rows asked for')
    await sleep(100)
    equal(requestsTo('/api/v2/transports/calendar/counters').length, 0, 'no counters while the rows are on their way')
    const counters = inShadow(el, '.tc-counters') as HTMLElement
    ok(counters, 'the counters drawn at once')
    equal(counters.getAttribute('aria-busy'), 'true')
    ok(counters.textContent?.includes('Машин: –'), counters.textContent ?? '')
    const legend = () => (inShadow(el, '.tc-legend') as HTMLElement).getBoundingClientRect().top
    const top = legend()
    release()
    await waitFor(() => inShadow(el, '.tc-counters:not([aria-busy])'), 'the counters')
    equal(requestsTo('/api/v2/transports/calendar/counters').length, 1)
    equal(requestsTo('/api/v1/carrier/transports/tasks').length, 1, 'the first page asked for once (prefetched)')
    const text = inShadow(el, '.tc-counters')?.textContent ?? ''
    ok(text.includes('Машин: 3') && text.includes('Сегодня в рейсе: 1'), text)
    ok(all(el, '.tc-row[data-loaded="true"]').length === 3, 'the rows')
    equal(legend(), top, 'what follows the counters did not move')
  })

  it('says the counters failed, with a retry, instead of dashes for good; not toasted as well', async () => {
    resetFleet(3)
    fleet.failCounters = 500
    await signIn()
    const el = await create()
    const failed = await waitFor(() => inShadow(el, '.tc-counters li[data-type="failed"]'), 'the failure said')
    ok(failed.textContent?.includes('Счётчики не загрузились.'), failed.textContent ?? '')
    equal(inShadow(el, '.tc-counters')?.getAttribute('aria-busy'), null, 'not busy for good')
    await sleep(300)
    equal(inShadow(el, '.fx-toast[data-kind="error"]'), null, 'not toasted as well')
    fleet.failCounters = null
    await click(failed.querySelector('button') as HTMLElement)
    await waitFor(() => (inShadow(el, '.tc-counters')?.textContent ?? '').includes('Машин: 3'), 'the counters again')
    equal(inShadow(el, '.tc-counters li[data-type="failed"]'), null)
  })

  it('opens a truck with its trailer, driver and notes, and adds a note', async () => {
    resetFleet(2)
    await signIn()
    const el = await create()
    const header = row(el, 1)?.querySelector<HTMLElement>('.tc-truck-button')
    ok(header, 'the truck header button')
    ok(header.textContent?.includes('Водитель 2'), 'the driver is on the row')
    await click(header)
    await waitFor(() => inShadow(el, 'dialog[open] .tc-facts'), 'the truck dialog')
    await waitFor(() => inShadow(el, 'dialog[open]')?.textContent?.includes('Заметок пока нет'), 'no notes yet')
    const input = inShadow<HTMLInputElement>(el, 'dialog[open] .tc-note-form input')
    ok(input, 'the note input')
    await click(input)
    await type('Ремонт <b>тормозов</b>')
    await click(inShadow(el, 'dialog[open] .tc-note-form button[type="submit"]') as HTMLElement)
    await waitFor(() => inShadow(el, 'dialog[open] .tc-notes-list li'), 'the note listed')
    equal(inShadow(el, 'dialog[open] .tc-notes-list p')?.textContent, 'Ремонт <b>тормозов</b>', 'shown as text')
    equal(inShadow(el, 'dialog[open] .tc-notes-list b'), null)
    const sent = requestsTo('/api/v2/transports/2/note', 'POST')[0]?.json as { content: string }
    equal(sent.content, 'Ремонт <b>тормозов</b>')
    await waitFor(() => row(el, 1)?.querySelector('.tc-notes'), 'the notes count on the row')
  })

  it('switches language with the lang attribute', async () => {
    resetFleet(2)
    fleet.tasks.push(fakeTask(1, 'available', '2026-05-02', '2026-05-03'))
    await signIn()
    const el = await create()
    equal(inShadow(el, '.tc-corner')?.textContent, 'Машина')
    el.setAttribute('lang', 'en')
    await waitFor(() => inShadow(el, '.tc-corner')?.textContent === 'Truck', 'English')
    ok(inShadow(el, '.tc-legend')?.textContent?.includes('Arrival'))
    await waitFor(() => row(el, 0)?.querySelector('.tc-task-text')?.textContent === 'Казань', 'the place still named')
    const last = requestsTo('/api/v1/carrier/transports/tasks').at(-1)
    equal(last?.headers.get('accept-language'), 'en')
  })

  it('lists the shippers’ offers for a free window, selects one and assigns its cargo to the truck', async () => {
    resetFleet(2)
    const window = fakeTask(1, 'available', '2026-05-03', '2026-05-05')
    fleet.tasks.push(window)
    const first = fakeResponse(window, 700, { id: 3, name: 'ООО «Север»' })
    first.comment = 'Срочно <b>сегодня</b>'
    fakeResponse(window, 701, { id: 4, name: 'АО «Урал»' })
    await signIn()
    const changes = listen('fx-task-change')
    const el = await create()
    equal(row(el, 0)?.querySelector('.tc-task-badge')?.textContent, '2', 'two new offers on the bar')
    await waitFor(
      () => inShadow(el, '.tc-counters [data-type="responses"]')?.textContent === 'Новые предложения: 2',
      'two new offers in the header',
    )
    await openBar(el, 0)
    await waitFor(() => all(el, 'dialog[open] .tc-response').length === 2, 'two offers')
    // shown, they are marked seen once: the badge and the header count go, the list still tells which were new
    await waitFor(
      () => requestsTo(`/api/v2/transports/tasks/${window.id}/update-counters`, 'POST').length === 1,
      'update-counters',
    )
    await waitFor(() => !row(el, 0)?.querySelector('.tc-task-badge'), 'the badge of new offers gone')
    await waitFor(() => !inShadow(el, '.tc-counters [data-type="responses"]'), 'no new offers in the header')
    const list = inShadow(el, 'dialog[open] [part="task-responses"]') as HTMLElement
    ok(list.textContent?.includes('Предложения грузовладельцев'), 'titled in Russian')
    equal(all(el, 'dialog[open] .tc-response[data-status="new"]').length, 2, 'both new')
    const offer = all(el, 'dialog[open] .tc-response').find((item) => item.textContent?.includes('Север'))
    ok(offer, 'the offer of Север')
    equal(offer.querySelector('.tc-response-comment')?.textContent, 'Срочно <b>сегодня</b>', 'the comment as text')
    equal(offer.querySelector('.tc-response-comment b'), null)
    await click(offer.querySelector('button') as HTMLElement)
    await waitFor(() => inShadow(el, 'dialog[open] .tc-response-card'), 'the selected offer')
    equal(requestsTo(`/api/v2/transports/transport-task-response/${first.id}/select`).length, 1)
    ok(inShadow(el, 'dialog[open] .tc-response-card')?.textContent?.includes('95'), 'the price shown')
    const take = all(el, 'dialog[open] .tc-response-card button').find((b) => b.textContent?.includes('Назначить'))
    ok(take, 'the assign button')
    await click(take)
    await waitFor(() => !inShadow(el, 'dialog[open]'), 'the dialog closes')
    const put = requestsTo(`/api/v1/carrier/transports/tasks/${window.id}`, 'PUT')[0]?.json
    equal(JSON.stringify(put), JSON.stringify({ type: 'busy', cargo_id: 700 }))
    equal(fleet.responses.map((r) => `${r.cargo_id}:${r.status}`).join(','), '700:selected,701:declined')
    await waitFor(() => bars(el, 0)[0]?.dataset.type === 'busy', 'the window is a trip now')
    await waitFor(() => changes.some((c) => c.detail.action === 'updated'), 'fx-task-change')
  })

  it('lets a shipper offer its available cargo to a free window of an assigned truck, and lists its offers', async () => {
    resetFleet(1)
    const window = fakeTask(1, 'ready', '2026-05-04', '2026-05-06')
    fleet.tasks.push(window)
    fleet.shipperCargos = [810, 811]
    await signIn('shipper')
    const el = await create()
    await openBar(el, 0)
    await waitFor(() => inShadow(el, 'dialog[open] [part="task-offer"] form'), 'the offer form')
    ok(!inShadow(el, 'dialog[open] [part="task-files"]'), 'no files for a shipper')
    ok(!inShadow(el, 'dialog[open] [part="task-responses"]'), 'no list of others’ offers')
    await submitDialog(el)
    await waitFor(
      () => inShadow(el, 'dialog[open] [role="alert"]')?.textContent === 'Выберите груз',
      'the cargo is required',
    )
    equal(requestsTo('/api/v2/transports/transport-task-response', 'POST').length, 0)
    await choose(el, 'Ваш груз', '№811')
    const price = all<HTMLInputElement>(el, 'dialog[open] [part="task-offer"] input').find((input) =>
      input.closest('.fx-field')?.textContent?.includes('Цена'),
    )
    ok(price, 'the price input')
    await click(price)
    await type('95000')
    await submitDialog(el)
    await waitFor(() => requestsTo('/api/v2/transports/transport-task-response', 'POST').length === 1, 'sent')
    const body = requestsTo('/api/v2/transports/transport-task-response', 'POST')[0]?.json as Record<string, unknown>
    equal(`${body.task_id} ${body.cargo_id} ${body.price}`, `${window.id} 811 9500000`)
    await waitFor(() => all(el, 'dialog[open] [part="task-offer"] .tc-response').length === 1, 'the offer listed')
    equal(fleet.responses[0]?.shipper_company.id, SHIPPER_COMPANY.id)
    ok(inShadow(el, '.fx-toast')?.textContent?.includes('Предложение отправлено'), 'a toast')
  })

  it('attaches task files: refuses a wrong type or too large a file with a clear message, lists and offers the download', async () => {
    resetFleet(1)
    const trip = fakeTask(1, 'busy', '2026-05-03', '2026-05-04')
    fleet.tasks.push(trip)
    await signIn()
    const el = await create()
    el.setAttribute('lang', 'en')
    await waitFor(() => inShadow(el, '.tc-corner')?.textContent === 'Truck', 'English')
    await openBar(el, 0)
    await waitFor(() => inShadow(el, 'dialog[open] [part="task-files"]')?.textContent?.includes('No documents'), 'none')
    const alert = () => inShadow(el, 'dialog[open] [part="task-files"] [role="alert"]')?.textContent ?? ''
    pickFile(el, new File(['hello'], 'notes.txt', { type: 'text/plain' }))
    await waitFor(() => alert().includes('“notes.txt” cannot be attached: only PDF, JPEG or PNG'), 'wrong type')
    pickFile(el, new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' }))
    await waitFor(() => alert().includes('“scan.pdf” is too large: at most 10 MB'), 'too large here')
    equal(requestsTo('/api/v2/transports/upload-transport-task-file', 'POST').length, 0, 'nothing sent')
    pickFile(el, new File(['%PDF-1.4 big'], 'big.pdf', { type: 'application/pdf' }))
    await waitFor(() => alert().includes('“big.pdf” was refused'), 'too large for the server')
    pickFile(el, new File(['%PDF-1.4 waybill'], 'waybill <1>.pdf', { type: 'application/pdf' }))
    await waitFor(() => all(el, 'dialog[open] .tc-file').length === 1, 'the file listed')
    const sent = requestsTo('/api/v2/transports/upload-transport-task-file', 'POST').at(-1)
    ok(sent?.headers.get('content-type')?.startsWith('multipart/form-data'), 'multipart')
    ok(sent?.body.includes(`name="task_id"\r\n\r\n${trip.id}`), 'the task id sent')
    equal(inShadow(el, 'dialog[open] .tc-file-name')?.textContent, 'waybill <1>.pdf')
    ok(inShadow(el, 'dialog[open] .tc-file')?.textContent?.includes('Waybill'), 'the kind named')
    ok(
      inShadow(el, 'dialog[open] .tc-file button')?.getAttribute('aria-label')?.includes('Download waybill <1>.pdf'),
      'a download button',
    )
    equal(alert(), '', 'the error cleared')
  })

  it('finds an external carrier by INN and puts its truck on the calendar, marked as external', async () => {
    resetFleet(1)
    fleet.companies = [
      { id: 40, name: 'ИП Петров', inn: '5024123459', kpp: null, ogrn: null, type: 'carrier' },
      { id: 41, name: 'ООО «Клиент»', inn: '7812345675', kpp: null, ogrn: null, type: 'shipper' },
    ]
    await signIn()
    const el = await create()
    const open = inShadow(el, '.tc-add-external') as HTMLElement
    ok(open?.textContent?.includes('Машина внешнего перевозчика'), 'the button')
    await click(open)
    const inn = await waitFor(() => inShadow<HTMLInputElement>(el, 'dialog[open] .tc-inline-form input'), 'INN')
    await click(inn)
    await type('7812345675')
    await submitDialog(el)
    await waitFor(() => inShadow(el, 'dialog[open]')?.textContent?.includes('не перевозчик'), 'a shipper refused')
    inn.select()
    await type('5024123459')
    await submitDialog(el)
    await waitFor(() => inShadow(el, 'dialog[open] .tc-external-company')?.textContent === 'ИП Петров', 'found')
    const plate = all<HTMLInputElement>(el, 'dialog[open] .tc-form input').find((input) =>
      input.closest('.fx-field')?.textContent?.includes('Госномер'),
    )
    ok(plate, 'the plate input')
    const plateError = () => plate.closest('.fx-field')?.querySelector('[role="alert"]')?.textContent ?? ''
    const add = all(el, 'dialog[open] .tc-form button[type="submit"]')[0] as HTMLElement
    // checked with the body's rules before it is sent; a number the fleet has is refused by the server, under it
    await click(plate)
    await type('77')
    await click(add)
    await waitFor(() => plateError() === 'Неверный формат', 'the plate checked')
    equal(requestsTo('/api/v2/external-transports/calendar/40/add-transport', 'POST').length, 0)
    await click(plate)
    plate.select()
    await type(fleet.trucks[0]?.number ?? '')
    await waitFor(() => plateError() === '', 'the error follows the plate')
    await click(add)
    await waitFor(() => plateError() === 'Такой госномер уже есть', 'the server’s conflict under the plate')
    await click(plate)
    plate.select()
    await type('м777мм77')
    await waitFor(() => plateError() === '', 'the server’s error gone with the change')
    await click(add)
    await waitFor(() => !inShadow(el, 'dialog[open]'), 'closed')
    const body = requestsTo('/api/v2/external-transports/calendar/40/add-transport', 'POST').at(-1)?.json as {
      number: string
    }
    equal(body.number, 'м777мм77')
    await waitFor(() => all(el, '.tc-truck-button[data-external="true"]').length === 1, 'the external row')
    const header = inShadow(el, '.tc-truck-button[data-external="true"]') as HTMLElement
    ok(header.querySelector('.tc-external-badge')?.textContent?.includes('внешний'), 'marked external')
    ok(header.textContent?.includes('ИП Петров'), 'the carrier named')
    equal(all(el, '.tc-truck-button:not([data-external])').length, 1, 'the own truck unmarked')
  })

  it('asks check-assigned-company before a change: shows the days free in the form, refuses a move onto a trip beyond the window', async () => {
    resetFleet(1)
    const moving = fakeTask(1, 'available', '2026-05-05', '2026-05-07')
    const trip = fakeTask(1, 'busy', '2026-05-08', '2026-05-09')
    trip.cargo = { id: 900, company_id: 5, start: 'Казань', finish: 'Москва' }
    fleet.tasks.push(moving, trip)
    await signIn()
    const el = await create('start-date="2026-05-01" days="7"')
    grid(el).focus()
    await press('Home')
    for (let i = 0; i < 4; i++) await press('ArrowRight')
    equal(activeCell(el)?.dataset.day, '2026-05-05')
    await chord('Alt', 'ArrowRight')
    await waitFor(() => inShadow(el, '.fx-toast')?.textContent?.includes('Компания 5'), 'the refusal names the company')
    ok(inShadow(el, '.fx-toast')?.textContent?.includes('Задача не перенесена'), 'refused')
    const check = requestsTo('/api/v2/transports/calendar/check-assigned-company', 'POST')[0]?.json
    equal(
      JSON.stringify(check),
      JSON.stringify({ transport_id: 1, start_date: '2026-05-06', end_date: '2026-05-08', ignore_task_id: moving.id }),
    )
    equal(requestsTo(`/api/v1/carrier/transports/tasks/${moving.id}`, 'PUT').length, 0, 'not sent')
    // a new task on free days: the form says so
    await press('Home')
    await press('Enter')
    await waitFor(() => inShadow(el, 'dialog[open]'), 'the create dialog')
    await waitFor(
      () => inShadow(el, 'dialog[open] .tc-check')?.textContent === 'Машина свободна в эти дни',
      'the days are free',
    )
    equal(inShadow(el, 'dialog[open] .tc-check')?.getAttribute('data-state'), 'free')
  })

  it('shows a shipper the assigned trucks, read-only', async () => {
    resetFleet(2)
    fleet.tasks.push(fakeTask(2, 'busy', '2026-05-02', '2026-05-03'))
    await signIn('shipper')
    const el = await create()
    ok(requestsTo('/api/v2/transports/calendar/assigned').length > 0, 'the assigned calendar')
    equal(requestsTo('/api/v1/carrier/transports/tasks').length, 0)
    equal(grid(el).getAttribute('aria-readonly'), 'true')
    ok(!inShadow(el, '.tc-selection'), 'no add-task controls')
    await drag(cell(el, 0, '2026-05-05'), cell(el, 0, '2026-05-07'))
    await sleep(50)
    ok(!inShadow(el, 'dialog[open]'), 'no create dialog')
  })
})
