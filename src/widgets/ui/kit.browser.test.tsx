/** The UI kit inside a widget's shadow root, with the real mouse and keyboard of the test browser. */

import { emulateMedia } from '@web/test-runner-commands'
import * as React from 'react'
import { useState } from 'react'
import { api, failOnPurpose, setUpCore } from '../testing/fake-api'
import {
  afterEach,
  cleanup,
  click,
  clickAt,
  deepEqual,
  describe,
  equal,
  inShadow,
  it,
  manualClock,
  mount,
  near,
  ok,
  press,
  renderer,
  sleep,
  type,
  waitFor,
} from '../testing/harness'
import { hostView } from '../testing/test-widgets'
import { describeWidget } from '../testing/widget-suite'
import {
  Dialog,
  ErrorState,
  FilePicker,
  LoadMore,
  MultiSelect,
  markFailureShown,
  NumberInput,
  Pagination,
  pageWindow,
  parseTime,
  RangeInput,
  type RangeValue,
  Skeleton,
  Table,
  Tabs,
  TimeInput,
  toastDuration,
  useApi,
  useEndpoint,
  useFailureToast,
  useToast,
  VirtualList,
} from '.'

setUpCore()

/** State for a test's component (components with hooks stay at module level). */
function State<T>({
  initial,
  children,
}: {
  initial: T
  children: (value: T, set: (value: T) => void) => React.ReactNode
}) {
  const [value, setValue] = useState<T>(initial)
  return <>{children(value, setValue)}</>
}

type TestElement = HTMLElementTagNameMap['fx-test-widget']
type KitHost = HTMLElementTagNameMap['fx-kit-host']

async function widget(html = '<fx-test-widget></fx-test-widget>'): Promise<TestElement> {
  const el = mount(html).querySelector('fx-test-widget') as TestElement
  await waitFor(() => inShadow(el, '.props'), 'render')
  return el
}

const host = (View: React.ComponentType): Promise<KitHost> => hostView(View)

const root = (el: Element) => el.shadowRoot as ShadowRoot
const activeIn = (el: Element) => root(el).activeElement

