/** The site's mark: the white-label partner's logo and name, or the exchange's own. */
import { useT } from '../../widgets/ui'
import { useMode } from '../mode'
import { RouteLink } from '../navigation'
import type { HostTextKey } from '../texts/keys'

export function useBrandName(): string {
  const t = useT<HostTextKey>()
  const { partner } = useMode()
  return partner?.name ?? t('host.brand')
}

function ExchangeMark() {
  return (
    <svg className="hx-brand-mark" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--_color-primary)" />
      <path
        d="M7 11h11v9H7zM18 14h4l3 3.2V20h-7"
        fill="none"
        stroke="var(--_color-on-primary)"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="11" cy="21.5" r="1.8" fill="var(--_color-on-primary)" />
      <circle cx="21" cy="21.5" r="1.8" fill="var(--_color-on-primary)" />
    </svg>
  )
}

export function Brand({ compact = false }: { compact?: boolean }) {
  const { partner } = useMode()
  const name = useBrandName()
  return (
    <RouteLink to="home" className="hx-brand" aria-label={name}>
      {partner?.logo ? (
        <img className="hx-brand-mark" src={partner.logo} alt="" width={32} height={32} />
      ) : (
        <ExchangeMark />
      )}
      {!compact && <span className="hx-brand-name">{name}</span>}
    </RouteLink>
  )
}
