/**
 * /cargos/responses (L). A shipper's users see the responses to their company's cargos by status (new, accepted,
 * under the security check, approved, all) and decide: accept, reject (with an optional reason), send to the
 * security check, download the power of attorney, make the contract. A carrier sees its cargo tabs (free,
 * responded, in work, under contract: GET carrier/cargos/{type}) with responding, taking at the price, bidding in
 * an auction and withdrawing, and its own responses. Everything users typed is shown as text.
 */
import { addTexts } from '../../../core/i18n/texts'
import type { DomainTextKey } from '../../../widgets/domain/texts'
import * as domainTexts from '../../../widgets/domain/texts'
import { EmptyState, Skeleton, useT } from '../../../widgets/ui'
import { Page } from '../../forms/page'
import { useCurrentUser } from '../../forms/use-session'
import type { HostTextKey } from '../../texts/keys'
import * as responsesTexts from '../../texts/responses'
import { CarrierResponses } from './carrier-responses'
import { ShipperResponses } from './shipper-responses'

// this page's own texts (the site starts with its shell's only)
addTexts(domainTexts, responsesTexts)

export default function ResponsesPage() {
  const t = useT<HostTextKey | DomainTextKey>()
  const { user, loading } = useCurrentUser()
  const roles = user?.roles ?? []
  const shipper = roles.includes('shipper')
  const carrier = roles.includes('carrier') || roles.includes('expeditor')
  return (
    <Page name="responses" title={carrier && !shipper ? t('responses.title_carrier') : t('responses.title')}>
      {loading && <Skeleton lines={6} />}
      {!loading && shipper && <ShipperResponses />}
      {!loading && !shipper && carrier && <CarrierResponses />}
      {!loading && !shipper && !carrier && <EmptyState title={t('responses.no_company')} />}
    </Page>
  )
}
