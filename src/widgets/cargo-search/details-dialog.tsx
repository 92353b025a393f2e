/**
 * One cargo in a dialog: GET cargos/{id}, its points (v2/cargos/{id}/points), route (v2/cargos/routes/{id}),
 * price history (v2/cargos/{id}/prices, filter[mode]), status (cargos/status/{id}), the caller's response status
 * (v2/cargos/{id}/response-status, carriers) and contacts (POST v2/cargos/{id}/request-contact, signed in);
 * anonymous visitors get an invitation to sign in instead of the contacts. Each part loads and fails alone.
 * A carrier that has not responded to an available cargo may respond from here with a price (the kit's
 * `RespondForm`: POST cargos/{id}/response/add). Carriers also see which of their trucks fit the cargo (the kit's
 * `RelevantTransport`) and may pick one of them for the response.
 */
import { type ReactNode, useState } from 'react'
import {
  type Cargo,
  type CargoContact,
  cargoPoints,
  cargoPrices,
  cargoRoute,
  cargoStatus,
  getCargo,
  requestContact,
  responseStatus,
} from '../../core/contract/cargo'
import { responseStatuses } from '../../core/contract/responses'
import { isOneOf } from '../../core/i18n'
import type { DomainTextKey } from '../domain/texts'
import { Button, Dialog, ErrorState, Skeleton, useApi, useFormat, useT, useToast } from '../ui'
import { RelevantTransport } from '../ui/relevant-transport'
import { RespondForm } from '../ui/respond-form'
import { dateSpan, money, names, perKm } from './text'
import type { CargoSearchTextKey } from './texts'
import { type Loaded, useLoad } from './use-load'

export interface DetailsDialogProps {
  /** The cargo to show; `null` closes the dialog. */
  id: number | null
  /** The list's copy of the cargo, shown until the fresh one arrives. */
  summary: Cargo | null
  signedIn: boolean
  /** Carriers see whether they have responded. */
  isCarrier: boolean
  onClose: () => void
  canFavorite: boolean
  onFavorite: (cargo: Cargo) => void
  /** The sign-in invitation (instead of contacts for anonymous visitors). */
  signIn: ReactNode
}

function Section({ title, children, part }: { title: string; children: ReactNode; part: string }) {
  return (
    <section className="cs-section" part={part}>
      <h3 className="cs-section-title">{title}</h3>
      {children}
    </section>
  )
}

/** A part that is loading, failed or loaded. */
function Part<T>({ state, children }: { state: Loaded<T>; children: (data: T) => ReactNode }) {
  const t = useT<CargoSearchTextKey | DomainTextKey>()
  if (state.status === 'off') return null
  if (state.status === 'loading') return <Skeleton lines={2} />
  if (state.status === 'failed') return <ErrorState error={state.error} title={t('cargo_search.section_failed')} />
  return <>{children(state.data)}</>
}

const priceModes = ['nds', 'no_nds', 'cash'] as const
type PriceMode = (typeof priceModes)[number]

/**
 * Parts: `details`, `details-summary`, `points`, `prices`, `relevant` (carriers: with the kit's `relevant-transport`),
 * `status`, `contacts`, and the dialog parts.
 */
export function DetailsDialog(props: DetailsDialogProps) {
  const t = useT<CargoSearchTextKey | DomainTextKey>()
  const { id, summary } = props
  const title = summary
    ? t('cargo_search.details_title', { from: summary.start_point.name, to: summary.finish_point.name })
    : t('cargo_search.cargo_number', { id: id ?? '' })
  return (
    <Dialog open={id !== null} onClose={props.onClose} title={title} size="large">
      {id !== null && <Details key={id} {...props} id={id} />}
    </Dialog>
  )
}

