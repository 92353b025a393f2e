/** `<fx-order-tracking>` in real Chromium on a fake exchange API. */
import { sampleUser } from '../../core/api/testing'
import { type OrderTracking, orderTracking } from '../../core/contract/tracking'
import { createFakeExchange, refuse, setUpCore } from '../testing/fake-exchange'
import { afterEach, equal, inShadow, it, mount, ok, waitFor } from '../testing/harness'
import { describeWidget } from '../testing/widget-suite'
import './element'

const api = createFakeExchange()
const core = setUpCore(api)

type El = HTMLElementTagNameMap['fx-order-tracking']

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString()

function sample(): OrderTracking {
  return {
    order_id: 5,
    number: '3-5',
    status: 'on_way',
    sharing: true,
    last: { lat: 48.42, lon: 43.38, accuracy: 20, recorded_at: at(3.5), source: 'browser' },
    stale: false,
    distance_left_km: 106.4,
    route_km: 470,
    pace_kmh: 66,
    eta: new Date(Date.now() + 2 * 3_600_000).toISOString(),
    unload_by: new Date(Date.now() - 3_600_000).toISOString(),
    late: true,
    near: null,
    route: [
      { kind: 'loading', name: 'Таганрог', lat: 47.24, lon: 38.9, date: null, time_from: null, time_to: null },
      { kind: 'unloading', name: 'Волгоград', lat: 48.71, lon: 44.51, date: null, time_from: null, time_to: null },
    ],
    track: [
      { lat: 47.24, lon: 38.9, accuracy: 20, recorded_at: at(300), source: 'browser' },
      { lat: 47.9, lon: 41, accuracy: 20, recorded_at: at(120), source: 'browser' },
      { lat: 48.42, lon: 43.38, accuracy: 20, recorded_at: at(3.5), source: 'browser' },
    ],
  }
}

api.on(orderTracking, ({ params }) => (params.id === 5 ? { data: sample() } : refuse(404, 'not found')))

async function create(html: string): Promise<El> {
  const container = mount(html)
  container.style.width = '640px'
  return container.querySelector('fx-order-tracking') as El
}

describeWidget('fx-order-tracking', () => {
  afterEach(async () => {
    await core.session.signOut()
    api.requests.length = 0
  })

  it('signed out, says who may see the truck and asks nothing', async () => {
    const el = await create('<fx-order-tracking order-id="5"></fx-order-tracking>')
    await waitFor(() => inShadow(el, '.fx-state'), 'the notice')
    ok(inShadow(el, '.fx-state')?.textContent?.includes('Войдите'))
    equal(api.requests.length, 0)
  })

  it('shows the truck, the track and the figures, and reports them', async () => {
    await core.session.signIn('tok-1', sampleUser({ roles: ['shipper'] }))
    const updates: FxEvents['fx-tracking-update'][] = []
    const listener = (event: Event) => updates.push(event as FxEvents['fx-tracking-update'])
    document.addEventListener('fx-tracking-update', listener)
    try {
      const el = await create('<fx-order-tracking order-id="5" lang="en"></fx-order-tracking>')
      const truck = await waitFor(() => inShadow(el, '.fx-tm-truck'), 'the truck on the map')
      equal(truck.getAttribute('data-at'), '48.42,43.38')
      equal(inShadow(el, '.fx-tm-track')?.getAttribute('data-points'), '3')
      equal(inShadow(el, '[part="title"]')?.textContent, 'Order 3-5: where the truck is')
      equal(inShadow(el, '[data-fact="last-seen"] dd')?.textContent, '3 minutes ago')
      equal(inShadow(el, '[data-fact="distance-left"] dd')?.textContent, '106 km')
      ok(inShadow(el, '[data-tag="late"]')?.textContent?.startsWith('Late by'))
      await waitFor(() => updates.length > 0, 'fx-tracking-update')
      equal(updates[0]?.detail.orderId, 5)
      equal(updates[0]?.detail.late, true)
      el.setAttribute('lang', 'ru')
      await waitFor(() => inShadow(el, '[part="title"]')?.textContent === 'Заказ 3-5: где машина', 'Russian')
    } finally {
      document.removeEventListener('fx-tracking-update', listener)
    }
  })

  it("says so for an order that is not the user's", async () => {
    await core.session.signIn('tok-1', sampleUser({ roles: ['shipper'] }))
    const el = await create('<fx-order-tracking order-id="6" lang="en"></fx-order-tracking>')
    await waitFor(() => inShadow(el, '.fx-state'), 'the notice')
    ok(inShadow(el, '.fx-state')?.textContent?.includes('not found'))
  })
})
