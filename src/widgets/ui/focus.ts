/** Focus inside shadow roots: `document.activeElement` is the host there, so read the root the node lives in. */

/** The focused element of the tree `node` lives in (its shadow root's `activeElement`, or the document's). */
export function activeElementOf(node: Node | null | undefined): Element | null {
  if (!node) return null
  const root = node.getRootNode() as Document | ShadowRoot
  return 'activeElement' in root ? root.activeElement : null
}

/** The focused element, going down through open shadow roots from the document. */
export function deepActiveElement(doc: Document = document): Element | null {
  let active = doc.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}

/** Whether the focus is inside `container` (same shadow tree or a nested one). */
export function containsFocus(container: Element | null | undefined): boolean {
  if (!container) return false
  const active = activeElementOf(container)
  return !!active && (container === active || container.contains(active))
}

/** Whether an event passed through any of the nodes (works across shadow boundaries: `composedPath`). */
export function eventWithin(event: Event, ...nodes: ReadonlyArray<Element | null | undefined>): boolean {
  const path = event.composedPath()
  return nodes.some((node) => !!node && path.includes(node))
}
