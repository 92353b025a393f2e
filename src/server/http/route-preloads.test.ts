import { describe, expect, it } from 'vitest'
import { preloadLinks, type RoutePreload, withPreloadLinks } from './route-preloads'

const list: RoutePreload[] = [
  {
    pattern: '^/cargos/search/?$',
    flags: 'i',
    scripts: ['/assets/SearchPage-a.js', '/assets/element-b.js'],
    styles: [],
  },
  {
    pattern: '^/cargos/orders/([^/]+?)/?$',
    flags: 'i',
    scripts: ['/assets/OrderPage-c.js'],
    styles: ['/assets/o.css'],
  },
]

const html = '<html><head>\n    <script type="module" src="/assets/index-x.js"></script>\n  </head><body></body></html>'

describe('the index.html of an address', () => {
  it('preloads the chunks and styles of the page the address shows, whatever its case and trailing slash', () => {
    expect(preloadLinks(list, '/Cargos/Search/')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/SearchPage-a.js">\n    <link rel="modulepreload" crossorigin href="/assets/element-b.js">',
    )
    expect(preloadLinks(list, '/cargos/orders/12')).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/o.css">',
    )
  })

  it('puts them at the end of the head, after the entry', () => {
    const page = withPreloadLinks(html, preloadLinks(list, '/cargos/orders/12'))
    expect(page.indexOf('OrderPage-c.js')).toBeGreaterThan(page.indexOf('index-x.js'))
    expect(page.indexOf('OrderPage-c.js')).toBeLessThan(page.indexOf('</head>'))
  })

  it('leaves the file as built for an address the list does not know', () => {
    expect(preloadLinks(list, '/cargos/searching')).toBe('')
    expect(withPreloadLinks(html, '')).toBe(html)
  })
})
