import { useEffect } from 'react'
import { useT } from '../../widgets/ui'
import type { FlatRoute } from '../routes'
import { useBrandName } from './Brand'

/** `Cargo search — Freight exchange`; the brand alone where the route has no title. */
export function useDocumentTitle(route: FlatRoute | null, title?: string | null): void {
  const t = useT()
  const brand = useBrandName()
  const text = title ?? (route ? t(`route.${route.name}`) : null)
  useEffect(() => {
    document.title = text ? `${text} — ${brand}` : brand
  }, [text, brand])
}
