/** The kit's date field: typed and shown in the interface language's format, a keyboard-usable calendar, min–max. */
import { type ComponentType, useState } from 'react'
import { setUpCore } from '../testing/fake-api'
import {
  afterEach,
  cleanup,
  click,
  describe,
  equal,
  inShadow,
  it,
  ok,
  press,
  renderer,
  type,
  waitFor,
} from '../testing/harness'
import { hostView } from '../testing/test-widgets'
import { DateInput } from '.'

setUpCore()

type KitHost = HTMLElementTagNameMap['fx-kit-host']
let picked = ''

function Form({ min, initial = '' }: { min?: string; initial?: string }) {
  const [value, setValue] = useState(initial)
  picked = value
  return <DateInput label="Дата" value={value} min={min} onChange={setValue} />
}

async function host(View: ComponentType, lang = 'ru'): Promise<KitHost> {
  const el = await hostView(View, lang)
  await waitFor(() => inShadow(el, 'input.fx-date'), 'date field')
  return el
}
const input = (el: Element) => inShadow(el, 'input.fx-date') as HTMLInputElement

describe(`date field (${renderer})`, () => {
  afterEach(() => cleanup())

  it('takes a typed Russian date as YYYY-MM-DD', async () => {
    const el = await host(() => <Form />)
    equal(input(el).placeholder, 'ДД.ММ.ГГГГ')
    input(el).focus()
    await type('16.12.2026')
    await waitFor(() => picked === '2026-12-16', 'the value')
  })

  it('refuses a day before min with a message', async () => {
    const el = await host(() => <Form min="2026-12-10" />)
    input(el).focus()
    await type('09.12.2026')
    await waitFor(() => inShadow(el, '[role="alert"]')?.textContent?.includes('10.12.2026'), 'the min message')
    equal(picked, '')
  })

  it('picks from the grid with the mouse and with the keyboard', async () => {
    const el = await host(() => <Form initial="2026-12-16" />)
    await click(inShadow(el, '.fx-date-button') as HTMLElement)
    const grid = await waitFor(() => inShadow(el, '[role="grid"]'), 'the grid')
    ok(inShadow(el, '.fx-calendar-caption')?.textContent?.toLowerCase().includes('декабрь'), 'month in Russian')
    await waitFor(() => el.shadowRoot?.activeElement?.getAttribute('data-day') === '2026-12-16', 'focus on the day')
    await press('ArrowRight')
    await press('ArrowDown')
    await press('Enter')
    await waitFor(() => picked === '2026-12-24', 'picked by keyboard')
    equal(input(el).value, '24.12.2026')
    ok(!inShadow(el, '[role="grid"]'), 'closed after picking')
    ok(grid)
    await click(inShadow(el, '.fx-date-button') as HTMLElement)
    await waitFor(() => inShadow(el, '[role="grid"]'), 'open again')
    await press('Escape')
    await waitFor(() => !inShadow(el, '[role="grid"]'), 'closed by Escape')
    await click(inShadow(el, '.fx-date-button') as HTMLElement)
    await click((await waitFor(() => inShadow(el, '[data-day="2026-12-02"]'), 'day 2')) as HTMLElement)
    await waitFor(() => picked === '2026-12-02', 'picked by mouse')
  })

  it('shows and takes the English format', async () => {
    const el = await host(() => <Form initial="2026-12-16" />, 'en')
    equal(input(el).value, '16/12/2026')
    equal(input(el).placeholder, 'DD/MM/YYYY')
    input(el).select()
    await type('03/01/2027')
    await waitFor(() => picked === '2027-01-03', 'the value')
  })
})
