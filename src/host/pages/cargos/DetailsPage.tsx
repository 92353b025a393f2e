/**
 * One cargo (spec 2: cargos-details, the id passed as a prop): GET cargos/{id} with its contacts for signed-in
 * users, its loading and unloading points (v2/cargos/{id}/points) and its price history (v2/cargos/{id}/prices).
 * A signed-in carrier (or expeditor) sees its response status (v2/cargos/{id}/response-status) and, while it has
 * not responded to an available cargo, responds with a price and a comment (the kit's `RespondForm`, as in the
 * cargo search's details dialog); it also sees which of its trucks fit the cargo (the kit's `RelevantTransport`) and
 * may respond with one of them.
 */

import { type ReactNode, useState } from 'react'
import { isApiError } from '../../../core/api'
import type { Cargo, CargoContact } from '../../../core/contract/cargo'
import { cargoPoints, cargoPrices, getCargo, requestContact, responseStatus } from '../../../core/contract/cargo'
import { responseStatuses } from '../../../core/contract/responses'
import { isOneOf } from '../../../core/i18n'
import { addTexts } from '../../../core/i18n/texts'
import type { CargoSearchTextKey } from '../../../widgets/cargo-search/texts'
import * as cargoSearchTexts from '../../../widgets/cargo-search/texts'
import type { DomainTextKey } from '../../../widgets/domain/texts'
import * as domainTexts from '../../../widgets/domain/texts'
import {
  Button,
  EmptyState,
  ErrorState,
  type Formatters,
  Skeleton,
  type Translate,
  useApi,
  useCore,
  useFormat,
  useSignal,
  useT,
  useToast,
} from '../../../widgets/ui'
import { RelevantTransport } from '../../../widgets/ui/relevant-transport'
import { RespondForm } from '../../../widgets/ui/respond-form'
import { toastFailure } from '../../forms/errors'
import { Icon } from '../../icons'
import { RouteLink } from '../../navigation'
import type { HostTextKey } from '../../texts/keys'
import * as responsesTexts from '../../texts/responses'
import { type Loaded, useLoad } from '../../use-load'

// this page's own texts (the site starts with its shell's only)
addTexts(cargoSearchTexts, domainTexts, responsesTexts)

export interface DetailsPageProps {
  id: string
}

function dateSpan(from: string, to: string, format: Formatters): string {
  return !to || from === to ? format.date(from) : `${format.date(from)} – ${format.date(to)}`
}

function price(
  minor: number | null,
  currency: string,
  format: Formatters,
  t: Translate<HostTextKey | CargoSearchTextKey | DomainTextKey>,
): string {
  return minor === null ? t('cargo_search.price_on_request') : format.money(minor, currency)
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="hx-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section className="hx-card" aria-labelledby={id}>
      <h2 className="hx-card-title" id={id}>
        {title}
      </h2>
      {children}
    </section>
  )
}

function Part<T>({ state, children }: { state: Loaded<T>; children: (data: T) => ReactNode }) {
  const t = useT<HostTextKey | CargoSearchTextKey | DomainTextKey>()
  if (state.status === 'loading') return <Skeleton lines={2} />
  if (state.status === 'failed') return <ErrorState error={state.error} title={t('cargo_search.section_failed')} />
  return <>{children(state.data)}</>
}

