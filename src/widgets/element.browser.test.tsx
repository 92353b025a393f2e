/** `defineWidget` in a real browser: attributes, properties, events, styles, shared session, language, moves. */
import { z } from 'zod'
import { getCore } from '../core/session'
import { defineWidget } from './element'
import { api, setUpCore } from './testing/fake-api'
import {
  after,
  afterEach,
  captureWarnings,
  cleanup,
  click,
  deepEqual,
  equal,
  inShadow,
  it,
  mount,
  ok,
  sleep,
  waitFor,
} from './testing/harness'
import { TestWidget, testAttributes, testEvents, testProperties } from './testing/test-widgets'
import { describeWidget } from './testing/widget-suite'
import { useStyles } from './ui'
import { sharedSheet } from './ui/adopt-styles'

const core = setUpCore()

/** A piece that brings its own CSS (as the lazily loaded details do), shown by a widget when its `piece` is on. */
const pieceCss = '.piece { color: rgb(7, 8, 9); font-style: italic }'
function Piece() {
  const styles = useStyles(pieceCss)
  return (
    <span className="piece">
      {styles}
      piece
    </span>
  )
}
function PieceHost({ piece }: { piece?: boolean | undefined }) {
  return <div className="own">{piece ? <Piece /> : 'no piece'}</div>
}
// the widget's own CSS has the last word over the piece's, as when a widget adopted both at once
defineWidget('fx-test-piece', PieceHost, {
  attributes: z.object({ piece: z.optional(z.boolean()) }),
  styles: ['.own .piece { color: rgb(9, 9, 9) } .own { display: block }'],
})

type TestElement = HTMLElementTagNameMap['fx-test-widget']

const propsOf = (el: Element) => JSON.parse(inShadow(el, '.props')?.textContent ?? 'null')
const text = (el: Element, selector: string) => inShadow(el, selector)?.textContent ?? ''

async function create(html: string): Promise<TestElement> {
  const container = mount(html)
  const el = container.querySelector('fx-test-widget') as TestElement
  await waitFor(() => inShadow(el, '.props'), 'the widget to render')
  return el
}

