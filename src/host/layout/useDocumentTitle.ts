import { useEffect } from 'react'
import { useT } from '../../widgets/ui'
import type { FlatRoute } from '../routes'
import type { HostTextKey } from '../texts/keys'
import { routeTitle } from '../texts/route-texts'
import { useBrandName } from './Brand'

/** `Cargo search — Freight exchange`; the brand alone where the route has no title. */
export function useDocumentTitle(route: FlatRoute | null, title?: string | null): void {
  const t = useT<HostTextKey>()
  const brand = useBrandName()
  const text = title ?? (route ? routeTitle(t, route.name) : null)
  useEffect(() => {
    document.title = text ? `${text} — ${brand}` : brand
  }, [text, brand])
}