export default function DetailsPage({ id }: DetailsPageProps) {
  const t = useT<HostTextKey | CargoSearchTextKey | DomainTextKey>()
  const api = useApi()
  const core = useCore()
  const signedIn = useSignal(core.session.isSignedIn)
  const roles = useSignal(core.session.userRoles)
  const carrier = signedIn && (roles.includes('carrier') || roles.includes('expeditor'))
  const format = useFormat()
  const params = { id: Number(id) }
  const valid = Number.isInteger(params.id) && params.id > 0
  const key = `${id}:${api.lang}:${signedIn}`
  const checked = <T,>(load: (signal: AbortSignal) => Promise<T>) =>
    valid ? load : () => Promise.reject(new Error(`"${id}" is not a cargo id`))
  const [cargo, retry] = useLoad(
    checked(
      async (signal) =>
        (await api.call(getCargo, { params, query: signedIn ? { include: ['contacts'] } : {}, signal })).data,
    ),
    key,
  )
  const [points] = useLoad(
    checked(async (signal) => (await api.call(cargoPoints, { params, signal })).data),
    key,
  )
  const [prices] = useLoad(
    checked(async (signal) => (await api.call(cargoPrices, { params, signal })).data),
    key,
  )

  const back = (
    <RouteLink to="cargos-search" className="hx-back">
      <Icon name="back" size={18} />
      {t('host.back_to_search')}
    </RouteLink>
  )

  if (!valid || (cargo.status === 'failed' && isApiError(cargo.error) && cargo.error.status === 404)) {
    return (
      <div className="hx-page">
        {back}
        <EmptyState title={t('host.cargo_not_found')} description={t('host.cargo_not_found_hint', { id })} />
      </div>
    )
  }
  if (cargo.status === 'failed') {
    return (
      <div className="hx-page">
        {back}
        <ErrorState error={cargo.error} onRetry={retry} />
      </div>
    )
  }
  if (cargo.status === 'loading') {
    return (
      <div className="hx-page">
        {back}
        <div className="hx-card">
          <Skeleton lines={5} label={t('common.loading')} />
        </div>
      </div>
    )
  }
  const data: Cargo = cargo.data
  return (
    <div className="hx-page hx-details" data-cargo={data.id}>
      {back}
      <div className="hx-card hx-details-head">
        <p className="hx-details-number">
          {t('cargo_search.cargo_number', { id: data.id })}
          <span className="hx-badge" data-stage={data.stage}>
            {t(`cargo_search.stage_${data.stage}`)}
          </span>
        </p>
        <h2 className="hx-details-route">
          <span>{data.start_point.name}</span>
          <span aria-hidden="true" className="hx-arrow">
            →
          </span>
          <span className="fx-visually-hidden">—</span>
          <span>{data.finish_point.name}</span>
        </h2>
        <p className="hx-details-price">
          <strong>{price(data.price, data.currency, format, t)}</strong>
          {data.price_per_km !== null && (
            <span className="hx-muted">
              {t('cargo_search.per_km', { value: format.money(data.price_per_km, data.currency) })}
            </span>
          )}
          {data.distance_km !== null && (
            <span className="hx-muted">{t('units.kilometres', { value: format.number(data.distance_km) })}</span>
          )}
        </p>
        <dl className="hx-facts">
          <Fact label={t('cargo_search.loading')}>{dateSpan(data.load_date_from, data.load_date_to, format)}</Fact>
          {data.unload_date && <Fact label={t('cargo_search.unloading')}>{format.date(data.unload_date)}</Fact>}
          <Fact label={t('cargo_search.truck')}>{data.truck_types.map((x) => x.name).join(', ') || '—'}</Fact>
          <Fact label={t('cargo_search.load_types')}>{data.load_types.map((x) => x.name).join(', ') || '—'}</Fact>
          {data.cargo_type && <Fact label={t('cargo_search.cargo')}>{data.cargo_type.name}</Fact>}
          {data.pack_type && <Fact label={t('cargo_search.pack')}>{data.pack_type.name}</Fact>}
          <Fact label={t('common.weight')}>{t('units.tonnes', { value: format.number(data.weight) })}</Fact>
          {data.volume !== null && (
            <Fact label={t('common.volume')}>{t('units.cubic_metres', { value: format.number(data.volume) })}</Fact>
          )}
          <Fact label={t('cargo_search.shipper')}>{data.company.name}</Fact>
          <Fact label={t('cargo_search.posted')}>{format.date(data.created_at)}</Fact>
        </dl>
        {data.comment && <p className="hx-comment">{data.comment}</p>}
      </div>

      {carrier && <CarrierResponse cargo={data} />}

      <div className="hx-details-grid">
        <Section title={t('cargo_search.route')} id="hx-points">
          <Part state={points}>
            {(list) => (
              <ol className="hx-points">
                {list.map((point) => (
                  <li key={point.position} data-kind={point.kind}>
                    <span className="hx-point-kind">
                      {t(point.kind === 'load' ? 'cargo_search.point_load' : 'cargo_search.point_unload')}
                    </span>
                    <span className="hx-point-place">
                      {point.place.name}
                      {point.place.region && point.place.region !== point.place.name && `, ${point.place.region}`}
                    </span>
                    {point.address && <span className="hx-muted">{point.address}</span>}
                    {point.date && (
                      <span className="hx-muted">
                        {format.date(point.date)}
                        {point.time_from && ` ${point.time_from}${point.time_to ? `–${point.time_to}` : ''}`}
                      </span>
                    )}
                  </li>
                ))}
              </ol>
            )}
          </Part>
        </Section>

        <Section title={t('cargo_search.prices')} id="hx-prices">
          <Part state={prices}>
            {(list) =>
              list.length === 0 ? (
                <p className="hx-muted">{t('cargo_search.no_prices')}</p>
              ) : (
                <ul className="hx-prices">
                  {list.map((item) => (
                    <li key={item.id}>
                      <span>{t(`cargo_search.mode_${item.mode}`)}</span>
                      <strong>{format.money(item.price, item.currency)}</strong>
                      <span className="hx-muted">{format.date(item.created_at)}</span>
                    </li>
                  ))}
                </ul>
              )
            }
          </Part>
        </Section>

        <Section title={t('cargo_search.contacts')} id="hx-contacts">
          {signedIn ? (
            <Contacts cargoId={data.id} initial={data.contacts} />
          ) : (
            <p className="hx-muted">{t('cargo_search.contacts_sign_in')}</p>
          )}
        </Section>
      </div>
    </div>
  )
}

