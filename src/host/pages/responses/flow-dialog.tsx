import { Suspense } from 'react'
import { responseFlow } from '../../../core/contract/responses'
import type { DomainTextKey } from '../../../widgets/domain/texts'
import { Dialog, ErrorState, lazyNamed, Skeleton, useEndpoint, useT } from '../../../widgets/ui'
import type { HostTextKey } from '../../texts/keys'
import { ResponseHistory } from './response-history'

// the comments' form (react-hook-form) loads with the first response opened, not with the responses page
const TruckComments = lazyNamed(() => import('./truck-comments'), 'TruckComments')

/** The shipper's full view of a response: the carrier's details and what happened to the response, step by step. */
export function FlowDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const t = useT<HostTextKey | DomainTextKey>()
  const flow = useEndpoint(
    responseFlow,
    { params: { id: id ?? 0 } },
    { enabled: id !== null, select: (answer) => answer.data },
  )
  const data = flow.state === 'ready' ? flow.data : null
  const details = data?.carrier_details
  return (
    <Dialog open={id !== null} onClose={onClose} title={data?.carrier_company.name ?? t('responses.details')}>
      {flow.state === 'loading' && <Skeleton lines={5} />}
      {flow.state === 'error' && <ErrorState error={flow.error} />}
      {data && details && (
        <div data-flow={data.id}>
          <dl className="fx-hp-facts">
            <div>
              <dt>{t('responses.inn')}</dt>
              <dd>{details.inn}</dd>
            </div>
            {details.kpp && (
              <div>
                <dt>{t('responses.kpp')}</dt>
                <dd>{details.kpp}</dd>
              </div>
            )}
            {details.ogrn && (
              <div>
                <dt>{t('responses.ogrn')}</dt>
                <dd>{details.ogrn}</dd>
              </div>
            )}
            {details.legal_address && (
              <div>
                <dt>{t('responses.address')}</dt>
                <dd>{details.legal_address}</dd>
              </div>
            )}
            {(details.phone || details.email) && (
              <div>
                <dt>{t('responses.contacts')}</dt>
                <dd>{[details.phone, details.email].filter(Boolean).join(', ')}</dd>
              </div>
            )}
          </dl>
          {data.transport && (
            <Suspense fallback={<Skeleton lines={3} />}>
              <TruckComments cargoId={data.cargo_id} truck={data.transport} />
            </Suspense>
          )}
          <ResponseHistory history={data.history} />
        </div>
      )}
    </Dialog>
  )
}
