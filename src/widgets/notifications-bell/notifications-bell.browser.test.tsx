/** `<fx-notifications-bell>` in real Chromium on a fake exchange API and a fake EventSource. */
import { sampleUser } from '../../core/api/testing'
import type { NotificationCounts } from '../../core/contract/notifications'
import {
  afterEach,
  click,
  deepEqual,
  describe,
  equal,
  inShadow,
  it,
  manualClock,
  mount,
  ok,
  press,
  sleep,
  waitFor,
} from '../testing/harness'
import './element'
import { allInShadow as all, describeWidget, listen } from '../testing/widget-suite'
import {
  countsNow,
  FakeEventSource,
  fakeNotifications,
  requestsTo,
  resetNotifications,
  setUpNotificationsCore,
  testNotification,
} from './fake-notifications-api'
import { mergeNotifications, resolveLink } from './list'
import { type EventSourceLike, POLL_MAX_MS, pollDelay, startLive, type Timers } from './live'
import { relativeTime } from './time'

const core = setUpNotificationsCore()

type El = HTMLElementTagNameMap['fx-notifications-bell']

const bell = (el: Element) => inShadow<HTMLButtonElement>(el, '.nb-bell') as HTMLButtonElement
const badge = (el: Element) => inShadow(el, '.nb-badge:not(.nb-badge-transport)')?.textContent ?? null
const transportBadge = (el: Element) => inShadow(el, '.nb-badge-transport')?.textContent ?? null
const items = (el: Element) => all<HTMLButtonElement>(el, '.nb-item')

async function signIn() {
  await core.session.signIn('tok-1', sampleUser())
}

async function create(html = '<fx-notifications-bell></fx-notifications-bell>'): Promise<El> {
  const container = mount(html)
  const el = container.querySelector('fx-notifications-bell') as El
  await waitFor(() => inShadow(el, '.nb-bell'), 'the bell')
  return el
}

/** A signed-in bell whose stream has sent the current counts. */
async function live(html?: string): Promise<{ el: El; stream: FakeEventSource }> {
  await signIn()
  const el = await create(html)
  const stream = await waitFor(() => FakeEventSource.last, 'the stream')
  stream.emit('count', countsNow())
  await waitFor(() => badge(el) === '4', 'the unread badge')
  return { el, stream }
}

async function openPanel(el: El) {
  await click(bell(el))
  await waitFor(() => items(el).length > 0, 'the list')
}

