/**
 * The script-tag entry's first paint (./paint-first-view.ts) and the widget taking it over: the element is drawn
 * before the widget's code is loaded (this file imports ./element only in the test), then upgrades in the same
 * shadow root with the same cards, without asking for them again and without a skeleton in between.
 */
import { afterEach, cleanup, deepEqual, describe, equal, inShadow, it, mount, ok, waitFor } from '../testing/harness'
import { cargoApi, requestsTo, resetFake, setUpCargoCore } from './fake-cargo-api'
import { firstPageLang, paint } from './paint-first-view'

setUpCargoCore()

const ids = (el: Element) =>
  [...(el.shadowRoot?.querySelectorAll('article[part="card"]') ?? [])].map((card) => card.getAttribute('data-cargo-id'))

describe('the first paint of the script-tag entry', () => {
  afterEach(async () => {
    resetFake()
    localStorage.clear()
    await cleanup()
  })

  it('draws for a visitor’s unfiltered search only', () => {
    const one = (html: string) => mount(html).querySelector('fx-cargo-search') as HTMLElement
    equal(firstPageLang(one('<fx-cargo-search lang="en" theme="dark" page-size="20"></fx-cargo-search>')), 'en')
    equal(firstPageLang(one('<fx-cargo-search sort="-created_at"></fx-cargo-search>')), 'ru')
    equal(firstPageLang(one('<fx-cargo-search compact></fx-cargo-search>')), null, 'compact cards')
    equal(firstPageLang(one('<fx-cargo-search page-size="10"></fx-cargo-search>')), null, 'another page size')
    equal(firstPageLang(one('<fx-cargo-search sort="price"></fx-cargo-search>')), null, 'another order')
    equal(firstPageLang(one('<fx-cargo-search hide-filters></fx-cargo-search>')), null, 'no filter column')
    const withToken = one('<fx-cargo-search></fx-cargo-search>')
    Object.assign(withToken, { token: 'abc' })
    equal(firstPageLang(withToken), null, 'a token set before the upgrade')
    localStorage.setItem('accessToken', 'stored')
    equal(firstPageLang(one('<fx-cargo-search></fx-cargo-search>')), null, 'a signed-in session')
    localStorage.clear()
    localStorage.setItem('lastThreeFilterRoutes', '[{"start":1,"finish":2}]')
    equal(firstPageLang(one('<fx-cargo-search></fx-cargo-search>')), null, 'recent routes to show')
    localStorage.setItem('lastThreeFilterRoutes', 'not json')
    localStorage.setItem('language', 'en')
    equal(firstPageLang(one('<fx-cargo-search></fx-cargo-search>')), 'en', 'the stored language')
  })

  it('is taken over by the widget: the same cards, not asked again, no skeleton between', async () => {
    const el = mount('<fx-cargo-search lang="en" api-base="https://api.test"></fx-cargo-search>').querySelector(
      'fx-cargo-search',
    ) as HTMLElement
    await paint(el, 'en', cargoApi.fetch)
    const drawn = ids(el)
    equal(drawn.length, 20, 'the first page drawn')
    equal(inShadow(el, '.cs-count')?.textContent, '45 cargos found')
    equal(requestsTo('/api/v1/cargos').length, 1, 'one request: the first paint’s')

    const inserted: string[] = []
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element && (node.matches('.cs-card-skeleton') || node.querySelector('.cs-card-skeleton')))
            inserted.push('skeleton')
        }
      }
    }).observe(el.shadowRoot as ShadowRoot, { childList: true, subtree: true })

    await import('./element')
    await waitFor(() => inShadow(el, 'form.cs-filters'), 'the widget’s filter form (it has taken over)')
    deepEqual(ids(el), drawn, 'the same cards')
    equal(el.shadowRoot?.querySelectorAll('.fx-root').length, 1, 'one view in the root')
    deepEqual(inserted, [], 'no skeleton was shown')
    equal(requestsTo('/api/v1/cargos').length, 1, 'the page was not asked again')

    // the widget's own from here: "show more" asks for the next page
    const more = inShadow<HTMLButtonElement>(el, '.fx-load-more button')
    ok(more, 'show more')
    more.click()
    await waitFor(() => ids(el).length === 40, 'the second page')
    equal(requestsTo('/api/v1/cargos').at(-1)?.url.searchParams.get('offset'), '20')
  })
})