describeWidget('UI kit', () => {
  afterEach(async () => {
    await emulateMedia({ colorScheme: 'light' })
  })

  it('runs on the renderer of this pass', () => {
    const isReact = '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE' in React
    equal(isReact, renderer === 'react', `react module is ${isReact ? 'React' : 'preact/compat'}`)
  })

  describe('select popover', () => {
    it('renders its listbox inside the shadow root, next to the trigger', async () => {
      const el = await widget()
      const trigger = inShadow(el, '[role="combobox"].fx-select') as HTMLButtonElement
      await click(trigger)
      const listbox = await waitFor(() => inShadow(el, '[role="listbox"]'), 'listbox')
      equal(listbox.getRootNode(), el.shadowRoot, 'portalled into the shadow root')
      ok(inShadow(el, '.fx-portal')?.contains(listbox), 'inside the portal node')
      equal(document.querySelector('[role="listbox"]'), null, 'not in the page')
      equal(trigger.getAttribute('aria-expanded'), 'true')
      equal(trigger.getAttribute('aria-controls'), listbox.id)
      const popover = listbox.parentElement as HTMLElement
      equal(getComputedStyle(popover).position, 'fixed')
      await waitFor(() => {
        const a = trigger.getBoundingClientRect()
        const p = popover.getBoundingClientRect()
        return Math.abs(p.top - (a.bottom + 4)) <= 1.5 && Math.abs(p.left - a.left) <= 1.5
      }, 'the popover under its anchor')
      ok(popover.getBoundingClientRect().width >= trigger.getBoundingClientRect().width - 0.5, 'as wide as the anchor')
    })

    it('closes on an outside click (composedPath) and on Escape, keeping the focus on the trigger', async () => {
      const el = await widget()
      const trigger = inShadow(el, '.fx-select') as HTMLButtonElement
      await click(trigger)
      await waitFor(() => inShadow(el, '[role="listbox"]'), 'open')
      // a click inside the same widget but outside the popover closes too
      await click(inShadow(el, '.text') as HTMLElement)
      await waitFor(() => !inShadow(el, '[role="listbox"]'), 'closed by a click elsewhere in the widget')
      await click(trigger)
      await waitFor(() => inShadow(el, '[role="listbox"]'), 'open again')
      await clickAt(5, window.innerHeight - 5)
      await waitFor(() => !inShadow(el, '[role="listbox"]'), 'closed by a page click')
      trigger.focus()
      await press('ArrowDown')
      await waitFor(() => inShadow(el, '[role="listbox"]'), 'opened by the keyboard')
      await press('Escape')
      await waitFor(() => !inShadow(el, '[role="listbox"]'), 'closed by Escape')
      equal(activeIn(el), trigger, 'focus stays on the trigger (shadowRoot.activeElement)')
      equal(trigger.getAttribute('aria-expanded'), 'false')
    })

    it('is keyboard-operable: arrows skip disabled options, Enter picks, typing jumps', async () => {
      const el = await widget()
      const trigger = inShadow(el, '.fx-select') as HTMLButtonElement
      trigger.focus()
      await press('ArrowDown')
      const listbox = await waitFor(() => inShadow(el, '[role="listbox"]'), 'open')
      const active = () => root(el).getElementById(trigger.getAttribute('aria-activedescendant') ?? '')?.textContent
      equal(active(), 'Москва')
      await press('ArrowDown')
      await press('ArrowDown')
      equal(active(), 'Екатеринбург', 'Казань is disabled and skipped')
      await press('Enter')
      await waitFor(() => inShadow(el, '.city')?.textContent === 'ekb', 'picked')
      ok(!listbox.isConnected, 'closed after picking')
      await press('ArrowDown')
      await waitFor(() => inShadow(el, '[role="listbox"]'), 'open again')
      const selected = inShadow(el, '[aria-selected="true"]')
      equal(selected?.textContent, 'Екатеринбург')
      // type-ahead (the test keyboard has no Cyrillic keys: the keydown is dispatched as a layout would send it)
      trigger.dispatchEvent(new KeyboardEvent('keydown', { key: 'с', bubbles: true, composed: true }))
      await waitFor(() => active() === 'Санкт-Петербург', 'type-ahead')
      await press(' ')
      await waitFor(() => inShadow(el, '.city')?.textContent === 'spb', 'Space picks')
      equal(trigger.textContent, 'Санкт-Петербург')
    })
  })

  describe('point picker', () => {
    it('searches places, lists them in the shadow root under the input, and picks with the keyboard', async () => {
      const el = await widget()
      const input = inShadow(el, 'input[role="combobox"]') as HTMLInputElement
      await click(input)
      await type('мос')
      const listbox = await waitFor(
        () => (inShadow(el, '[role="option"]') ? inShadow(el, '[role="listbox"]') : null),
        'places',
      )
      equal(listbox.getRootNode(), el.shadowRoot)
      // on a busy machine the debounce may also fire between keystrokes (for «мо»): the whole word is asked for last
      const request = await waitFor(
        () =>
          api.requests
            .filter((r) => r.url.pathname === '/api/v1/geo/places')
            .find((r) => r.url.searchParams.get('query') === 'мос'),
        'the typed word asked for',
      )
      equal(request?.headers.get('accept-language'), 'ru')
      const options = [...root(el).querySelectorAll('[role="option"]')].map(
        (o) => o.querySelector('.fx-option-label')?.textContent,
      )
      deepEqual(options, ['Москва', 'Мосальск', 'Мостовской'])
      const a = input.getBoundingClientRect()
      const p = (listbox.parentElement as HTMLElement).getBoundingClientRect()
      near(p.top, a.bottom + 4, 1.5, 'under the input')
      near(p.left, a.left, 1.5, 'aligned with the input')
      await press('ArrowDown')
      await press('Enter')
      await waitFor(() => inShadow(el, '.place')?.textContent === '2:Мосальск:50', 'picked with the default radius 50')
      equal(input.value, 'Мосальск')
      ok(!inShadow(el, '[role="listbox"]'), 'closed')
      const radius = [...root(el).querySelectorAll('label')].find((l) => l.textContent === 'Радиус')
      ok(radius, 'a labelled radius field')
      const radiusInput = root(el).getElementById(radius.htmlFor) as HTMLInputElement
      radiusInput.select()
      await type('120')
      await waitFor(() => inShadow(el, '.place')?.textContent === '2:Мосальск:120', 'radius 120 km')
    })

    it('closes on Escape and on an outside click', async () => {
      const el = await widget()
      const input = inShadow(el, 'input[role="combobox"]') as HTMLInputElement
      await click(input)
      await type('мо')
      await waitFor(() => inShadow(el, '[role="option"]'), 'options')
      await press('Escape')
      await waitFor(() => !inShadow(el, '[role="listbox"]'), 'closed by Escape')
      equal(activeIn(el), input)
      await type('с')
      await waitFor(() => inShadow(el, '[role="option"]'), 'options again')
      await clickAt(5, window.innerHeight - 5)
      await waitFor(() => !inShadow(el, '[role="listbox"]'), 'closed by an outside click')
    })

    it('searches in the element language', async () => {
      const el = await widget('<fx-test-widget lang="en"></fx-test-widget>')
      const input = inShadow(el, 'input[role="combobox"]') as HTMLInputElement
      await click(input)
      await type('mos')
      await waitFor(() => inShadow(el, '.fx-option-label')?.textContent === 'Moscow', 'English names')
      equal(api.requests.at(-1)?.headers.get('accept-language'), 'en')
    })

    it('shows a failed search in the list and as an error toast (spec 8)', async () => {
      const el = await widget()
      await click(inShadow(el, 'input[role="combobox"]') as HTMLElement)
      await type('boom')
      await waitFor(() => inShadow(el, '.fx-listbox-status')?.textContent === 'Не удалось выполнить поиск', 'status')
      const toast = await waitFor(() => inShadow(el, '.fx-toast[role="alert"]'), 'error toast')
      ok(toast.textContent?.includes('Ошибка сервера, попробуйте позже'), toast.textContent ?? '')
    })
  })

  describe('toasts', () => {
    it(`show at the bottom and hide by themselves after ${toastDuration} ms`, async () => {
      equal(toastDuration, 5000)
      const el = await widget()
      // the 5 s pass on a hand-turned clock, not the wall clock
      const clock = manualClock()
      try {
        await click(inShadow(el, '.toast') as HTMLElement)
        const toast = await waitFor(() => inShadow(el, '.fx-toast'), 'toast')
        equal(toast.getAttribute('role'), 'status')
        const region = inShadow(el, '.fx-toasts') as HTMLElement
        equal(getComputedStyle(region).position, 'fixed')
        await waitFor(
          () => Math.abs(toast.getBoundingClientRect().bottom - (window.innerHeight - 16)) < 1,
          'at the bottom',
        )
        await clickAt(5, 5)
        await clock.advance(toastDuration - 1)
        ok(toast.isConnected, 'still there before 5 s')
        await clock.advance(1)
        await waitFor(() => !toast.isConnected, 'gone after 5 s', 2000)
      } finally {
        clock.restore()
      }
    })

    it('toast errors except 401 and 404, in the element language', async () => {
      const el = await widget('<fx-test-widget lang="en" limit="403"></fx-test-widget>')
      await click(inShadow(el, '.fail') as HTMLElement)
      const toast = await waitFor(() => inShadow(el, '.fx-toast[data-kind="error"]'), 'a 403 toast')
      ok(toast.textContent?.includes('No access'), toast.textContent ?? '')
      await click(toast.querySelector('button') as HTMLElement)
      await waitFor(() => !inShadow(el, '.fx-toast'), 'closed by its button')
      for (const status of ['404', '401']) {
        el.setAttribute('limit', status)
        await sleep(20)
        await click(inShadow(el, '.fail') as HTMLElement)
        await sleep(150)
        equal(inShadow(el, '.fx-toast'), null, `no toast on ${status}`)
      }
    })
  })

  describe('one failure, one toast', () => {
    /** A screen that loads three lists (a fleet page: trucks, trailers, drivers), each toasting its failure. */
    function ThreeLists() {
      const lists = [
        useEndpoint(failOnPurpose, { params: { status: 403 } }),
        useEndpoint(failOnPurpose, { params: { status: 403 } }, { key: 'trailers' }),
        useEndpoint(failOnPurpose, { params: { status: 403 } }, { key: 'drivers' }),
      ]
      useFailureToast(lists[0] as (typeof lists)[0])
      useFailureToast(lists[1] as (typeof lists)[0])
      useFailureToast(lists[2] as (typeof lists)[0])
      const toast = useToast()
      return (
        <p className="loaded" data-failed={lists.filter((l) => l.state === 'error').length}>
          <button type="button" className="again" onClick={() => toast.show('Сохранено')}>
            again
          </button>
        </p>
      )
    }

    it('three hooks failing the same way show one «Нет доступа», not three', async () => {
      const el = await host(ThreeLists)
      await waitFor(() => inShadow(el, '.loaded[data-failed="3"]'), 'the three loads failed')
      await waitFor(() => inShadow(el, '.fx-toast[data-kind="error"]'), 'an error toast')
      await sleep(50)
      const toasts = root(el).querySelectorAll('.fx-toast')
      equal(toasts.length, 1, 'one toast')
      ok(toasts[0]?.textContent?.includes('Нет доступа'), toasts[0]?.textContent ?? '')
      // the same message again while it shows: still one; a different one stacks
      await click(inShadow(el, '.again') as HTMLElement)
      await click(inShadow(el, '.again') as HTMLElement)
      await waitFor(() => root(el).querySelectorAll('.fx-toast').length === 2, 'one more, distinct, toast')
    })
  })

  describe('every failed call is toasted by the kit, once, unless its screen shows it (spec 8)', () => {
    /** A button whose call site does nothing with a failure but swallow it: the kit toasts it all the same. */
    function SilentCall({ status, inline = false }: { status: number; inline?: boolean }) {
      const api = useApi()
      const [done, setDone] = useState(false)
      return (
        <button
          type="button"
          className="call"
          data-done={done}
          onClick={() =>
            void api
              .call(failOnPurpose, { params: { status } })
              .catch((error: unknown) => {
                // a form that puts the failure under its fields says so
                if (inline) markFailureShown(error)
              })
              .finally(() => setDone(true))
          }
        >
          call
        </button>
      )
    }
    /** A secondary load with no place for its failure, and one that draws it. */
    function Loads({ shown }: { shown: boolean }) {
      const load = useEndpoint(failOnPurpose, { params: { status: 500 } })
      return (
        <div className="loads" data-state={load.state}>
          {shown && load.state === 'error' && <ErrorState error={load.error} onRetry={load.reload} />}
        </div>
      )
    }
    const errorToasts = (el: Element) => root(el).querySelectorAll('.fx-toast[data-kind="error"]')

    it('a call whose site only swallows its failure is toasted in the element language', async () => {
      const el = await host(() => <SilentCall status={500} />)
      await click(inShadow(el, '.call') as HTMLElement)
      const toast = await waitFor(() => inShadow(el, '.fx-toast[data-kind="error"]'), 'an error toast')
      ok(toast.textContent?.includes('Ошибка сервера, попробуйте позже'), toast.textContent ?? '')
      equal(errorToasts(el).length, 1)
    })

    it("a failure its call site shows (a form's fields) is not toasted; nor a 404", async () => {
      for (const View of [() => <SilentCall status={422} inline />, () => <SilentCall status={404} />]) {
        const el = await host(View)
        await click(inShadow(el, '.call') as HTMLElement)
        await waitFor(() => inShadow(el, '.call[data-done="true"]'), 'answered')
        await sleep(300)
        equal(errorToasts(el).length, 0, 'no toast')
        await cleanup()
      }
    })

    it('a load with no place for its failure is toasted; one drawn as a failure state is not', async () => {
      const silent = await host(() => <Loads shown={false} />)
      await waitFor(() => inShadow(silent, '.loads[data-state="error"]'), 'failed')
      await waitFor(() => inShadow(silent, '.fx-toast[data-kind="error"]'), 'toasted')
      await cleanup()
      const shown = await host(() => <Loads shown />)
      await waitFor(() => inShadow(shown, '.loads [part="error-state"]'), 'the failure state')
      await sleep(300)
      equal(errorToasts(shown).length, 0, 'not toasted as well')
    })
  })

  it('multi-select toggles values and keeps the listbox open', async () => {
    const seen: string[][] = []
    const el = await host(() => (
      <State<string[]> initial={[]}>
        {(value, setValue) => (
          <MultiSelect
            label="Types"
            options={[
              { value: 'a', label: 'Тент' },
              { value: 'b', label: 'Реф' },
            ]}
            value={value}
            onChange={(next) => {
              seen.push(next)
              setValue(next)
            }}
          />
        )}
      </State>
    ))
    const trigger = inShadow(el, '.fx-select') as HTMLElement
    await click(trigger)
    const listbox = await waitFor(() => inShadow(el, '[role="listbox"]'), 'open')
    equal(listbox.getAttribute('aria-multiselectable'), 'true')
    await click(root(el).querySelectorAll('[role="option"]')[0] as HTMLElement)
    // the first choice lands before the second click is aimed: the trigger's new text can move the listbox, and a
    // click aimed at the old place missed the second option on a loaded machine
    await waitFor(() => inShadow(el, '[role="option"][aria-selected="true"]'), 'one chosen')
    await click(root(el).querySelectorAll('[role="option"]')[1] as HTMLElement)
    await waitFor(() => trigger.textContent === 'Выбрано: 2', 'two chosen')
    ok(listbox.isConnected, 'still open')
    await press('Escape')
    deepEqual(seen, [['a'], ['a', 'b']])
  })

  it('number and range inputs take a comma and flag a max below the min', async () => {
    const values: Array<number | null> = []
    let range: RangeValue = { min: null, max: null }
    const el = await host(() => (
      <State<number | null> initial={null}>
        {(v, setV) => (
          <State<RangeValue> initial={{ min: null, max: null }}>
            {(r, setR) => (
              <>
                <NumberInput
                  label="Вес"
                  value={v}
                  max={20}
                  onChange={(n) => {
                    values.push(n)
                    setV(n)
                  }}
                />
                <RangeInput
                  label="Объём"
                  value={r}
                  onChange={(next) => {
                    range = next
                    setR(next)
                  }}
                />
              </>
            )}
          </State>
        )}
      </State>
    ))
    const [weight, min, max] = [...root(el).querySelectorAll('input')] as HTMLInputElement[]
    ok(weight && min && max)
    await click(weight)
    await type('1,5')
    equal(values.at(-1), 1.5)
    for (let i = 0; i < 3; i++) await press('Backspace')
    await type('25')
    await waitFor(() => weight.getAttribute('aria-invalid') === 'true', 'over the max is invalid')
    ok(root(el).querySelector('[role="alert"]')?.textContent?.includes('Значение должно быть не больше 20'))
    equal(values.at(-1), 25, 'the value shown is the value reported, flagged, never an older one')
    await click(min)
    await type('10')
    await click(max)
    await type('5')
    await waitFor(() => max.getAttribute('aria-invalid') === 'true', 'max < min flagged')
    deepEqual(range, { min: 10, max: 5 })
    const legend = root(el).querySelector('legend')
    equal(legend?.textContent, 'Объём')
  })

  it('a number input reports what it shows and names the rule it breaks', async () => {
    const values: Array<number | null> = []
    const el = await host(() => (
      <State<number | null> initial={57200}>
        {(v, setV) => (
          <NumberInput
            label="Цена"
            value={v}
            greaterThan={0}
            max={100_000_000}
            onChange={(n) => {
              values.push(n)
              setV(n)
            }}
          />
        )}
      </State>
    ))
    const input = root(el).querySelector('input') as HTMLInputElement
    const message = () => (root(el).querySelector('[role="alert"]')?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ')
    const retype = async (text: string) => {
      await click(input)
      input.select()
      await press('Backspace')
      await type(text)
    }
    await retype('-5')
    equal(values.at(-1), -5, 'not the prefilled 57200')
    await waitFor(() => message().includes('Значение должно быть больше 0'), 'the rule is named')
    await retype('12e3')
    ok(Number.isNaN(values.at(-1)), '12e3 is not reported as 12')
    await waitFor(() => message().includes('Введите число'), 'not a number')
    await retype('99999999999999999999')
    await waitFor(
      () => message().includes('Значение должно быть не больше 100 000 000'),
      'its bound, written for people',
    )
    await retype('999999999999999999999999')
    await waitFor(() => message() === 'Значение должно быть не больше 100 000 000', 'huge: the bound, once')
    await retype('1 500,5')
    equal(values.at(-1), 1500.5)
    await waitFor(() => message() === '', 'a valid price shows no error')
  })

  it('time input: 24-hour text in any browser locale, typed shorthand read and rewritten', async () => {
    deepEqual(['930', '9.30', '09:30', '7', '23:59', '24:00', '12:60', '9:3', 'ab'].map(parseTime), [
      '09:30',
      '09:30',
      '09:30',
      '07:00',
      '23:59',
      null,
      null,
      null,
      null,
    ])
    const values: string[] = []
    const el = await host(() => (
      <State<string> initial="08:00">
        {(v, setV) => (
          <TimeInput
            label="С"
            value={v}
            onChange={(next) => {
              values.push(next)
              setV(next)
            }}
          />
        )}
      </State>
    ))
    const input = root(el).querySelector('input') as HTMLInputElement
    equal(input.type, 'text', 'not the native time input')
    equal(input.placeholder, 'ЧЧ:ММ')
    await click(input)
    input.select()
    await press('Backspace')
    await type('930')
    await waitFor(() => values.at(-1) === '09:30', 'reported as a time while typed')
    input.blur()
    await waitFor(() => input.value === '09:30', 'rewritten on leaving')
    await click(input)
    input.select()
    await press('Backspace')
    await type('25:00')
    await waitFor(() => values.at(-1) === '25:00', 'passed on as typed, for the form to refuse')
  })

  it('file picker: in the interface language, refuses a wrong type or size with the rule, names the picked file', async () => {
    const picked: string[] = []
    const el = await host(() => (
      <State<string | null> initial={null}>
        {(name, setName) => (
          <FilePicker
            label="Скан"
            accept={['application/pdf', 'image/jpeg', 'image/png']}
            maxBytes={1024 * 1024}
            chosen={name}
            onPick={(file) => {
              picked.push(file.name)
              setName(file.name)
            }}
          />
        )}
      </State>
    ))
    const text = () => (root(el).textContent ?? '').replace(/[\u00a0\u202f]/g, ' ')
    const input = root(el).querySelector('input[type="file"]') as HTMLInputElement
    const pick = (file: File) => {
      const transfer = new DataTransfer()
      transfer.items.add(file)
      input.files = transfer.files
      input.dispatchEvent(new Event('change', { bubbles: true }))
    }
    ok(text().includes('Выбрать файл…') && text().includes('Файл не выбран'), "not the browser's «Choose File»")
    ok(text().includes('PDF, JPEG или PNG, не больше 1 МБ'), 'the rules as a hint')
    const alert = () => root(el).querySelector('[role="alert"]')?.textContent ?? ''
    pick(new File(['hi'], 'notes.txt', { type: 'text/plain' }))
    await waitFor(() => alert() === 'Файл «notes.txt» не подходит: можно только PDF, JPEG или PNG', 'wrong type')
    pick(new File([new Uint8Array(1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' }))
    await waitFor(() => alert() === 'Файл «big.pdf» слишком большой: можно не больше 1 МБ', 'too large')
    deepEqual(picked, [], 'nothing passed on')
    // a file without a MIME type is judged by its extension
    pick(new File(['%PDF-1.4'], 'ТТН.pdf', { type: '' }))
    await waitFor(() => text().includes('ТТН.pdf') && alert() === '', 'named, the error gone')
    deepEqual(picked, ['ТТН.pdf'])
    equal(input.value, '', 'emptied, so the same file can be picked again')
    equal(input.getAttribute('aria-labelledby')?.split(' ').length, 2, 'labelled by its label and its button')
  })

  it('tabs move with the arrow keys and keep one tab stop', async () => {
    const el = await host(() => (
      <State initial={'free'}>
        {(tab, setTab) => (
          <Tabs
            label="Lists"
            value={tab}
            onChange={setTab}
            tabs={[
              { id: 'free', label: 'Free' },
              { id: 'work', label: 'Work', disabled: true },
              { id: 'contract', label: 'Contract', badge: 3 },
            ]}
          >
            <p className="panel">{tab}</p>
          </Tabs>
        )}
      </State>
    ))
    const tabs = () => [...root(el).querySelectorAll('[role="tab"]')] as HTMLElement[]
    deepEqual(
      tabs().map((t) => t.tabIndex),
      [0, -1, -1],
    )
    await click(tabs()[0] as HTMLElement)
    await press('ArrowRight')
    await waitFor(() => inShadow(el, '.panel')?.textContent === 'contract', 'skips the disabled tab')
    equal(activeIn(el), tabs()[2])
    equal(tabs()[2]?.getAttribute('aria-selected'), 'true')
    await press('Home')
    await waitFor(() => inShadow(el, '.panel')?.textContent === 'free', 'Home')
    const panel = inShadow(el, '[role="tabpanel"]') as HTMLElement
    equal(panel.getAttribute('aria-labelledby'), tabs()[0]?.id)
  })

  it('tabs past the edge of a narrow box: the edges that have more are marked, the selected tab scrolled into view', async () => {
    const ids = ['free', 'responses', 'auction', 'security', 'contract', 'archive']
    const inBox = (width: number, selected: string) => () => (
      <div style={{ width }}>
        <Tabs
          label="Lists"
          value={selected}
          onChange={() => {}}
          tabs={ids.map((id) => ({ id, label: `Tab ${id}`, badge: 12 }))}
        >
          <p className="panel">{selected}</p>
        </Tabs>
      </div>
    )
    const list = (el: Element) => inShadow(el, '[role="tablist"]') as HTMLElement
    const more = (el: Element) => list(el).getAttribute('data-more')
    const narrow = await host(inBox(240, 'free'))
    await waitFor(() => more(narrow) === 'end', 'more at the end only')
    ok(getComputedStyle(list(narrow)).maskImage.includes('gradient'), 'the end fades out')
    list(narrow).scrollLeft = 100
    await waitFor(() => more(narrow) === 'start end', 'more on both sides')
    list(narrow).scrollLeft = list(narrow).scrollWidth
    await waitFor(() => more(narrow) === 'start', 'more at the start only')
    await cleanup()
    // a tab chosen far past the edge: the list alone scrolls to it
    const pageAt = window.scrollY
    const last = await host(inBox(240, 'archive'))
    const tab = inShadow(last, '[aria-selected="true"]') as HTMLElement
    await waitFor(() => {
      const box = list(last).getBoundingClientRect()
      const shown = tab.getBoundingClientRect()
      return shown.left >= box.left - 1 && shown.right <= box.right + 1
    }, 'the selected tab in view')
    // marked by the scroll event, the frame after
    await waitFor(() => more(last) === 'start', 'more at the start only, once scrolled')
    equal(window.scrollY, pageAt, 'the page did not scroll')
    await cleanup()
    const wide = await host(inBox(2000, 'free'))
    await waitFor(() => list(wide).children.length === ids.length, 'tabs')
    await sleep(50)
    equal(more(wide), null, 'all in view: nothing marked')
    equal(getComputedStyle(list(wide)).maskImage, 'none')
  })

  it('virtual list renders only what is in view and asks for more at the end', async () => {
    const items = Array.from({ length: 1000 }, (_, i) => `Груз ${i + 1}`)
    let ends = 0
    const el = await host(() => (
      <VirtualList
        label="Cargos"
        items={items}
        height={300}
        estimateSize={30}
        renderItem={(item) => <div style={{ height: 30 }}>{item}</div>}
        onEndReached={() => ends++}
      />
    ))
    const list = await waitFor(() => inShadow(el, '[role="list"]'), 'list')
    const rendered = () => root(el).querySelectorAll('[role="listitem"]').length
    ok(rendered() > 5 && rendered() < 40, `rendered ${rendered()} of 1000`)
    equal(root(el).querySelector('[role="listitem"]')?.getAttribute('aria-setsize'), '1000')
    equal(ends, 0)
    // the first screen is drawn in the flow; the virtualiser, loaded meanwhile, then gives the list its whole length
    await waitFor(() => list.scrollHeight >= 1000 * 30, 'the whole length, virtualised')
    ok(!root(el).querySelector('[role="listitem"][data-flow]'), 'the rows are placed by the virtualiser')
    list.scrollTop = list.scrollHeight
    await waitFor(() => root(el).querySelector('[aria-posinset="1000"]'), 'the last row')
    await waitFor(() => ends === 1, 'onEndReached once')
  })

  it('a list that fits its first screen is drawn whole, in the flow, without the virtualiser', async () => {
    let ends = 0
    const el = await host(() => (
      <VirtualList
        label="Cargos"
        items={['Казань', 'Пермь', 'Уфа']}
        height={300}
        estimateSize={30}
        renderItem={(item) => <div style={{ height: 30 }}>{item}</div>}
        onEndReached={() => ends++}
      />
    ))
    await waitFor(() => root(el).querySelectorAll('[role="listitem"]').length === 3, 'three rows')
    equal(root(el).querySelectorAll('[role="listitem"][data-flow]').length, 3)
    deepEqual(
      [...root(el).querySelectorAll('[role="listitem"]')].map(
        (row) => row.getBoundingClientRect().top - row.parentElement!.getBoundingClientRect().top,
      ),
      [0, 30, 60],
      'stacked, not on top of each other',
    )
    await waitFor(() => ends === 1, 'its end is in view: onEndReached once')
  })

  it('table: sortable headers, clickable rows by keyboard, aria row counts', async () => {
    const rows = Array.from({ length: 200 }, (_, i) => ({ id: i + 1, city: `Город ${i + 1}`, weight: i }))
    const opened: number[] = []
    let sorted = ''
    const el = await host(() => (
      <State<{ key: string; direction: 'asc' | 'desc' } | null> initial={null}>
        {(sort, setSort) => (
          <Table
            label="Cargos"
            rows={rows}
            getRowKey={(r) => r.id}
            height={240}
            sort={sort}
            onSortChange={(next) => {
              sorted = `${next.key}:${next.direction}`
              setSort(next)
            }}
            onRowClick={(r) => opened.push(r.id)}
            columns={[
              { key: 'city', header: 'City' },
              { key: 'weight', header: 'Weight', align: 'end', sortable: true },
            ]}
          />
        )}
      </State>
    ))
    const table = await waitFor(() => inShadow(el, '[role="table"]'), 'table')
    equal(table.getAttribute('aria-rowcount'), '201')
    ok(root(el).querySelectorAll('[role="row"]').length < 40, 'virtualised')
    const header = root(el).querySelectorAll('[role="columnheader"]')[1] as HTMLElement
    equal(header.getAttribute('aria-sort'), 'none')
    await click(header.querySelector('button') as HTMLElement)
    await waitFor(() => header.getAttribute('aria-sort') === 'ascending', 'sorted')
    equal(sorted, 'weight:asc')
    const firstRow = root(el).querySelector('[aria-rowindex="2"]') as HTMLElement
    firstRow.focus()
    await press('Enter')
    deepEqual(opened, [1])
  })

  it('table: in a narrow box each row is a card of labelled cells, the header keeps its sort buttons', async () => {
    const rows = [
      { id: 1, city: 'Казань', driver: 'Алексей Смирнов', weight: 20 },
      { id: 2, city: 'Нижний Новгород', driver: 'Ильдар Гарипов', weight: 5 },
    ]
    const columns = [
      { key: 'city', header: 'City', width: '300px' },
      { key: 'driver', header: 'Driver', width: '300px' },
      { key: 'weight', header: 'Weight', align: 'end' as const, sortable: true },
      // nothing in the first row: its card leaves the line out
      { key: 'action', header: 'Action', width: '100px', render: (r: { id: number }) => (r.id === 2 ? 'Go' : null) },
    ]
    const shown = (el: Element) => {
      const table = inShadow(el, '[role="table"]') as HTMLElement
      const cells = [...root(el).querySelectorAll<HTMLElement>('[aria-rowindex="2"] [role="cell"]')]
      return {
        overflow: table.scrollWidth - table.clientWidth,
        labels: cells.map((cell) => {
          const label = cell.querySelector<HTMLElement>('.fx-table-label')
          return label && label.getBoundingClientRect().width > 0 ? label.textContent : null
        }),
        // a card's cells are one under another (one left edge); a wide row's side by side (one per cell)
        lefts: new Set(
          cells
            .map((cell) => cell.getBoundingClientRect())
            .filter((box) => box.width > 0)
            .map((box) => Math.round(box.left)),
        ).size,
        // every column header stays in the accessibility tree, seen or not
        named: [...root(el).querySelectorAll<HTMLElement>('[role="columnheader"]')].filter(
          (header) => getComputedStyle(header).display !== 'none',
        ).length,
        headers: [...root(el).querySelectorAll<HTMLElement>('[role="columnheader"]')]
          // one left out of sight is 1 px wide (kept for screen readers)
          .filter((header) => header.getBoundingClientRect().width > 1)
          .map((header) => header.textContent),
      }
    }
    const inBox = (width: number) => () => (
      <div style={{ width }}>
        <Table
          label="Tasks"
          rows={rows}
          getRowKey={(r) => r.id}
          columns={columns}
          sort={null}
          onSortChange={() => {}}
        />
      </div>
    )
    const narrow = await host(inBox(360))
    await waitFor(() => inShadow(narrow, '[aria-rowindex="2"]'), 'rows')
    deepEqual(shown(narrow), {
      overflow: 0,
      labels: ['City', 'Driver', 'Weight', null],
      lefts: 1,
      named: 4,
      headers: ['Weight'],
    })
    await cleanup()
    const wide = await host(inBox(1000))
    await waitFor(() => inShadow(wide, '[aria-rowindex="2"]'), 'rows')
    deepEqual(shown(wide), {
      overflow: 0,
      labels: [null, null, null, null],
      lefts: 4,
      named: 4,
      headers: ['City', 'Driver', 'Weight', 'Action'],
    })
  })

  it('pagination and load-more', async () => {
    deepEqual(pageWindow(6, 20), [1, null, 5, 6, 7, null, 20])
    deepEqual(pageWindow(1, 4), [1, 2, 3, 4])
    const offsets: number[] = []
    let more = 0
    const el = await host(() => (
      <State initial={40}>
        {(offset, setOffset) => (
          <>
            <Pagination
              total={200}
              limit={20}
              offset={offset}
              onChange={(o) => {
                offsets.push(o)
                setOffset(o)
              }}
            />
            <LoadMore loaded={20} total={45} onLoadMore={() => more++} />
            <LoadMore loaded={45} total={45} onLoadMore={() => more++} />
          </>
        )}
      </State>
    ))
    const current = inShadow(el, '[aria-current="page"]') as HTMLElement
    equal(current.textContent, '3')
    equal(inShadow(el, 'nav')?.getAttribute('aria-label'), 'Страницы')
    await click(inShadow(el, '[aria-label="Следующая страница"]') as HTMLElement)
    await waitFor(() => inShadow(el, '[aria-current="page"]')?.textContent === '4', 'next page')
    deepEqual(offsets, [60], 'next page = offset + limit')
    equal(root(el).querySelectorAll('[part="load-more"]').length, 1, 'hidden when all are loaded')
    ok(inShadow(el, '[part="load-more"]')?.textContent?.includes('Показано 20 из 45'))
    await click(inShadow(el, '[part="load-more"] button') as HTMLElement)
    equal(more, 1)
  })

  it('dialog is modal, labelled, closes on Escape and gives the focus back', async () => {
    let closed = 0
    const el = await host(() => (
      <State initial={false}>
        {(open, setOpen) => (
          <>
            <button type="button" className="opener" onClick={() => setOpen(true)}>
              open
            </button>
            <Dialog
              open={open}
              title="Подтверждение"
              onClose={() => {
                closed++
                setOpen(false)
              }}
              footer={<button type="button">OK</button>}
            >
              <p>Текст</p>
            </Dialog>
          </>
        )}
      </State>
    ))
    const opener = inShadow(el, '.opener') as HTMLElement
    await click(opener)
    const dialog = await waitFor(
      () => (inShadow<HTMLDialogElement>(el, 'dialog')?.open ? inShadow<HTMLDialogElement>(el, 'dialog') : null),
      'open dialog',
    )
    ok(dialog.matches(':modal'), 'modal')
    equal(root(el).getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent, 'Подтверждение')
    ok(dialog.contains(activeIn(el)), 'focus moved into the dialog')
    await press('Escape')
    await waitFor(() => !dialog.open, 'closed')
    equal(closed, 1)
    equal(activeIn(el), opener, 'focus back on the opener')
  })

  it('skeleton announces loading; dark scheme follows the page unless theme says otherwise', async () => {
    const el = await host(() => <Skeleton lines={2} />)
    const skeleton = inShadow(el, '[role="status"]') as HTMLElement
    equal(skeleton.getAttribute('aria-busy'), 'true')
    equal(skeleton.textContent, 'Загрузка…')
    const rootEl = inShadow(el, '.fx-root') as HTMLElement
    const light = getComputedStyle(rootEl).color
    await emulateMedia({ colorScheme: 'dark' })
    await waitFor(() => getComputedStyle(rootEl).color !== light, 'dark text colour')
    el.setAttribute('theme', 'light')
    await waitFor(() => getComputedStyle(rootEl).color === light, 'theme="light" wins over the page')
  })
})
