/** Either side's button that makes the contract of a response the security service approved. */

import type { CargoResponse, Contract } from '../../../core/contract/responses'
import type { DomainTextKey } from '../../../widgets/domain/texts'
import { Button, useT } from '../../../widgets/ui'
import type { HostTextKey } from '../../texts/keys'
import type { ListActions } from './use-list-action'

export function CreateContractButton({
  response,
  busy,
  act,
  create,
}: {
  response: CargoResponse
  busy: ListActions['busy']
  act: ListActions['act']
  /** The side's own endpoint (the shipper's or the carrier's). */
  create: (responseId: number) => Promise<{ data: Contract }>
}) {
  const t = useT<HostTextKey | DomainTextKey>()
  if (response.status !== 'security_approved') return null
  return (
    <Button
      size="small"
      variant="primary"
      loading={busy === `contract-${response.id}`}
      data-action="create-contract"
      onClick={() =>
        act(
          `contract-${response.id}`,
          () => create(response.id),
          (made) => t('responses.contract_toast', { number: made.data.number }),
        )
      }
    >
      {t('responses.create_contract')}
    </Button>
  )
}
