/**
 * Cargo search: the `<fx-cargo-search>` widget, placed as a custom element the way partners embed it. Signed-in
 * users open a cargo on its own page (cargos-details, which needs login); anonymous visitors get the widget's
 * own details dialog, which invites them to sign in for the contacts.
 *
 * The search lives in the address (search-address.ts): each search the user applies is a history entry, and an
 * address (shared, bookmarked, or reached by back and forward) is handed to the widget as its `filters` and `sort`.
 */
import { useEffect, useRef } from 'react'
import { defaultCargoSort as defaultSort } from '../../../core/contract/cargo'
import { useCore, useSignal } from '../../../widgets/ui'
import { useHost } from '../../host-context'
import { useMode } from '../../mode'
import { useNavigateByName } from '../../navigation'
import { pathOf } from '../../routes'
import { NearMeButton } from '../../telegram/NearMeButton'
import { useWidgetElement } from '../../widgets'
import { addressOfSearch, filterParam, searchOfAddress, sortParam } from './search-address'

export default function SearchPage() {
  useWidgetElement('fx-cargo-search')
  const core = useCore()
  const signedIn = useSignal(core.session.isSignedIn)
  const host = useHost()
  const navigate = useNavigateByName()
  const { miniApp } = useMode()
  const element = useRef<HTMLElementTagNameMap['fx-cargo-search']>(null)
  const state = useRef({ signedIn, host, navigate })
  state.current = { signedIn, host, navigate }
  const filter = host.query.get(filterParam)
  const sort = host.query.get(sortParam)
  /** The filter and sort last handed to the widget or written to the address (`null`: none yet). */
  const shown = useRef<string | null>(null)
  /**
   * The widget is applying an address: the searches it announces meanwhile are the address's, not new ones, and
   * write nothing; the user's next touch of the widget ends it.
   */
  const applying = useRef(false)

  // the address → the widget (on arrival, and on back and forward)
  useEffect(() => {
    const el = element.current
    const key = `${filter ?? ''}|${sort ?? ''}`
    if (!el || key === shown.current) return
    const first = shown.current === null
    shown.current = key
    if (first && !filter && !sort) return
    applying.current = true
    void searchOfAddress(filter, sort).then((search) => {
      // a later address (back, forward, the user's own search) has been handed over meanwhile: it wins
      if (shown.current !== key) return
      el.filters = search.filters ?? {}
      el.setAttribute('sort', search.sort ?? defaultSort)
    })
  }, [filter, sort])

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
    // the widget → the address: every search applied is a history entry
    const onSearch = (event: CustomEvent<{ filters: Record<string, unknown>; sort: string }>) => {
      const { host, navigate } = state.current
      if (applying.current) return
      const query = addressOfSearch(host.query, event.detail, defaultSort)
      shown.current = `${query.get(filterParam) ?? ''}|${query.get(sortParam) ?? ''}`
      if (query.toString() === host.query.toString()) return
      void navigate('cargos-search', {}, query)
    }
    const onTouch = () => {
      applying.current = false
    }
    el.addEventListener('fx-cargo-select', onSelect)
    el.addEventListener('fx-sign-in-request', onSignIn)
    el.addEventListener('fx-search', onSearch as EventListener)
    el.addEventListener('pointerdown', onTouch, true)
    el.addEventListener('keydown', onTouch, true)
    return () => {
      el.removeEventListener('pointerdown', onTouch, true)
      el.removeEventListener('keydown', onTouch, true)
      el.removeEventListener('fx-cargo-select', onSelect)
      el.removeEventListener('fx-sign-in-request', onSignIn)
      el.removeEventListener('fx-search', onSearch as EventListener)
    }
  }, [])

  return (
    <div className="hx-page hx-search">
      {miniApp && <NearMeButton />}
      <fx-cargo-search ref={element} className="hx-widget" sign-in-url={pathOf('login')} />
    </div>
  )
}
