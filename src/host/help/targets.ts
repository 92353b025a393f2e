/**
 * A tour step's target: CSS selectors joined by ` >>> `, each searched inside the open shadow root of the element
 * the previous one found, so a step can point into a widget (`fx-order-form >>> [part=route]`). The first visible
 * match counts (a host screen may keep hidden copies, e.g. the narrow layout's), and not while it is a placeholder
 * (`aria-busy="true"`: a search's filter form loads after its first results, and a step waits for the form).
 */
export function resolveTarget(target: string | null, root: Document | ShadowRoot = document): Element | null {
  if (!target) return null
  let scopes: (Document | ShadowRoot)[] = [root]
  const parts = target.split('>>>').map((part) => part.trim())
  for (const [index, selector] of parts.entries()) {
    const found: Element[] = []
    for (const scope of scopes) {
      try {
        found.push(...scope.querySelectorAll(selector))
      } catch {
        return null
      }
    }
    if (index === parts.length - 1)
      return found.find((el) => visible(el) && el.getAttribute('aria-busy') !== 'true') ?? null
    scopes = found.map((el) => el.shadowRoot).filter((shadow): shadow is ShadowRoot => shadow !== null)
    if (scopes.length === 0) return null
  }
  return null
}

function visible(el: Element): boolean {
  const rect = el.getBoundingClientRect()
  return rect.width > 0 && rect.height > 0
}

/** Waits (polling, up to `timeout` ms) for the first target of a tour to be on the screen. */
export async function waitForTarget(target: string | null, timeout = 5000): Promise<Element | null> {
  const end = Date.now() + timeout
  for (;;) {
    const el = resolveTarget(target)
    if (el || Date.now() > end) return el
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
