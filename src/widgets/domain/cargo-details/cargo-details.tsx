/**
 * One cargo, written once for the places that show it: the cargo search's details dialog and the host's cargo page.
 * The cargo itself is loaded by the place (the dialog shows the search list's copy until it arrives, the page says
 * when there is no such cargo); the rest loads here, each part on its own and failing alone: the points and the
 * route, the price history by payment mode, the status, the contacts, and for carriers the trucks that fit and
 * their response.
 *
 * Two layouts of the same parts: `dialog` (one column, the carrier's parts last; the dialog's title is the route) and
 * `page` (the summary and the carrier's parts first, the rest in a grid of cards). Parts: `details`, `details-summary`, `points`, `prices`,
 * `status`, `relevant` (with `relevant-transport`), `response` (with `respond`), `contacts`.
 */

import { type ReactNode, useId } from 'react'
import type { Cargo } from '../../../core/contract/cargo'
import { addTexts } from '../../../core/i18n/texts'
import { Button, useStyles, useT } from '../../ui'
import { LanePriceChart } from '../lane-price-chart'
import type { DomainTextKey } from '../texts'
import * as domainTexts from '../texts'
import detailsCss from './cargo-details.css?inline'
import { CarrierResponse } from './carrier-response'
import { CargoContacts } from './contacts'
import { CargoFacts } from './facts'
import type { CargoDetailsClassNames } from './hooks'
import { CargoPoints } from './points'
import { CargoPrices } from './prices'
import { Section } from './section'
import { CargoStatus } from './status'

// the texts of the details (the host's shell starts without them)
addTexts(domainTexts)

export interface CargoDetailsProps {
  id: number
  /** The cargo to show; `null` until it is loaded (then `pending` stands in for its summary). */
  cargo: Cargo | null
  pending?: ReactNode
  layout: 'dialog' | 'page'
  /** Shown at the top of the summary (the page's number, route and price). */
  head?: ReactNode
  signedIn: boolean
  /** A carrier (or expeditor) sees the trucks that fit and responds. */
  carrier: boolean
  /** Shown instead of the contacts to anonymous visitors. */
  signIn: ReactNode
  /** The favourite toggle of the summary (when the place offers favourites). */
  onFavorite?: ((cargo: Cargo) => void) | undefined
  /** A response failure the form's fields do not explain (by default the kit's error toast). */
  onRespondFailure?: ((error: unknown) => void) | undefined
  /** The prefix of the sections' heading ids (`<prefix>-contacts`); by default a generated one. */
  idPrefix?: string
  classNames?: CargoDetailsClassNames
}

export function CargoDetails({
  id,
  cargo,
  pending,
  layout,
  head,
  signedIn,
  carrier,
  signIn,
  onFavorite,
  onRespondFailure,
  idPrefix,
  classNames = {},
}: CargoDetailsProps) {
  const t = useT<DomainTextKey>()
  // its CSS comes with it: a widget adopts what its first view shows, and the details load later
  const styles = useStyles(detailsCss)
  const generated = useId()
  const prefix = idPrefix ?? `cd${generated.replace(/[^\w-]/g, '')}`
  const heading = layout === 'page' ? 'h2' : 'h3'
  // the answers depend on who asks (contacts, the response status)
  const loadKey = signedIn
  const favorite = cargo?.is_favorite === true

  const summary = cargo ? (
    <div className="cd-summary" part="details-summary">
      {head}
      <CargoFacts cargo={cargo} compact={layout === 'dialog'} />
      {cargo.comment && <p className="cd-comment">{cargo.comment}</p>}
      {onFavorite && (
        <Button size="small" onClick={() => onFavorite(cargo)} aria-pressed={favorite} className="cd-favorite">
          {favorite ? `★ ${t('cargo_search.favorite_remove')}` : `☆ ${t('cargo_search.favorite_add')}`}
        </Button>
      )}
    </div>
  ) : (
    pending
  )
  const sections = { idPrefix: prefix, heading } as const
  const points = (
    <Section name="points" title={t('cargo_search.route')} {...sections}>
      <CargoPoints id={id} loadKey={loadKey} className={classNames.points} />
    </Section>
  )
  const prices = (
    <Section name="prices" title={t('cargo_search.prices')} {...sections}>
      <CargoPrices id={id} loadKey={loadKey} modesClassName={classNames.priceModes} />
      {cargo && (
        <LanePriceChart
          startId={cargo.start_point.id}
          finishId={cargo.finish_point.id}
          truckType={cargo.truck_types[0]?.id ?? null}
        />
      )}
    </Section>
  )
  const status = (
    <Section name="status" title={t('cargo_search.status')} {...sections}>
      <CargoStatus id={id} loadKey={loadKey} stageClassName={classNames.stage} />
    </Section>
  )
  const carrierParts = signedIn && carrier && cargo && (
    <CarrierResponse
      cargo={cargo}
      loadKey={loadKey}
      classNames={classNames}
      onRespondFailure={onRespondFailure}
      {...sections}
    />
  )
  const contacts = (
    <Section name="contacts" title={t('cargo_search.contacts')} {...sections}>
      {signedIn ? (
        <CargoContacts
          id={id}
          initial={cargo?.contacts}
          buttonClassName={classNames.showContacts}
          phoneClassName={classNames.phone}
        />
      ) : (
        signIn
      )}
    </Section>
  )

  return (
    <div className="cd" part="details" data-layout={layout}>
      {styles}
      {summary}
      {layout === 'page' ? (
        <>
          {carrierParts}
          <div className="cd-grid">
            {points}
            {prices}
            {status}
            {contacts}
          </div>
        </>
      ) : (
        <>
          {points}
          {prices}
          {status}
          {contacts}
          {/* last: the truck list of the response form arrives late, and nothing below it should move */}
          {carrierParts}
        </>
      )}
    </div>
  )
}
