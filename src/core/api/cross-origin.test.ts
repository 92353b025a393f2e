import { describe, expect, it, vi } from 'vitest'
import { createApiClient } from './client'
import { createCrossOriginExplainer, crossOriginMessage } from './cross-origin'

describe('the cross-origin explainer', () => {
  const page = 'http://crm.example'
  const exchange = 'https://exchange.example'

  it('says the page origin is not allowed when the exchange answers a no-cors request, once per exchange', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 200 }))
    const log = vi.fn()
    const explain = createCrossOriginExplainer(() => fetch, log)
    await explain(`${exchange}/`, page)
    await explain(exchange, page)
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch).toHaveBeenCalledWith(`${exchange}/api/health`, expect.objectContaining({ mode: 'no-cors' }))
    expect(log).toHaveBeenCalledTimes(1)
    expect(log.mock.calls[0]?.[0]).toBe(crossOriginMessage('origin-refused', exchange, page))
    expect(log.mock.calls[0]?.[0]).toContain(`not in the partner's allowed origins`)
  })

  it('tells the widgets too: a fx-config-problem event on the global object with the diagnosis', async () => {
    const target = new EventTarget()
    const seen: unknown[] = []
    target.addEventListener('fx-config-problem', (event) => seen.push((event as CustomEvent).detail))
    vi.stubGlobal('dispatchEvent', target.dispatchEvent.bind(target))
    try {
      const explain = createCrossOriginExplainer(() => async () => new Response(null, { status: 200 }), vi.fn())
      await explain(exchange, page)
    } finally {
      vi.unstubAllGlobals()
    }
    expect(seen).toEqual([{ kind: 'origin-refused', exchange, page }])
  })

  it('says the exchange does not answer when the probe fails too; nothing for the same origin or no page', async () => {
    const log = vi.fn()
    const failing = createCrossOriginExplainer(
      () => async () => {
        throw new TypeError('Failed to fetch')
      },
      log,
    )
    await failing(exchange, page)
    expect(log).toHaveBeenCalledWith(crossOriginMessage('unreachable', exchange, page))
    log.mockClear()
    await failing(page, page)
    await failing(exchange, undefined)
    await failing('', page)
    expect(log).not.toHaveBeenCalled()
  })

  it('the client asks on a network failure of a call to another origin, and still rejects with its error', async () => {
    vi.stubGlobal('location', { origin: page })
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const calls: string[] = []
      const api = createApiClient({
        baseUrl: exchange,
        retry: 0,
        reporter: () => {},
        fetch: async (input, init) => {
          calls.push(`${init?.mode ?? 'cors'} ${input instanceof Request ? input.url : String(input)}`)
          if (init?.mode === 'no-cors') return new Response(null)
          throw new TypeError('Failed to fetch')
        },
      })
      await expect(api.request({ method: 'GET', path: 'cargos' })).rejects.toMatchObject({ kind: 'network' })
      await vi.waitFor(() => expect(errors).toHaveBeenCalledTimes(1))
      expect(String(errors.mock.calls[0]?.[0])).toContain(`origin ${page} is not in the partner's allowed origins`)
      expect(calls.at(-1)).toBe(`no-cors ${exchange}/api/health`)
    } finally {
      errors.mockRestore()
      vi.unstubAllGlobals()
    }
  })
})
