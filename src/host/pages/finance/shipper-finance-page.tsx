/** A finance page that only a shipper has: its content for a shipper, a note for anyone else (and a skeleton while the user loads). */
import type { ReactNode } from 'react'
import { EmptyState, Skeleton, useT } from '../../../widgets/ui'
import { Page } from '../../forms/page'
import { useCurrentUser } from '../../forms/use-session'
import type { HostTextKey } from '../../texts/keys'

export function ShipperFinancePage({
  name,
  children,
}: {
  name: 'finance-prepayment' | 'finance-registry'
  children: ReactNode
}) {
  const t = useT<HostTextKey>()
  const { user, loading } = useCurrentUser()
  const shipper = user?.roles.includes('shipper') ?? false
  return (
    <Page name={name} title={t(`route.${name}`)}>
      {loading && <Skeleton lines={6} />}
      {!loading && shipper && children}
      {!loading && !shipper && <EmptyState title={t('finance.no_shipper')} />}
    </Page>
  )
}
