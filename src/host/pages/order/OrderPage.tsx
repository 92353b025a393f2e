/**
 * /order (order): the `<fx-order-form>` widget, placed as a custom element the way partners embed it. With
 * `?cargo=<id>` it edits that cargo of the company (the layout shows the page's heading, so the form hides its own). A saved cargo goes on to the shipper's lists (cargos-in-work).
 */
import { useEffect, useRef } from 'react'
import { useHost } from '../../host-context'
import { useWidgetElement } from '../../widgets'

export default function OrderPage() {
  useWidgetElement('fx-order-form')
  const host = useHost()
  const element = useRef<HTMLElementTagNameMap['fx-order-form']>(null)
  const hostRef = useRef(host)
  hostRef.current = host
  const raw = host.query.get('cargo')
  const cargoId = raw && /^\d+$/.test(raw) ? raw : undefined

  useEffect(() => {
    const el = element.current
    if (!el) return
    const onSubmit = (event: CustomEvent<{ cargo: { id: number; stage: string } }>) => {
      const tab = event.detail.cargo.stage === 'in_work' ? 'in-work' : 'available'
      hostRef.current.navigate('cargos-in-work', {}, { tab, highlight: String(event.detail.cargo.id) })
    }
    el.addEventListener('fx-order-submit', onSubmit)
    return () => el.removeEventListener('fx-order-submit', onSubmit)
  }, [])

  return (
    <div className="hx-page hx-order">
      <fx-order-form
        ref={element}
        className="hx-widget"
        hide-title=""
        key={cargoId ?? 'new'}
        {...(cargoId ? { 'cargo-id': cargoId } : {})}
      />
    </div>
  )
}
