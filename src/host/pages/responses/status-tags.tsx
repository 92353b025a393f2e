/** The status of a response or a contract as a tag. */

import type { ContractStatus, ResponseStatus } from '../../../core/contract/responses'
import type { DomainTextKey } from '../../../widgets/domain/texts'
import { useT } from '../../../widgets/ui'
import type { HostTextKey } from '../../texts/keys'

const warning = new Set(['rejected', 'withdrawn', 'security_rejected', 'cancelled'])

/** `mine`: the carrier's own response, whose `new` reads "awaiting the shipper's decision". */
export function ResponseTag({ status, mine = false }: { status: ResponseStatus; mine?: boolean }) {
  const t = useT<HostTextKey | DomainTextKey>()
  return (
    <span className="fx-hp-tag" data-kind={warning.has(status) ? 'warning' : undefined} data-status={status}>
      {t(mine && status === 'new' ? 'responses.status_mine_new' : `responses.status_${status}`)}
    </span>
  )
}

export function ContractTag({ status }: { status: ContractStatus }) {
  const t = useT<HostTextKey | DomainTextKey>()
  return (
    <span className="fx-hp-tag" data-kind={status === 'cancelled' ? 'warning' : undefined} data-status={status}>
      {t(`contracts_pages.status_${status}`)}
    </span>
  )
}