/**
 * The carrier's side of the cargo: its trucks that fit, and its response (the status, and the form while there is
 * none and the cargo is available, with the relevant truck chosen above preselected).
 */
function CarrierResponse({ cargo }: { cargo: Cargo }) {
  const t = useT<HostTextKey | CargoSearchTextKey | DomainTextKey>()
  const api = useApi()
  const toast = useToast()
  const [state, retry] = useLoad(
    async (signal) => (await api.call(responseStatus, { params: { id: cargo.id }, signal })).data,
    `${cargo.id}:${api.lang}`,
  )
  // a response made here, until the status is loaded again
  const [made, setMade] = useState<string | null>(null)
  const [truck, setTruck] = useState<number | null>(null)
  const current = state.status === 'done' ? (made ?? state.data.status) : undefined
  const canRespond = current === null && cargo.stage === 'available'
  return (
    <>
      <Section title={t('relevant_transport.title')} id="hx-relevant">
        <RelevantTransport
          cargoId={cargo.id}
          chosen={truck}
          onChoose={
            canRespond
              ? (id) => {
                  setTruck(id)
                  document.getElementById('hx-respond')?.scrollIntoView({ behavior: 'smooth', block: 'nearest' })
                }
              : undefined
          }
        />
      </Section>
      <Section title={t('responses.respond_section')} id="hx-respond">
        {state.status === 'loading' && <Skeleton lines={1} />}
        {state.status === 'failed' && <ErrorState error={state.error} onRetry={retry} />}
        {current !== undefined && (
          <div className="hx-respond" data-response-status={current ?? 'none'}>
            <p className="hx-muted">
              {current === null
                ? t('responses.respond_none')
                : t('responses.respond_current', {
                    status: isOneOf(responseStatuses, current) ? t(`responses.status_${current}`) : current,
                  })}
            </p>
            {current === null &&
              (canRespond ? (
                <RespondForm
                  cargoId={cargo.id}
                  price={cargo.price}
                  withComment
                  transportId={truck}
                  onDone={(response) => setMade(response.status)}
                  onFailure={(error) => toastFailure(toast, error)}
                />
              ) : (
                <p className="hx-muted">{t('responses.respond_closed')}</p>
              ))}
          </div>
        )}
      </Section>
    </>
  )
}

function Contacts({ cargoId, initial }: { cargoId: number; initial: CargoContact[] | undefined }) {
  const t = useT<HostTextKey | CargoSearchTextKey | DomainTextKey>()
  const api = useApi()
  const toast = useToast()
  const [contacts, setContacts] = useState<CargoContact[] | undefined>(initial)
  const [busy, setBusy] = useState(false)
  const ask = async () => {
    setBusy(true)
    try {
      setContacts((await api.call(requestContact, { params: { id: cargoId } })).data.contacts)
    } catch (error) {
      toast.error(error)
    } finally {
      setBusy(false)
    }
  }
  if (!contacts) {
    return (
      <Button variant="primary" loading={busy} onClick={() => void ask()}>
        {t('cargo_search.show_contacts')}
      </Button>
    )
  }
  if (contacts.length === 0) return <p className="hx-muted">{t('cargo_search.no_contacts')}</p>
  return (
    <ul className="hx-contacts">
      {contacts.map((contact) => (
        <li key={contact.id}>
          <strong>{contact.name}</strong>
          {contact.phones.map((phone) => (
            <a key={phone} href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="hx-phone">
              <Icon name="phone" size={16} />
              {phone}
            </a>
          ))}
        </li>
      ))}
    </ul>
  )
}