describeWidget('fx-notifications-bell', () => {
  afterEach(() => {
    core.session.signOut('user')
    resetNotifications()
  })

  it('signed out: a muted bell and no request, no stream', async () => {
    resetNotifications()
    const el = await create()
    ok(bell(el).disabled, 'the bell is disabled')
    ok(bell(el).getAttribute('aria-label')?.includes('Войдите'), 'it says why')
    await sleep(100)
    equal(FakeEventSource.instances.length, 0, 'no stream')
    equal(requestsTo('/api/v1/notifications/count').length, 0, 'no request')
    equal(requestsTo('/api/v1/notifications').length, 0, 'no request')
  })

  it('signed in: streams with ?token= and the language, and shows the unread and transport counts', async () => {
    resetNotifications()
    const { el, stream } = await live()
    equal(stream.url.pathname, '/api/v1/notifications/stream')
    equal(stream.url.searchParams.get('token'), 'tok-1')
    equal(stream.url.searchParams.get('lang'), 'ru')
    equal(transportBadge(el), '1')
    const label = bell(el).getAttribute('aria-label') ?? ''
    ok(label.includes('4 непрочитанных') && label.includes('из них 1 по транспорту'), label)
    equal(bell(el).getAttribute('aria-expanded'), 'false')
    const region = inShadow(el, '[aria-live="polite"]')
    ok(region?.textContent?.includes('4 непрочитанных'), 'the count is announced')
    stream.emit('count', { count: 120, transports: 0 })
    await waitFor(() => badge(el) === '99+', 'a capped badge')
    equal(transportBadge(el), null)
  })

  it('neither badge covers the bell glyph, even at 99+ and 99+', async () => {
    resetNotifications()
    const { el, stream } = await live()
    stream.emit('count', { count: 120, transports: 150 })
    await waitFor(() => badge(el) === '99+' && transportBadge(el) === '99+', 'two wide badges')
    const icon = inShadow(el, '.nb-icon')!.getBoundingClientRect()
    const badges = all(el, '.nb-badge').map((b) => b.getBoundingClientRect())
    // points on the glyph (viewBox 24): the dome, its sides, the rim's ends, the clapper
    const glyph: [number, number][] = [
      [12, 12],
      [6, 14],
      [18, 14],
      [4, 18.5],
      [20, 18.5],
      [12, 21],
    ]
    for (const [gx, gy] of glyph) {
      const x = icon.left + (gx / 24) * icon.width
      const y = icon.top + (gy / 24) * icon.height
      const covered = badges.some((r) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom)
      ok(!covered, `glyph point ${gx},${gy} is covered by a badge`)
    }
  })

  it('keeps the glyph visible on the open bell when a dark header made it white', async () => {
    resetNotifications()
    const { el } = await live('<fx-notifications-bell style="--fx-bell-color: #ffffff"></fx-notifications-bell>')
    await click(bell(el))
    await waitFor(() => bell(el).getAttribute('aria-expanded') === 'true', 'the open bell')
    const fill = getComputedStyle(inShadow(el, '.nb-icon')!).fill
    const ground = getComputedStyle(bell(el)).backgroundColor
    ok(fill !== 'rgb(255, 255, 255)', `the open glyph is ${fill} on ${ground}`)
    ok(fill !== ground, 'glyph and ground differ')
  })

  it('opens the panel with the latest ten, newest first, and pages with "show more"', async () => {
    resetNotifications()
    const { el } = await live()
    await openPanel(el)
    equal(bell(el).getAttribute('aria-expanded'), 'true')
    const first = requestsTo('/api/v1/notifications').at(-1)
    equal(first?.url.searchParams.get('limit'), '10')
    equal(first?.url.searchParams.get('offset'), '0')
    equal(items(el).length, 10)
    deepEqual(
      items(el).map((item) => Number(item.dataset.id)),
      [14, 13, 12, 11, 10, 9, 8, 7, 6, 5],
    )
    equal(items(el).filter((item) => item.hasAttribute('data-unread')).length, 4)
    const top = items(el)[0] as HTMLElement
    equal(top.querySelector('.nb-item-title')?.textContent, 'Уведомление 14')
    equal(top.querySelector('.nb-item-body')?.textContent, 'Текст уведомления 14')
    equal(top.querySelector('time')?.textContent, '5 минут назад')
    ok(items(el)[1]?.querySelector('.nb-chip'), 'the transport one is marked')

    const more = await waitFor(() => all<HTMLButtonElement>(el, '.fx-load-more button')[0], 'the "show more" button')
    await click(more)
    await waitFor(() => items(el).length === 14, 'all 14')
    equal(requestsTo('/api/v1/notifications').at(-1)?.url.searchParams.get('offset'), '10')
    ok(!inShadow(el, '.fx-load-more'), 'nothing more to load')
  })

  it('marks a notification read when it is opened, and fires fx-notification-open', async () => {
    resetNotifications()
    const opened = listen('fx-notification-open')
    const { el } = await live()
    await openPanel(el)
    const target = items(el).find((item) => item.dataset.id === '12') as HTMLButtonElement
    await click(target)
    await waitFor(() => opened.length === 1, 'the event')
    deepEqual(opened[0]?.detail, { id: 12, link: '/cargos/details/12' })
    ok(opened[0]?.composed && opened[0]?.bubbles, 'composed and bubbling')
    equal(requestsTo('/api/v1/notifications/read').at(-1)?.url.searchParams.get('id'), '12')
    await waitFor(() => badge(el) === '3', 'the badge follows the answer')
    ok(
      !items(el)
        .find((item) => item.dataset.id === '12')
        ?.hasAttribute('data-unread'),
      'read now',
    )

    // opening a read one fires the event again without another request
    const before = requestsTo('/api/v1/notifications/read').length
    await click(items(el).find((item) => item.dataset.id === '12') as HTMLButtonElement)
    await waitFor(() => opened.length === 2, 'the second event')
    equal(requestsTo('/api/v1/notifications/read').length, before)
  })

  it('lets the page cancel the navigation of `navigate`', async () => {
    resetNotifications()
    listen('fx-notification-open', (event) => event.preventDefault())
    const { el } = await live('<fx-notifications-bell navigate></fx-notifications-bell>')
    await openPanel(el)
    const href = location.href
    await click(items(el)[0] as HTMLButtonElement)
    await sleep(100)
    equal(location.href, href, 'the page stayed')
  })

  it('marks all read', async () => {
    resetNotifications()
    const { el } = await live()
    await openPanel(el)
    const markAll = inShadow<HTMLButtonElement>(el, '.nb-mark-all') as HTMLButtonElement
    await click(markAll)
    await waitFor(() => badge(el) === null, 'no badge')
    equal(requestsTo('/api/v1/notifications/read').at(-1)?.url.searchParams.get('id'), 'all')
    equal(items(el).filter((item) => item.hasAttribute('data-unread')).length, 0)
    ok(markAll.disabled, 'nothing left to mark')
    ok(bell(el).getAttribute('aria-label')?.includes('нет непрочитанных'), 'the label says so')
  })

  it('live: a streamed notification is prepended to the open list and the badge follows', async () => {
    resetNotifications()
    const { el, stream } = await live()
    await openPanel(el)
    const fresh = testNotification(15, {
      title: 'Новая задача для машины А123ВС 116',
      created_at: new Date().toISOString(),
      is_transport: true,
    })
    fakeNotifications.items.push(fresh)
    stream.emit('notification', fresh)
    stream.emit('count', countsNow())
    await waitFor(() => items(el)[0]?.dataset.id === '15', 'the new one on top')
    equal(items(el)[0]?.querySelector('time')?.textContent, 'сейчас')
    await waitFor(() => badge(el) === '5' && transportBadge(el) === '2', 'the new counts')
    // a replayed copy is not shown twice
    stream.emit('notification', fresh)
    await sleep(50)
    equal(items(el).filter((item) => item.dataset.id === '15').length, 1)
  })

  it('keyboard: the panel takes focus, arrows move between items, Escape closes back to the bell', async () => {
    resetNotifications()
    const { el } = await live()
    bell(el).focus()
    await press('Enter')
    await waitFor(() => items(el).length > 0, 'the list')
    const panel = inShadow(el, '.nb-panel') as HTMLElement
    equal(panel.getAttribute('role'), 'dialog')
    equal(bell(el).getAttribute('aria-controls'), panel.id)
    await waitFor(() => el.shadowRoot?.activeElement === panel, 'focus in the panel')
    ;(items(el)[0] as HTMLButtonElement).focus()
    await press('ArrowDown')
    equal(el.shadowRoot?.activeElement, items(el)[1])
    await press('End')
    equal(el.shadowRoot?.activeElement, items(el).at(-1))
    await press('Escape')
    await waitFor(() => !inShadow(el, '.nb-panel'), 'closed')
    equal(el.shadowRoot?.activeElement, bell(el))
    equal(bell(el).getAttribute('aria-expanded'), 'false')
  })

  it('speaks English with lang="en", the stream included', async () => {
    resetNotifications()
    const { el, stream } = await live('<fx-notifications-bell lang="en"></fx-notifications-bell>')
    equal(stream.url.searchParams.get('lang'), 'en')
    ok(bell(el).getAttribute('aria-label')?.includes('4 unread'), 'English label')
    await openPanel(el)
    equal(items(el)[0]?.querySelector('time')?.textContent, '5 minutes ago')
    equal(inShadow(el, '.nb-mark-all')?.textContent, 'Mark all as read')
    equal(inShadow(el, '.nb-all')?.textContent, 'All notifications')
    ok(inShadow<HTMLAnchorElement>(el, '.nb-all')?.href.endsWith('/account/notifications'), 'the default list-url')
  })

  it('signing out closes the stream and mutes the bell', async () => {
    resetNotifications()
    const { el, stream } = await live()
    core.session.signOut('user')
    await waitFor(() => bell(el).disabled, 'muted')
    // the stream closes in an effect's cleanup, which Preact runs after the render that mutes the bell
    await waitFor(() => stream.closed, 'the stream is closed')
  })

  it('falls back to polling the count when the stream fails', async () => {
    resetNotifications()
    const { el, stream } = await live()
    // the back-off's seconds pass on a hand-turned clock, not the wall clock
    const clock = manualClock()
    try {
      stream.fail()
      ok(stream.closed, 'the broken stream is closed')
      // the first poll comes after 5 s (the back-off itself is unit-tested below with fake timers)
      fakeNotifications.items[10]!.is_read = true
      await clock.advance(5000)
      await waitFor(() => requestsTo('/api/v1/notifications/count').length > 0, 'a poll')
      equal(requestsTo('/api/v1/notifications/count')[0]?.url.searchParams.get('with_transport'), '1')
      await waitFor(() => badge(el) === '3', 'the polled count')
      // a successful poll tries the stream again
      await waitFor(() => FakeEventSource.instances.length === 2, 'a new stream')
    } finally {
      clock.restore()
    }
  })
})

