/**
 * The script-tag entry's first paint (./paint-first-view.ts) and the widget taking it over: the element is drawn
 * before the widget's code is loaded (this file imports ./element only in the test), then upgrades in the same
 * shadow root with the same cards, without asking for them again and without a skeleton in between.
 */

import { resolveApiBase } from '../../core/config/config'
import { defaultCargoSort } from '../../core/contract/cargo'
import { parseLanguage } from '../../core/contract/langs'
import { lastRoutesKey } from '../../core/session/last-routes'
import { languageStorageKey, sessionKeys } from '../../core/session/storage-keys'
import { afterEach, cleanup, deepEqual, describe, equal, inShadow, it, mount, ok, waitFor } from '../testing/harness'
import { cargoApi, requestsTo, resetFake, setUpCargoCore } from './fake-cargo-api'
import { apiBaseOf, firstPage, firstPageRequest, languageOf, type PageFacts } from './first-page-request'
import { paint } from './paint-first-view'
import { attributes } from './schema'

setUpCargoCore()

const ids = (el: Element) =>
  [...(el.shadowRoot?.querySelectorAll('article[part="card"]') ?? [])].map((card) => card.getAttribute('data-cargo-id'))

describe('the first paint of the script-tag entry', () => {
  afterEach(async () => {
    resetFake()
    localStorage.clear()
    await cleanup()
  })

  it('repeats core’s facts as they are', () => {
    // the request module imports nothing at run time; what it repeats of core must be core's
    const defaults = attributes._zod.def.shape
    equal(firstPage.sort, defaultCargoSort)
    equal(firstPage.sort, defaults.sort._zod.def.defaultValue as unknown as string)
    equal(firstPage.limit, defaults.pageSize._zod.def.defaultValue as unknown as number)
    for (const value of ['en', 'EN-gb', ' ru ', 'de', '', null, 7])
      equal(languageOf(value), parseLanguage(value), `${value}`)
    const origins = ['https://crm.test', 'null', '']
    const attributesTried = [null, '', '/', 'https://api.test/', 'https://api.test/api', '/exchange/api/', ' x ']
    for (const origin of origins) {
      for (const attribute of attributesTried) {
        for (const config of [undefined, { apiBase: 'https://config.test/api/' }]) {
          const core = resolveApiBase(attribute, config, origin === 'null' || origin === '' ? null : origin)
          equal(apiBaseOf(attribute, config, origin), core, `${attribute} ${JSON.stringify(config)} ${origin}`)
        }
      }
    }
    const facts = (stored: Record<string, string>): PageFacts => ({
      config: undefined,
      stored: (key) => stored[key] ?? null,
      origin: 'https://crm.test',
    })
    const el = mount('<fx-cargo-search></fx-cargo-search>').querySelector('fx-cargo-search') as HTMLElement
    equal(firstPageRequest(el, facts({ [sessionKeys.accessToken]: 't' })), null, 'the session key')
    equal(firstPageRequest(el, facts({ [lastRoutesKey]: '[{}]' })), null, 'the recent routes key')
    equal(firstPageRequest(el, facts({ [languageStorageKey]: 'en' }))?.lang, 'en', 'the language key')
  })

  it('draws for a visitor’s unfiltered search only', () => {
    const one = (html: string) => mount(html).querySelector('fx-cargo-search') as HTMLElement
    const firstPageLang = (el: Element) => firstPageRequest(el)?.lang ?? null
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
    const request = firstPageRequest(el)
    equal(request?.url, 'https://api.test/api/v1/cargos?limit=20&offset=0&sort=-created_at')
    const headers = { Accept: 'application/json', 'Accept-Language': 'en' }
    await paint({ element: el, lang: 'en', answer: cargoApi.fetch(request?.url ?? '', { headers }) })
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
