/**
 * Cargo search: the `<fx-cargo-search>` widget, placed as a custom element the way partners embed it. Signed-in
 * users open a cargo on its own page (cargos-details, which needs login); anonymous visitors get the widget's
 * own details dialog, which invites them to sign in for the contacts.
 */
import { useEffect, useRef } from 'react'
import { useCore, useSignal } from '../../../widgets/ui'
import { useHost } from '../../host-context'
import { pathOf } from '../../routes'
import { useWidgetElement } from '../../widgets'

export default function SearchPage() {
  useWidgetElement('fx-cargo-search')
  const core = useCore()
  const signedIn = useSignal(core.session.isSignedIn)
  const host = useHost()
  const element = useRef<HTMLElementTagNameMap['fx-cargo-search']>(null)
  const state = useRef({ signedIn, host })
  state.current = { signedIn, host }

  useEffect(() => {
    const el = element.current
    if (!el) return
    const onSelect = (event: CustomEvent<{ id: number }>) => {
      if (!state.current.signedIn) return
      event.preventDefault()
      state.current.host.navigate('cargos-details', { id: event.detail.id })
    }
    const onSignIn = (event: Event) => {
      event.preventDefault()
      state.current.host.navigate('login')
    }
    el.addEventListener('fx-cargo-select', onSelect)
    el.addEventListener('fx-sign-in-request', onSignIn)
    return () => {
      el.removeEventListener('fx-cargo-select', onSelect)
      el.removeEventListener('fx-sign-in-request', onSignIn)
    }
  }, [])

  return (
    <div className="hx-page hx-search">
      <fx-cargo-search ref={element} className="hx-widget" sign-in-url={pathOf('login')} />
    </div>
  )
}
