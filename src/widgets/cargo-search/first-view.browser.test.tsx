/**
 * The first view the script-tag entry draws without the framework (./first-view.ts) is the widget's own first view,
 * element for element: for the same first page, in both languages and both renderers. When a card, the toolbar or
 * a kit piece they use changes, this fails until first-view.ts follows (else the cards would change under the
 * user's eyes when the widget takes over).
 */
import { afterEach, cleanup, describe, equal, inShadow, it, mount, ok, waitFor } from '../testing/harness'
import './element'
import { cargoApi, fake, resetFake, setUpCargoCore, testCargo } from './fake-cargo-api'
import { type FirstPageAnswer, firstView } from './first-view'
import { mismatchesWithIntl } from './first-view-format.samples'

setUpCargoCore()

/** What a node shows and how: tag, attributes (sorted; the ids a renderer makes up left out), text and children. */
function shape(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent)
  if (!(node instanceof Element)) return ''
  const attributes = [...node.attributes]
    .filter((a) => !['id', 'for', 'aria-controls'].includes(a.name))
    .map((a) => `${a.name}=${JSON.stringify(a.value)}`)
    .sort()
  const children: string[] = []
  for (const child of node.childNodes) {
    const part = shape(child)
    // adjacent text nodes (a renderer may split a text in two) read as one
    if (part.startsWith('"') && children.at(-1)?.startsWith('"')) {
      children.push(JSON.stringify(JSON.parse(children.pop() as string) + JSON.parse(part)))
    } else if (part) children.push(part)
  }
  return `<${node.localName} ${attributes.join(' ')}>${children.join('')}</${node.localName}>`
}

const firstPage = async (lang: string): Promise<FirstPageAnswer> => {
  const response = await cargoApi.fetch('https://api.test/api/v1/cargos?limit=20&offset=0&sort=-created_at', {
    headers: { Accept: 'application/json', 'Accept-Language': lang },
  })
  return (await response.json()) as FirstPageAnswer
}

/** The widget's view once its first results are there, and the first view drawn for the same page. */
async function both(lang: 'ru' | 'en') {
  const el = mount(`<fx-cargo-search lang="${lang}"></fx-cargo-search>`).querySelector('fx-cargo-search') as Element
  await waitFor(() => inShadow(el, 'article[part="card"]'), 'the widget’s first results')
  const widget = inShadow(el, '.fx-root') as HTMLElement
  const drawn = firstView(await firstPage(lang), lang, '-created_at').view
  return { widget, drawn }
}

/** The same part of both views, as shapes. */
const same = (views: { widget: HTMLElement; drawn: HTMLElement }, selector: string) => {
  const widget = views.widget.querySelector(selector)
  const drawn = views.drawn.querySelector(selector)
  ok(widget, `the widget shows ${selector}`)
  ok(drawn, `the first view shows ${selector}`)
  const [a, b] = [shape(drawn), shape(widget)]
  if (a === b) return
  let at = 0
  while (a[at] === b[at]) at++
  const around = (text: string) => text.slice(Math.max(0, at - 200), at + 120)
  equal(around(a), around(b), `${selector} differs at ${at}`)
}

describe('the first view drawn without the framework', () => {
  afterEach(async () => {
    resetFake()
    await cleanup()
  })

  for (const lang of ['ru', 'en'] as const) {
    it(`is the widget's first view, part for part (${lang})`, async () => {
      // a cargo without region, volume, type or price, and one with every fact, beside the usual ones
      fake.cargos.set(1, { ...testCargo(1), volume: null, cargo_type: null, price: null, price_per_km: null })
      fake.cargos.set(2, { ...testCargo(2), distance_km: null, load_date_to: testCargo(2).load_date_from })
      fake.cargos.set(3, { ...testCargo(3), company: { ...testCargo(3).company, name: '<b>ООО «Тест»</b>' } })
      const views = await both(lang)
      for (const part of ['.cs-filters-toggle', '.cs-toolbar', '.cs-results', '.fx-load-more']) same(views, part)
      // the filter column's placeholder, while the widget still shows it (its form replaces it soon after)
      if (views.widget.querySelector('.cs-filters[aria-busy="true"]')) same(views, '.cs-filters')
      // the layout boxes around them
      const boxes = (root: Element) =>
        [...root.querySelectorAll('.cs, .cs-body, .cs-side, .cs-main')].map((box) =>
          [box.localName, box.className, box.getAttribute('part'), box.getAttribute('data-filters')].join(' '),
        )
      equal(boxes(views.drawn).join('\n'), boxes(views.widget).join('\n'), 'the layout boxes')
      equal(views.drawn.getAttribute('lang'), lang)
      // user content is text, never markup
      ok(views.drawn.textContent?.includes('<b>ООО «Тест»</b>'), 'the company name as text')
      equal(views.drawn.querySelector('b'), null, 'no element from a name')
    })
  }

  it("writes numbers, money, loading days and plural forms as this browser's Intl does", () => {
    // the first view writes them without Intl (./first-view-format.ts); the widget writes them with it
    for (const lang of ['ru', 'en'] as const) equal(mismatchesWithIntl(lang).join('\n'), '', lang)
  })

  it('draws a screenful first and the rest after: the same view', async () => {
    const answer = await firstPage('ru')
    const whole = firstView(answer, 'ru', '-created_at').view
    const inTwo = firstView(answer, 'ru', '-created_at', 6)
    equal(inTwo.view.querySelectorAll('article').length, 6, 'a screenful first')
    inTwo.rest()
    equal(shape(inTwo.view), shape(whole))
  })

  it('counts past the cap and leaves "show more" out when all are shown', async () => {
    fake.total = 12_000
    const capped = await both('en')
    same(capped, '.cs-toolbar')
    same(capped, '.fx-load-more')
    await cleanup()
    fake.total = 7
    const all = await both('ru')
    same(all, '.cs-results')
    equal(all.drawn.querySelector('.fx-load-more'), null, 'no "show more" for 7 of 7')
    equal(all.widget.querySelector('.fx-load-more'), null)
  })
})
