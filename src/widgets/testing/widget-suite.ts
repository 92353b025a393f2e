/**
 * The frame every widget's browser suite shares: the suite named with the renderer of this pass, the shadow root's
 * matches, and the `fx-*` events a test listens to on the document; after each test the listeners are dropped and
 * the mounted elements removed. Test-only, never part of a build.
 */
import { afterEach, cleanup, click, describe, equal, inShadow, ok, renderer, waitFor } from './harness'

const listeners: Array<() => void> = []

/** Events of a kind fired at the document while the test runs (each also handed to `handler`). */
export function listen<K extends keyof FxEvents>(name: K, handler?: (event: FxEvents[K]) => void): FxEvents[K][] {
  const seen: FxEvents[K][] = []
  const listener = (event: Event) => {
    seen.push(event as FxEvents[K])
    handler?.(event as FxEvents[K])
  }
  document.addEventListener(name, listener)
  listeners.push(() => document.removeEventListener(name, listener))
  return seen
}

/** Every match inside an element's shadow root. */
export const allInShadow = <E extends Element = HTMLElement>(el: Element, selector: string) =>
  [...(el.shadowRoot?.querySelectorAll<E>(selector) ?? [])] as E[]

/**
 * `describe` for a widget (or a kit piece in a widget) in this renderer's pass (`fx-cargo-search (preact)`): after
 * each test the document's listeners go and the test containers are removed, before the suite's own `afterEach`
 * (registered later, so run later) puts its fakes and session back.
 */
export function describeWidget(name: string, body: () => void): void {
  describe(`${name} (${renderer})`, () => {
    afterEach(async () => {
      for (const remove of listeners.splice(0)) remove()
      await cleanup()
    })
    body()
  })
}

/**
 * The searches' layout (cargo search `cs`, truck search `ts`): at 375 px the filters fold behind a toggle that
 * unfolds them without a sideways scroll; wide, the toggle is gone and the filters stand in a column beside the
 * results. `create(width)` mounts the widget in a container of that width.
 */
export async function checkFoldingFilters(prefix: string, create: (width: number) => Promise<Element>) {
  const narrow = await create(375)
  const toggle = inShadow(narrow, `.${prefix}-filters-toggle`) as HTMLElement
  const form = inShadow(narrow, `.${prefix}-filters`) as HTMLElement
  ok(getComputedStyle(toggle).display !== 'none', 'a toggle')
  equal(getComputedStyle(form).display, 'none', 'folded')
  equal(toggle.getAttribute('aria-expanded'), 'false')
  await click(toggle)
  await waitFor(() => getComputedStyle(form).display !== 'none', 'unfolded')
  equal(toggle.getAttribute('aria-expanded'), 'true')
  ok(document.documentElement.scrollWidth <= window.innerWidth, 'nothing overflows the page')
  await cleanup()

  const wide = await create(1100)
  equal(getComputedStyle(inShadow(wide, `.${prefix}-filters-toggle`) as HTMLElement).display, 'none')
  const side = (inShadow(wide, `.${prefix}-side`) as HTMLElement).getBoundingClientRect()
  const main = (inShadow(wide, `.${prefix}-main`) as HTMLElement).getBoundingClientRect()
  ok(side.right <= main.left && Math.abs(side.top - main.top) < 2, 'filters in a column beside the results')
}