describeWidget('defineWidget', () => {
  afterEach(() => {
    core.session.signOut('user')
  })

  it('renders in an open shadow root and passes parsed attributes as props', async () => {
    const el = await create('<fx-test-widget label="hello" limit="5" mode="grid" compact></fx-test-widget>')
    ok(el.shadowRoot, 'open shadow root')
    equal(el.shadowRoot.mode, 'open')
    deepEqual(propsOf(el), { apiBase: undefined, theme: 'auto', label: 'hello', compact: true, limit: 5, mode: 'grid' })
  })

  it('follows attribute changes: booleans by presence, removal switches off, invalid values fall back with a warning', async () => {
    const el = await create('<fx-test-widget></fx-test-widget>')
    equal(propsOf(el).compact, false)
    el.setAttribute('compact', '')
    await waitFor(() => propsOf(el).compact === true, 'compact on')
    el.removeAttribute('compact')
    await waitFor(() => propsOf(el).compact === false, 'compact off after removal')
    el.setAttribute('compact', 'false')
    await waitFor(() => propsOf(el).compact === false, 'compact="false" is off')
    const warnings = await captureWarnings(async () => {
      el.setAttribute('limit', 'many')
      el.setAttribute('mode', 'table')
      await sleep(50)
    })
    equal(propsOf(el).limit, 20, 'invalid number → default')
    equal(propsOf(el).mode, 'list', 'invalid enum → default')
    ok(
      warnings.some((w) => w.includes('limit="many"')),
      `a warning names the attribute: ${warnings}`,
    )
    el.setAttribute('limit', '7')
    await waitFor(() => propsOf(el).limit === 7, 'limit 7')
  })

  it('mirrors attributes as properties and keeps rich values as properties only', async () => {
    const el = await create('<fx-test-widget></fx-test-widget>')
    el.compact = true
    equal(el.getAttribute('compact'), '', 'true → present')
    el.limit = 9
    equal(el.getAttribute('limit'), '9')
    await waitFor(() => propsOf(el).limit === 9 && propsOf(el).compact === true, 'props follow properties')
    el.compact = false
    equal(el.hasAttribute('compact'), false, 'false → removed')
    equal(el.theme, 'auto')
    el.filters = { q: 'steel' }
    await waitFor(() => propsOf(el).filters?.q === 'steel', 'rich property')
    equal(el.hasAttribute('filters'), false, 'no attribute for a rich property')
    const warnings = await captureWarnings(() => {
      ;(el as unknown as { filters: unknown }).filters = { q: 42 }
    })
    equal(el.filters?.q, 'steel', 'an invalid rich value is refused')
    ok(warnings.length === 1)
  })

  it('fires fx-* events that bubble and cross the shadow boundary (composed)', async () => {
    const el = await create('<fx-test-widget label="a"></fx-test-widget>')
    const seen: CustomEvent[] = []
    const listener = (event: Event) => seen.push(event as CustomEvent)
    document.addEventListener('fx-test-ping', listener)
    try {
      await click(inShadow(el, '.ping') as HTMLElement)
      await waitFor(() => seen.length === 1, 'the event at the document')
    } finally {
      document.removeEventListener('fx-test-ping', listener)
    }
    const event = seen[0] as CustomEvent
    equal(event.bubbles, true)
    equal(event.composed, true)
    equal(event.target, el, 'retargeted to the host')
    deepEqual(event.detail, { count: 1, label: 'a' })
  })

  it('keeps page CSS out while --fx-* tokens come in, and shares one stylesheet per CSS text', async () => {
    const style = document.createElement('style')
    style.textContent = `
      div, span, button { color: rgb(255, 0, 0) !important; font-family: monospace !important; }
      .fx-button { background: rgb(255, 0, 0) !important; }
      .fx-test-container { --fx-color-primary: rgb(1, 2, 3); }
      fx-test-widget.tinted { --fx-color-on-primary: rgb(4, 5, 6); }`
    document.head.append(style)
    try {
      const container = mount('<fx-test-widget class="tinted"></fx-test-widget><fx-test-widget></fx-test-widget>')
      const [a, b] = [...container.querySelectorAll('fx-test-widget')] as TestElement[]
      ok(a && b)
      const ping = await waitFor(() => inShadow(a, '.ping'), 'button')
      const css = getComputedStyle(ping)
      equal(css.backgroundColor, 'rgb(1, 2, 3)', 'a token set on an ancestor')
      equal(css.color, 'rgb(4, 5, 6)', 'a token set on the element')
      const span = inShadow(a, '.text') as HTMLElement
      ok(getComputedStyle(span).color !== 'rgb(255, 0, 0)', 'page rules do not reach in')
      ok(!getComputedStyle(span).fontFamily.includes('monospace'), 'page fonts do not reach in')
      // styled as the first is: the kit's sheet comes after the tokens and the base
      await waitFor(
        () => b.shadowRoot?.adoptedStyleSheets.length === a.shadowRoot?.adoptedStyleSheets.length,
        'second element styled',
      )
      const sheetsA = a.shadowRoot?.adoptedStyleSheets ?? []
      const sheetsB = b.shadowRoot?.adoptedStyleSheets ?? []
      ok(sheetsA.length >= 3, 'tokens, base, kit')
      ok(
        sheetsA.every((sheet, i) => sheet === sheetsB[i]),
        'the same CSSStyleSheet objects',
      )
      equal(sharedSheet('.x{}'), sharedSheet('.x{}'))
    } finally {
      style.remove()
    }
  })

  it('adopts the CSS a piece brings (useStyles) when it first renders, once, before the widget’s own', async () => {
    const container = mount('<fx-test-piece></fx-test-piece><fx-test-piece piece></fx-test-piece>')
    const [a, b] = [...container.querySelectorAll('fx-test-piece')] as HTMLElement[]
    ok(a && b)
    const pieceSheet = sharedSheet(pieceCss)
    const own = (el: HTMLElement) => el.shadowRoot?.adoptedStyleSheets.at(-1)
    const piece = await waitFor(() => inShadow(b, '.piece'), 'the piece')
    const sheetsB = b.shadowRoot?.adoptedStyleSheets ?? []
    equal(sheetsB.filter((sheet) => sheet === pieceSheet).length, 1, 'adopted once')
    equal(sheetsB.indexOf(pieceSheet), sheetsB.length - 2, 'just before the widget’s own sheet')
    equal(getComputedStyle(piece).fontStyle, 'italic', 'the piece is styled')
    equal(getComputedStyle(piece).color, 'rgb(9, 9, 9)', 'the widget’s own CSS keeps the last word')
    await waitFor(() => inShadow(a, '.own'), 'the other element')
    ok(
      !a.shadowRoot?.adoptedStyleSheets.includes(pieceSheet),
      'an element that does not show the piece does not adopt it',
    )

    a.setAttribute('piece', '')
    await waitFor(() => inShadow(a, '.piece'), 'the piece in the other element')
    ok(a.shadowRoot?.adoptedStyleSheets.includes(pieceSheet), 'adopted by the root that shows it')
    equal(own(a), own(b), 'both keep their own sheet last')
    b.removeAttribute('piece')
    await waitFor(() => !inShadow(b, '.piece'), 'the piece gone')
    b.setAttribute('piece', '')
    await waitFor(() => inShadow(b, '.piece'), 'the piece again')
    equal(b.shadowRoot?.adoptedStyleSheets.filter((sheet) => sheet === pieceSheet).length, 1, 'still once')
  })

  it('applies the theme attribute over the page preference', async () => {
    const el = await create('<fx-test-widget theme="dark"></fx-test-widget>')
    const root = inShadow(el, '.fx-root') as HTMLElement
    equal(getComputedStyle(root).colorScheme, 'dark')
    const dark = getComputedStyle(root).color
    el.setAttribute('theme', 'light')
    equal(getComputedStyle(root).colorScheme, 'light')
    ok(getComputedStyle(root).color !== dark, 'text colour changes with the scheme')
  })

  it('shares one core: the same getCore() everywhere, and a token set on one element signs in both', async () => {
    const container = mount('<fx-test-widget id="one"></fx-test-widget><fx-test-widget id="two"></fx-test-widget>')
    const one = container.querySelector('#one') as TestElement
    const two = container.querySelector('#two') as TestElement
    await waitFor(() => inShadow(two, '.session'), 'render')
    equal(getCore(), core)
    equal((globalThis as Record<symbol, unknown>)[Symbol.for('fx.core')], core)
    equal(text(two, '.session'), 'anonymous')
    one.token = 'tok-1'
    equal(core.session.accessToken.value, 'tok-1')
    equal(one.hasAttribute('token'), false, 'the token is never an attribute')
    equal(one.token, undefined, 'the token cannot be read back')
    await waitFor(() => text(two, '.session') === 'signed-in', 'the other element sees the session')
    await waitFor(
      () =>
        api.requests.some((r) => r.url.pathname === '/api/v1/me' && r.headers.get('authorization') === 'Bearer tok-1'),
      'GET me with the token',
    )
    one.token = null
    await waitFor(() => text(two, '.session') === 'anonymous', 'signed out everywhere')
  })

  it('takes a token set before the element was defined', async () => {
    const early = document.createElement('fx-test-late') as HTMLElement & { token?: string }
    early.token = 'tok-early'
    mount('').append(early)
    defineWidget('fx-test-late', TestWidget, {
      attributes: testAttributes,
      properties: testProperties,
      events: testEvents,
    })
    await waitFor(() => early.shadowRoot?.querySelector('.session'), 'upgrade')
    equal(core.session.accessToken.value, 'tok-early')
  })

  it('takes over rich properties and camelCase attributes set before the element was defined', async () => {
    const early = document.createElement('fx-test-lazy') as HTMLElement & { filters?: { q: string } }
    early.filters = { q: 'before' }
    // what React 19 writes for <fx-test-lazy apiBase="…"> before the definition: the name lowercased
    early.setAttribute('apibase', 'https://exchange.example')
    mount('').append(early)
    const lazy = defineWidget('fx-test-lazy', TestWidget, {
      attributes: testAttributes,
      properties: testProperties,
      events: testEvents,
    })
    ok(lazy.element)
    await waitFor(() => propsOf(early).filters?.q === 'before', 'the early property')
    equal(propsOf(early).apiBase, 'https://exchange.example', 'the lowercased attribute')
    equal(Object.hasOwn(early, 'filters'), false, 'no own property left over the accessor')
  })

  it('takes a rich value with the same content as no change', async () => {
    const el = await create('<fx-test-widget></fx-test-widget>')
    el.filters = { q: 'steel' }
    await waitFor(() => propsOf(el).filters?.q === 'steel', 'the first value')
    const first = el.filters
    el.filters = { q: 'steel' }
    equal(el.filters, first, 'the same content keeps the value the widget has')
    el.filters = { q: 'iron' }
    await waitFor(() => propsOf(el).filters?.q === 'iron', 'a new content')
    // the widget reports another value (the user's own search): the content set before is a change again
    let reported: unknown
    el.addEventListener('fx-test-ping', (event) => {
      reported = (event as CustomEvent<{ filters?: unknown }>).detail.filters
    })
    await click(inShadow(el, '.report') as HTMLElement)
    await waitFor(() => reported, 'the widget reported its own value')
    const before = el.filters
    el.filters = { q: 'iron' }
    ok(el.filters !== before, 'taken again after the widget reported another value')
    el.filters = { q: 'iron' }
    ok(el.filters !== before && el.filters?.q === 'iron')
  })

  it('switches the language of one element live when its lang attribute changes', async () => {
    const container = mount(
      '<fx-test-widget lang="en" id="en"></fx-test-widget><fx-test-widget id="plain"></fx-test-widget>',
    )
    const en = container.querySelector('#en') as TestElement
    const plain = container.querySelector('#plain') as TestElement
    await waitFor(() => text(en, '.text') === 'Search', 'English text')
    await waitFor(() => text(plain, '.text') === 'Найти', 'the other element keeps the page language')
    en.setAttribute('lang', 'ru')
    await waitFor(() => text(en, '.text') === 'Найти', 'switched to Russian')
    en.setAttribute('lang', 'EN-gb')
    await waitFor(() => text(en, '.text') === 'Search', 'en-GB is English')
    equal(text(plain, '.text'), 'Найти')
    equal(core.i18n.language.value, 'ru', "one element's lang does not change the page's")
    en.removeAttribute('lang')
    await waitFor(() => text(en, '.text') === 'Найти', 'back to the page language')
  })

  it('keeps signal state and attributes when the element is moved (it remounts its tree)', async () => {
    const el = await create('<fx-test-widget label="moved"></fx-test-widget>')
    await click(inShadow(el, '.ping') as HTMLElement)
    await click(inShadow(el, '.ping') as HTMLElement)
    await waitFor(() => text(el, '.count') === '2', 'two clicks')
    const before = inShadow(el, '.props')
    mount('').append(el)
    await waitFor(() => inShadow(el, '.props') && inShadow(el, '.props') !== before, 'remounted')
    equal(text(el, '.count'), '2', 'host state survived')
    equal(propsOf(el).label, 'moved')
  })

  it('refuses a second definition of a tag with a warning, without throwing', async () => {
    const warnings = await captureWarnings(() => {
      const again = defineWidget('fx-test-widget', () => null, { attributes: z.object({}) })
      equal(again.element, undefined)
    })
    equal(warnings.length, 1)
    ok(warnings[0]?.includes('<fx-test-widget> is already defined'), warnings[0])
  })

  it('warns when a later element asks for another api-base', async () => {
    const warnings = await captureWarnings(async () => {
      await create('<fx-test-widget api-base="https://other.test"></fx-test-widget>')
    })
    ok(
      warnings.some((w) => w.includes('api-base="https://other.test"')),
      String(warnings),
    )
    equal(core.api.baseUrl, 'https://api.test')
  })

  after(() => cleanup())
})