describe('notifications bell: pure parts', () => {
  it('pollDelay: 5 s doubling to 5 min', () => {
    deepEqual(
      [0, 1, 2, 3, 4, 5, 6, 7, 20].map(pollDelay),
      [5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000, 300_000],
    )
    equal(POLL_MAX_MS, 300_000)
    equal(pollDelay(-1), 5_000)
  })

  it('relativeTime in both languages', () => {
    const now = Date.parse('2026-05-03T12:00:00Z')
    const ago = (ms: number) => new Date(now - ms).toISOString()
    equal(relativeTime(ago(10_000), 'ru', now), 'сейчас')
    equal(relativeTime(ago(10_000), 'en', now), 'now')
    equal(relativeTime(ago(5 * 60_000), 'ru', now), '5 минут назад')
    equal(relativeTime(ago(3 * 3600_000), 'en', now), '3 hours ago')
    equal(relativeTime(ago(26 * 3600_000), 'ru', now), 'вчера')
    equal(relativeTime(ago(26 * 3600_000), 'en', now), 'yesterday')
    equal(relativeTime(ago(14 * 86_400_000), 'en', now), '2 weeks ago')
    ok(relativeTime(ago(60 * 86_400_000), 'en', now).includes('2026'), 'old ones show the date')
  })

  it('resolveLink follows only http(s), relative to link-base', () => {
    equal(resolveLink('/cargos/details/1', 'https://exchange.example'), 'https://exchange.example/cargos/details/1')
    equal(resolveLink('/account/notifications'), `${location.origin}/account/notifications`)
    equal(resolveLink('javascript:alert(1)'), null)
  })

  it('mergeNotifications replaces duplicates', () => {
    const list = [testNotification(3), testNotification(2), testNotification(1)]
    deepEqual(
      mergeNotifications(list, [testNotification(4), testNotification(3)], true).map((n) => n.id),
      [4, 3, 2, 1],
    )
    deepEqual(
      mergeNotifications(list, [testNotification(1), testNotification(0)], false).map((n) => n.id),
      [3, 2, 1, 0],
    )
  })

  it('startLive: stream error → polls with back-off, resets on success, retries the stream', async () => {
    // fake timers: a queue of (due, callback), run by advancing the clock
    let clock = 0
    let queue: Array<{ due: number; run: () => void; id: number }> = []
    let nextId = 1
    const timers: Timers = {
      set: (run, ms) => {
        const id = nextId++
        queue.push({ due: clock + ms, run, id })
        return id
      },
      clear: (id) => {
        queue = queue.filter((entry) => entry.id !== id)
      },
      now: () => clock,
    }
    const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
    /** Runs the timer due next; answers the pause it waited. */
    const advance = async () => {
      queue.sort((a, b) => a.due - b.due)
      const entry = queue.shift()
      ok(entry, 'a timer is pending')
      const waited = entry.due - clock
      clock = entry.due
      entry.run()
      await flush()
      await flush()
      return waited
    }
    const sources: Array<EventSourceLike & { fail(): void; closed: boolean }> = []
    class Source {
      closed = false
      onopen: ((event: Event) => void) | null = null
      onerror: ((event: Event) => void) | null = null
      constructor() {
        sources.push(this)
      }
      addEventListener() {}
      close() {
        this.closed = true
      }
      fail() {
        this.onerror?.(new Event('error'))
      }
    }
    const answers: Array<'ok' | 'fail'> = ['fail', 'fail', 'fail', 'ok', 'ok']
    const seen: NotificationCounts[] = []
    const modes: string[] = []
    const liveConnection = startLive({
      streamUrl: () => 'https://api.test/api/v1/notifications/stream?token=t',
      fetchCounts: async () => {
        if (answers.shift() === 'fail') throw new Error('down')
        return { count: 2, transports: 1 }
      },
      onCounts: (counts) => seen.push(counts),
      onNotification: () => {},
      EventSource: Source,
      timers,
      onModeChange: (mode) => modes.push(mode),
    })
    equal(liveConnection.mode, 'stream')
    equal(sources.length, 1)

    sources[0]?.fail()
    ok(sources[0]?.closed, 'the failed stream is closed')
    equal(liveConnection.mode, 'polling')
    deepEqual([await advance(), await advance(), await advance()], [5_000, 10_000, 20_000], 'doubling pauses')
    equal(liveConnection.pollFailures, 3)
    equal(await advance(), 40_000, 'then a success…')
    deepEqual(seen, [{ count: 2, transports: 1 }])
    equal(liveConnection.pollFailures, 0, '…resets the back-off')
    // the stream failed 75 s ago, more than its own 5 s back-off: it is tried again
    equal(sources.length, 2)
    equal(liveConnection.mode, 'stream')

    // the stream fails again at once: two stream failures → no new stream for 10 s; polls every 5 s meanwhile
    sources[1]?.fail()
    equal(liveConnection.streamFailures, 2)
    equal(await advance(), 5_000)
    equal(sources.length, 2, 'too soon for the stream')
    equal(liveConnection.mode, 'polling')
    liveConnection.stop()
    equal(queue.length, 0, 'stop clears the timer')
    deepEqual(modes, ['stream', 'polling', 'stream', 'polling', 'stopped'])
  })
})
