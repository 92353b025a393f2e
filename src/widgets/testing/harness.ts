/**
 * What the browser tests (web-test-runner + mocha) use: mocha's globals, typed; small assertions; waiting; the
 * real mouse and keyboard of the test browser. Test-only, never part of a build.
 */
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands'

type Fn = () => unknown
type Suite = (name: string, body: () => void) => void
type Test = (name: string, body: Fn) => void
type Hook = (body: Fn) => void
const g = globalThis as unknown as {
  describe: Suite
  it: Test
  before: Hook
  after: Hook
  beforeEach: Hook
  afterEach: Hook
  __FX_RENDERER__?: string
}
const endOfTestChecks: Array<() => void> = []

/**
 * Adds a check that runs at the end of every test, inside it: a failure fails that test (a failing `afterEach`
 * would stop the whole suite). The fake exchange reports contract breaks this way.
 */
export function checkEveryTest(check: () => void): void {
  endOfTestChecks.push(check)
}

export const describe: Suite = (name, body) => g.describe(name, body)
export const it: Test = (name, body) =>
  g.it(name, async () => {
    let failure: unknown = null
    try {
      await body()
    } catch (error) {
      failure = error
    }
    for (const check of endOfTestChecks) {
      try {
        check()
      } catch (error) {
        // the check names the cause (a broken contract) better than the timeout it usually leads to
        failure = failure ? Object.assign(error as Error, { cause: failure }) : error
      }
    }
    if (failure) throw failure
  })
export const before: Hook = (body) => g.before(body)
export const after: Hook = (body) => g.after(body)
export const beforeEach: Hook = (body) => g.beforeEach(body)
export const afterEach: Hook = (body) => g.afterEach(body)

declare const __FX_RENDERER__: string
/** `react` or `preact` (set by the test runner's bundler). */
export const renderer: string = typeof __FX_RENDERER__ === 'string' ? __FX_RENDERER__ : 'react'

export class AssertionError extends Error {
  override name = 'AssertionError'
}

export function ok(value: unknown, message = 'expected a truthy value'): asserts value {
  if (!value) throw new AssertionError(message)
}

const show = (v: unknown) => {
  try {
    return JSON.stringify(v)
  } catch {
    return String(v)
  }
}

export function equal<T>(actual: T, expected: T, message = ''): void {
  if (!Object.is(actual, expected)) {
    throw new AssertionError(`${message ? `${message}: ` : ''}expected ${show(expected)}, got ${show(actual)}`)
  }
}

export function deepEqual(actual: unknown, expected: unknown, message = ''): void {
  if (show(actual) !== show(expected)) {
    throw new AssertionError(`${message ? `${message}: ` : ''}expected ${show(expected)}, got ${show(actual)}`)
  }
}

export function near(actual: number, expected: number, tolerance: number, message = ''): void {
  if (Math.abs(actual - expected) > tolerance) {
    throw new AssertionError(`${message ? `${message}: ` : ''}expected ${expected} ±${tolerance}, got ${actual}`)
  }
}

export const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * A clock the test turns by hand for long timers: from here until `restore()`, every `setTimeout` of at least
 * `threshold` ms waits for `advance` instead of the wall clock, and `Date.now()` moves on by what was advanced.
 * Shorter timers (renders, debounces, the polling of `waitFor`) keep real time. For behaviour that takes
 * seconds by design (a toast's 5 s, a poll's back-off): the test checks the timing without sitting through it.
 */
export function manualClock(threshold = 1000) {
  const realSetTimeout = globalThis.setTimeout
  const realClearTimeout = globalThis.clearTimeout
  const realNow = Date.now
  let elapsed = 0
  let nextId = 1_000_000
  const held = new Map<number, { due: number; run: () => void }>()
  globalThis.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    if (typeof handler !== 'function' || !((ms ?? 0) >= threshold)) return realSetTimeout(handler, ms, ...args)
    const id = nextId++
    held.set(id, { due: elapsed + (ms ?? 0), run: () => handler(...args) })
    return id
  }) as typeof setTimeout
  globalThis.clearTimeout = ((id?: number) => {
    if (id === undefined || !held.delete(id)) realClearTimeout(id)
  }) as typeof clearTimeout
  Date.now = () => realNow() + elapsed
  return {
    /** Timers waiting for the clock, by the delay they asked for. */
    get pending(): number[] {
      return [...held.values()].map((timer) => timer.due - elapsed)
    },
    /** Moves the clock on by `ms`, running the timers that fall due (in order), then lets the page react. */
    async advance(ms: number) {
      const until = elapsed + ms
      for (;;) {
        const next = [...held.entries()].filter(([, t]) => t.due <= until).sort((a, b) => a[1].due - b[1].due)[0]
        if (!next) break
        held.delete(next[0])
        elapsed = next[1].due
        next[1].run()
      }
      elapsed = until
      await nextFrame()
    },
    restore() {
      globalThis.setTimeout = realSetTimeout
      globalThis.clearTimeout = realClearTimeout
      Date.now = realNow
    },
  }
}

/**
 * Polls until `probe` answers something truthy (or stops throwing); fails after `timeout` ms. The limit only ends a
 * test that will never pass: it is generous, because on a loaded machine (CI runs both renderers side by side) a
 * widget's first render and its fake answers can take seconds.
 */
export async function waitFor<T>(probe: () => T, message = 'condition', timeout = 10_000): Promise<NonNullable<T>> {
  const start = performance.now()
  let last: unknown
  for (;;) {
    try {
      const value = probe()
      if (value) return value as NonNullable<T>
    } catch (error) {
      last = error
    }
    if (performance.now() - start > timeout) {
      throw new AssertionError(`timed out waiting for ${message}${last ? ` (${String(last)})` : ''}`)
    }
    await sleep(16)
  }
}

/** A real click (the browser's mouse) at the centre of an element, wherever it lives. */
export async function click(element: Element): Promise<void> {
  element.scrollIntoView({ block: 'center' })
  const rect = element.getBoundingClientRect()
  await sendMouse({
    type: 'click',
    position: [Math.round(rect.x + rect.width / 2), Math.round(rect.y + rect.height / 2)],
  })
}

/** A real click at a page point. */
export async function clickAt(x: number, y: number): Promise<void> {
  await sendMouse({ type: 'click', position: [Math.round(x), Math.round(y)] })
}

export async function press(key: string): Promise<void> {
  await sendKeys({ press: key })
}

export async function type(text: string): Promise<void> {
  await sendKeys({ type: text })
}

/** Captures `console.warn` while `body` runs. */
export async function captureWarnings(body: () => unknown): Promise<string[]> {
  const warnings: string[] = []
  const original = console.warn
  console.warn = (...args: unknown[]) => {
    warnings.push(args.map(String).join(' '))
  }
  try {
    await body()
  } finally {
    console.warn = original
  }
  return warnings
}

/** Adds a fresh container to the page and removes it after the test. */
export function mount(html: string): HTMLElement {
  const container = document.createElement('div')
  container.className = 'fx-test-container'
  container.innerHTML = html
  document.body.append(container)
  return container
}

/** Removes the test containers and puts the mouse back in the corner (no hover left over). */
export async function cleanup(): Promise<void> {
  for (const container of document.querySelectorAll('.fx-test-container')) container.remove()
  await resetMouse()
}

/** The first match inside an element's shadow root. */
export function inShadow<E extends Element = HTMLElement>(host: Element, selector: string): E | null {
  return host.shadowRoot?.querySelector<E>(selector) as E | null
}
