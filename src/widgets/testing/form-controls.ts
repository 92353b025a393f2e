/**
 * Reaching and filling a widget's form controls the way a user finds them, by their labels, in the browser tests.
 * Test-only, never part of a build.
 */
import { click, ok, sleep, waitFor } from './harness'
import { allInShadow } from './widget-suite'

/** The control a `<label>` with this text points at: the `nth` such label, inside `scope` when given. */
export function control<E extends HTMLElement = HTMLInputElement>(
  el: Element,
  label: string,
  { scope = '', nth = 0 }: { scope?: string; nth?: number } = {},
): E {
  const found = allInShadow<HTMLLabelElement>(el, `${scope} label`).filter(
    (l) => l.textContent?.trim() === label || l.firstChild?.textContent === label,
  )[nth]
  ok(found, `a label "${label}"`)
  const target = el.shadowRoot?.getElementById(found.htmlFor)
  ok(target, `the control of "${label}"`)
  return target as E
}

/**
 * Sets an input's value as typing would (React and Preact both hear the input event), then lets the widget
 * render (Preact renders on the next tick, as between two real keystrokes).
 */
export async function fill(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
  input.dispatchEvent(new Event('change', { bubbles: true }))
  await sleep(30)
}

/** Clicks the option of an open list by its label. */
export async function pickOption(el: Element, label: string) {
  const option = await waitFor(
    () => allInShadow(el, '[role="option"]').find((o) => o.querySelector('.fx-option-label')?.textContent === label),
    `the option "${label}"`,
  )
  await click(option)
}
