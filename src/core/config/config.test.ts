import { afterEach, describe, expect, it } from 'vitest'
import {
  isMiniApp,
  isWhiteLabel,
  miniAppStartParam,
  parsePartnerWords,
  readBrowserConfig,
  resolveApiBase,
  resolveConfig,
} from './config'

describe('resolveApiBase', () => {
  it('attribute, then window.FX_CONFIG, then the page origin', () => {
    expect(resolveApiBase('https://a.test', { apiBase: 'https://b.test' }, 'https://page.test')).toBe('https://a.test')
    expect(resolveApiBase(null, { apiBase: 'https://b.test/' }, 'https://page.test')).toBe('https://b.test')
    expect(resolveApiBase(undefined, undefined, 'https://page.test')).toBe('https://page.test')
    expect(resolveApiBase('  ', {}, 'https://page.test')).toBe('https://page.test')
  })

  it('stays relative without an origin, resolves relative bases against it, drops a trailing /api', () => {
    expect(resolveApiBase(undefined, undefined)).toBe('')
    expect(resolveApiBase('/exchange/', null, 'https://page.test')).toBe('https://page.test/exchange')
    expect(resolveApiBase('https://x.test/api/', null)).toBe('https://x.test')
    expect(resolveApiBase('https://x.test/apis', null)).toBe('https://x.test/apis')
  })
})

describe('white label', () => {
  it('parses partner words from strings and arrays', () => {
    expect(parsePartnerWords('Acme, reseller;  acme')).toEqual(['acme', 'reseller'])
    expect(parsePartnerWords(['Acme', ''])).toEqual(['acme'])
    expect(parsePartnerWords(undefined)).toEqual([])
  })

  it('is active when the page address or the API address contains a partner word', () => {
    const words = ['acme']
    expect(isWhiteLabel('https://acme-logistics.example/cargos', 'https://api.exchange.test', words)).toBe(true)
    expect(isWhiteLabel('https://crm.example/', 'https://ACME.api.test', words)).toBe(true)
    expect(isWhiteLabel('https://crm.example/?partner=acme', '', words)).toBe(true)
    expect(isWhiteLabel('https://crm.example/', 'https://api.exchange.test', words)).toBe(false)
    expect(isWhiteLabel('https://acme.example/', 'https://api.exchange.test', [])).toBe(false)
    expect(isWhiteLabel('https://acme.example/', null, ['', ' '])).toBe(false)
    expect(isWhiteLabel(null, null, words)).toBe(false)
  })
})

describe('mini-app', () => {
  it('is flagged by tgWebAppStartParam in the query or the fragment', () => {
    expect(isMiniApp('https://page.test/?tgWebAppStartParam=cargo_15')).toBe(true)
    expect(miniAppStartParam('https://page.test/?tgWebAppStartParam=cargo_15')).toBe('cargo_15')
    expect(miniAppStartParam('https://page.test/#tgWebAppData=x&tgWebAppStartParam=abc')).toBe('abc')
    expect(miniAppStartParam('https://page.test/?tgWebAppStartParam=')).toBe('')
    expect(isMiniApp('https://page.test/?tgWebAppStartParam=')).toBe(true)
    expect(isMiniApp('https://page.test/?other=1')).toBe(false)
    expect(isMiniApp('/relative?tgWebAppStartParam=1')).toBe(true)
    expect(isMiniApp(undefined)).toBe(false)
  })
})

describe('resolveConfig', () => {
  it('combines the sources', () => {
    const config = resolveConfig({
      partnerAttribute: 'acme',
      windowConfig: {
        apiBase: 'https://api.acme.test',
        partnerWords: ['other'],
        lang: 'en',
        sentryDsn: 'https://k@sentry.acme.test/3',
      },
      pageUrl: 'https://crm.example/?tgWebAppStartParam=x',
      origin: 'https://crm.example',
    })
    expect(config).toEqual({
      apiBase: 'https://api.acme.test',
      partnerWords: ['acme', 'other'],
      whiteLabel: true,
      miniApp: true,
      miniAppStartParam: 'x',
      lang: 'en',
      sentryDsn: 'https://k@sentry.acme.test/3',
    })
  })

  it('has safe defaults', () => {
    expect(resolveConfig()).toEqual({
      apiBase: '',
      partnerWords: [],
      whiteLabel: false,
      miniApp: false,
      miniAppStartParam: null,
      lang: null,
      sentryDsn: null,
    })
  })
})

describe('readBrowserConfig', () => {
  const g = globalThis as { window?: unknown }
  afterEach(() => {
    delete g.window
  })

  it('reads window.FX_CONFIG and location', () => {
    g.window = {
      FX_CONFIG: { partnerWords: 'reseller' },
      location: { href: 'https://reseller.example/cargos', origin: 'https://reseller.example' },
    }
    expect(readBrowserConfig()).toMatchObject({
      apiBase: 'https://reseller.example',
      whiteLabel: true,
      miniApp: false,
    })
  })

  it('works without a window (node)', () => {
    expect(readBrowserConfig({ apiBaseAttribute: 'https://api.test' }).apiBase).toBe('https://api.test')
  })
})