function Details({
  id,
  summary,
  signedIn,
  isCarrier,
  canFavorite,
  onFavorite,
  signIn,
}: DetailsDialogProps & { id: number }) {
  const t = useT<CargoSearchTextKey | DomainTextKey>()
  const api = useApi()
  const format = useFormat()
  const [mode, setMode] = useState<PriceMode | null>(null)
  const params = { id }
  const cargo = useLoad(async (signal) => (await api.call(getCargo, { params, signal })).data, `${id}:${api.lang}`)
  const points = useLoad(async (signal) => (await api.call(cargoPoints, { params, signal })).data, `${id}:${api.lang}`)
  const route = useLoad(async (signal) => (await api.call(cargoRoute, { params, signal })).data, `${id}:${api.lang}`)
  const status = useLoad(async (signal) => (await api.call(cargoStatus, { params, signal })).data, `${id}:${api.lang}`)
  const prices = useLoad(
    async (signal) => (await api.call(cargoPrices, { params, query: mode ? { filter: { mode } } : {}, signal })).data,
    `${id}:${api.lang}:${mode}`,
  )
  const response = useLoad(
    signedIn && isCarrier ? async (signal) => (await api.call(responseStatus, { params, signal })).data : null,
    `${id}:${api.lang}:${signedIn}:${isCarrier}`,
  )
  // a response made from this dialog, until the status is loaded again
  const [responded, setResponded] = useState<string | null>(null)
  // the favourite mark follows the list (toggled here or there)
  const shown = cargo.data ? { ...cargo.data, is_favorite: summary?.is_favorite ?? cargo.data.is_favorite } : summary
  const favorite = shown?.is_favorite === true
  // the relevant truck chosen for the response
  const [truck, setTruck] = useState<number | null>(null)
  const canRespond =
    response.status === 'done' && (responded ?? response.data.status) === null && shown?.stage === 'available'

  return (
    <div className="cs-details" part="details">
      {shown ? (
        <div className="cs-details-summary" part="details-summary">
          <dl className="cs-facts">
            <Fact label={t('cargo_search.loading')}>{dateSpan(shown.load_date_from, shown.load_date_to, format)}</Fact>
            {shown.unload_date && <Fact label={t('cargo_search.unloading')}>{format.date(shown.unload_date)}</Fact>}
            <Fact label={t('cargo_search.truck')}>{names(shown.truck_types) || '—'}</Fact>
            <Fact label={t('cargo_search.load_types')}>{names(shown.load_types) || '—'}</Fact>
            {shown.cargo_type && <Fact label={t('cargo_search.cargo')}>{shown.cargo_type.name}</Fact>}
            {shown.pack_type && <Fact label={t('cargo_search.pack')}>{shown.pack_type.name}</Fact>}
            <Fact label={t('common.weight')}>{t('units.tonnes', { value: format.number(shown.weight) })}</Fact>
            {shown.volume !== null && (
              <Fact label={t('common.volume')}>{t('units.cubic_metres', { value: format.number(shown.volume) })}</Fact>
            )}
            <Fact label={t('common.price')}>
              {money(shown.price, shown.currency, format, t)}
              {shown.price_per_km !== null && ` (${perKm(shown.price_per_km, shown.currency, format, t)})`}
            </Fact>
            <Fact label={t('cargo_search.shipper')}>{shown.company.name}</Fact>
            <Fact label={t('cargo_search.posted')}>{format.date(shown.created_at)}</Fact>
          </dl>
          {canFavorite && (
            <Button
              size="small"
              onClick={() => onFavorite(shown)}
              aria-pressed={favorite}
              className="cs-details-favorite"
            >
              {favorite ? `★ ${t('cargo_search.favorite_remove')}` : `☆ ${t('cargo_search.favorite_add')}`}
            </Button>
          )}
        </div>
      ) : (
        <Part state={cargo}>{() => null}</Part>
      )}

      <Section title={t('cargo_search.route')} part="points">
        <Part state={points}>
          {(list) => (
            <ol className="cs-points">
              {list.map((point) => (
                <li key={point.position} className="cs-point-row" data-kind={point.kind}>
                  <span className="cs-point-kind">
                    {t(point.kind === 'load' ? 'cargo_search.point_load' : 'cargo_search.point_unload')}
                  </span>
                  <span className="cs-point-place">
                    {point.place.name}
                    {point.place.region && point.place.region !== point.place.name && `, ${point.place.region}`}
                  </span>
                  {point.address && <span className="cs-point-address">{point.address}</span>}
                  {point.date && (
                    <span className="cs-point-date">
                      {format.date(point.date)}
                      {point.time_from && ` ${point.time_from}${point.time_to ? `–${point.time_to}` : ''}`}
                    </span>
                  )}
                </li>
              ))}
            </ol>
          )}
        </Part>
        <Part state={route}>
          {(data) => (
            <p className="cs-route-distance fx-hint">
              {[
                data.distance_km === null
                  ? null
                  : t('cargo_search.distance_road', {
                      value: t('units.kilometres', { value: format.number(data.distance_km) }),
                    }),
                t('cargo_search.distance_straight', {
                  value: t('units.kilometres', { value: format.number(data.straight_km) }),
                }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          )}
        </Part>
      </Section>

      <Section title={t('cargo_search.prices')} part="prices">
        {/* buttons, not a select: a popover list would sit under the modal dialog */}
        <fieldset className="cs-price-mode fx-segmented">
          <legend className="fx-visually-hidden">{t('cargo_search.price_mode')}</legend>
          {[null, ...priceModes].map((value) => (
            <button
              key={value ?? 'all'}
              type="button"
              className="cs-view fx-segment"
              aria-pressed={mode === value}
              onClick={() => setMode(value)}
            >
              {t(`cargo_search.mode_${value ?? 'all'}`)}
            </button>
          ))}
        </fieldset>
        <Part state={prices}>
          {(list) =>
            list.length === 0 ? (
              <p className="fx-hint">{t('cargo_search.no_prices')}</p>
            ) : (
              <table className="cs-prices">
                <tbody>
                  {list.map((price) => (
                    <tr key={price.id}>
                      <td>{format.date(price.created_at)}</td>
                      <td>{t(`cargo_search.mode_${price.mode}`)}</td>
                      <td className="cs-num">{format.money(price.price, price.currency)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )
          }
        </Part>
      </Section>

      {signedIn && isCarrier && (
        <Section title={t('relevant_transport.title')} part="relevant">
          <RelevantTransport cargoId={id} chosen={truck} onChoose={canRespond ? setTruck : undefined} />
        </Section>
      )}

      <Section title={t('cargo_search.status')} part="status">
        <Part state={status}>
          {(data) => (
            <p className="cs-status">
              <span className="cs-stage" data-stage={data.stage}>
                {t(`cargo_search.stage_${data.stage}`)}
              </span>
              {data.history.length === 1 && data.history[0] && (
                <span className="fx-hint">
                  {' '}
                  {t('cargo_search.since', { date: format.date(data.history[0].created_at) })}
                </span>
              )}
              {data.history.length > 1 && (
                <span className="fx-hint">
                  {' '}
                  {data.history
                    .map((entry) => `${t(`cargo_search.stage_${entry.stage}`)} ${format.date(entry.created_at)}`)
                    .join(' → ')}
                </span>
              )}
            </p>
          )}
        </Part>
        <Part state={response}>
          {(data) => {
            const current = responded ?? data.status
            return (
              <>
                <p className="cs-response fx-hint">
                  {current === null
                    ? t('cargo_search.response_none')
                    : t('cargo_search.response_status', {
                        status: isOneOf(responseStatuses, current) ? t(`responses.status_${current}`) : current,
                      })}
                </p>
                {current === null && shown?.stage === 'available' && (
                  <RespondForm
                    cargoId={id}
                    price={shown.price}
                    transportId={truck}
                    onDone={(made) => setResponded(made.status)}
                  />
                )}
              </>
            )
          }}
        </Part>
      </Section>

      <Section title={t('cargo_search.contacts')} part="contacts">
        {signedIn ? <Contacts id={id} /> : signIn}
      </Section>
    </div>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="cs-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** Contacts on request: the request is recorded by the exchange and answered with the contacts. */
function Contacts({ id }: { id: number }) {
  const t = useT<CargoSearchTextKey | DomainTextKey>()
  const api = useApi()
  const toast = useToast()
  const [state, setState] = useState<{ loading: boolean; contacts: CargoContact[] | null }>({
    loading: false,
    contacts: null,
  })
  if (state.contacts) {
    if (state.contacts.length === 0) return <p className="fx-hint">{t('cargo_search.no_contacts')}</p>
    return (
      <ul className="cs-contacts">
        {state.contacts.map((contact) => (
          <li key={contact.id} className="cs-contact">
            <span className="cs-contact-name">{contact.name}</span>
            {contact.phones.map((phone) => (
              <a key={phone} className="cs-phone" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
                {phone}
              </a>
            ))}
          </li>
        ))}
      </ul>
    )
  }
  return (
    <Button
      className="cs-show-contacts"
      loading={state.loading}
      onClick={() => {
        setState({ loading: true, contacts: null })
        api.call(requestContact, { params: { id } }).then(
          (answer) => setState({ loading: false, contacts: answer.data.contacts }),
          (error: unknown) => {
            setState({ loading: false, contacts: null })
            toast.error(error)
          },
        )
      }}
    >
      {t('cargo_search.show_contacts')}
    </Button>
  )
}
