/**
 * One truck's details in a dialog: the carrier (company, trucks and planned trips counted, rating), the truck's
 * planned trips, its contacts, the company's comments on it and feedback about the carrier, and the actions
 * (offer a cargo to a registered carrier's free truck, message an external truck's contacts).
 */
import { useState } from 'react'
import {
  createExternalComment,
  createFeedback,
  getExternalCompany,
  listCompanyTransports,
  listExternalComments,
  listFeedback,
  listPlannedRoutes,
} from '../../core/contract/external-carriers'
import type { FoundTruck } from '../../core/contract/trucks'
import { LanePriceChart } from '../domain/lane-price-chart'
import { CompanyReviews } from '../domain/reviews/company-reviews'
import { Button, Dialog, Skeleton, TextInput, useApi, useEndpoint, useFormat, useT, useToast } from '../ui'
import { TruckActions } from './actions'
import { FeedbackList } from './feedback-list'
import { NewRouteDialog } from './new-route-dialog'
import type { TruckSearchProps } from './schema'
import type { TruckSearchTextKey } from './texts'

export interface TruckDetailsProps {
  truck: FoundTruck | null
  onClose: () => void
  cargoId: number | undefined
  carrierUrl: string | undefined
  dispatch: TruckSearchProps['dispatch']
  /** The searched lane (start and finish), for the lane price index; without one, the truck's own route. */
  lane?: { startId?: number | undefined; finishId?: number | undefined; truckType?: number | undefined }
}

function Section({ title, name, children }: { title: string; name: string; children: React.ReactNode }) {
  return (
    <section className="ts-section" part={name}>
      <h3>{title}</h3>
      {children}
    </section>
  )
}

function Carrier({ truck, carrierUrl }: { truck: FoundTruck; carrierUrl: string | undefined }) {
  const t = useT<TruckSearchTextKey>()
  const carrier = useEndpoint(getExternalCompany, { params: { id: truck.company.id } }, { select: (a) => a.data })
  if (carrier.state !== 'ready') return <Skeleton lines={2} />
  const c = carrier.data
  const href = carrierUrl?.replace('{id}', String(c.id))
  return (
    <div className="ts-carrier" part="carrier">
      <p className="ts-carrier-name">
        <strong>{c.name}</strong> · {t(c.kind === 'external' ? 'truck_search.external' : 'truck_search.registered')}
      </p>
      <p className="fx-hint">
        {t('truck_search.trucks_count', { count: c.transport_count })} ·{' '}
        {t('truck_search.routes_count', { count: c.planned_route_count })} ·{' '}
        {c.rating === null
          ? t('truck_search.no_rating')
          : t('truck_search.rating', { rating: c.rating, count: c.feedback_count })}
      </p>
      {href && /^(https?:|\/)/.test(href) && (
        <a className="ts-carrier-link" href={href} part="carrier-link">
          {t('truck_search.carrier_page')}
        </a>
      )}
    </div>
  )
}

function Contacts({ truck }: { truck: FoundTruck }) {
  const t = useT<TruckSearchTextKey>()
  const external = truck.company.kind === 'external'
  const trucks = useEndpoint(
    listCompanyTransports,
    { params: { id: truck.company.id }, query: { limit: 500 } },
    { enabled: external, select: (a) => a.data.find((row) => row.id === truck.transport_id) ?? null },
  )
  const carrier = useEndpoint(getExternalCompany, { params: { id: truck.company.id } }, { select: (a) => a.data })
  const contacts =
    external && trucks.state === 'ready'
      ? (trucks.data?.contacts ?? []).map((c) => ({
          key: c.id,
          name: c.name,
          lines: [...c.phones, c.email].filter(Boolean) as string[],
        }))
      : !external && carrier.state === 'ready'
        ? [
            {
              key: 0,
              name: carrier.data.name,
              lines: [carrier.data.phone, carrier.data.email].filter(Boolean) as string[],
            },
          ]
        : null
  if (contacts === null) return <Skeleton lines={1} />
  if (contacts.length === 0) return <p className="fx-hint">{t('truck_search.no_contacts')}</p>
  return (
    <ul className="ts-contacts">
      {contacts.map((contact) => (
        <li key={contact.key}>
          {contact.name}
          {contact.lines.map((line) => (
            <span key={line} className="ts-contact-line">
              {line.includes('@') ? <a href={`mailto:${line}`}>{line}</a> : <a href={`tel:${line}`}>{line}</a>}
            </span>
          ))}
        </li>
      ))}
    </ul>
  )
}

function Routes({ truck }: { truck: FoundTruck }) {
  const t = useT<TruckSearchTextKey>()
  const format = useFormat()
  const [planning, setPlanning] = useState(false)
  const routes = useEndpoint(listPlannedRoutes, { params: { id: truck.transport_id } }, { select: (a) => a.data })
  return (
    <>
      {routes.state !== 'ready' ? (
        <Skeleton lines={2} />
      ) : routes.data.length === 0 ? (
        <p className="fx-hint">{t('truck_search.no_routes')}</p>
      ) : (
        <ul className="ts-routes">
          {routes.data.map((route) => (
            <li key={route.id}>
              {format.date(route.start_date)}: {route.start_city_name} → {route.finish_point_name}
            </li>
          ))}
        </ul>
      )}
      <Button size="small" className="ts-plan-route" onClick={() => setPlanning(true)}>
        {t('truck_search.plan_route')}
      </Button>
      <NewRouteDialog
        open={planning}
        onClose={() => setPlanning(false)}
        transportId={truck.transport_id}
        onCreated={() => routes.reload()}
      />
    </>
  )
}

function Comments({ truck }: { truck: FoundTruck }) {
  const t = useT<TruckSearchTextKey>()
  const api = useApi()
  const toast = useToast()
  const format = useFormat()
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const comments = useEndpoint(
    listExternalComments,
    { query: { filter: { transport_id: truck.transport_id }, limit: 3 } },
    { select: (a) => a.data },
  )
  const save = async () => {
    setBusy(true)
    try {
      await api.call(createExternalComment, { body: { transport_id: truck.transport_id, content: text } })
      setText('')
      toast.show(t('truck_search.comment_saved'), { kind: 'success' })
      comments.reload()
    } catch (error) {
      toast.error(error)
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      {comments.state === 'ready' ? (
        comments.data.length === 0 ? (
          <p className="fx-hint">{t('truck_search.no_comments')}</p>
        ) : (
          <ul className="ts-comments">
            {comments.data.map((comment) => (
              <li key={comment.id}>
                <span className="ts-comment-text">{comment.content}</span>
                <span className="fx-hint">
                  {comment.user?.name ?? ''} · {format.date(comment.created_at)}
                </span>
              </li>
            ))}
          </ul>
        )
      ) : (
        <Skeleton lines={2} />
      )}
      <form
        className="ts-inline-form"
        onSubmit={(event) => {
          event.preventDefault()
          if (text.trim()) void save()
        }}
      >
        <TextInput label={t('truck_search.comment_label')} value={text} onChange={setText} />
        <Button type="submit" loading={busy} disabled={!text.trim()}>
          {t('truck_search.comment_add')}
        </Button>
      </form>
    </>
  )
}

function Feedback({ truck }: { truck: FoundTruck }) {
  const t = useT<TruckSearchTextKey>()
  const api = useApi()
  const toast = useToast()
  const [rating, setRating] = useState<number | null>(5)
  const [text, setText] = useState('')
  const list = useEndpoint(
    listFeedback,
    { query: { filter: { company_id: truck.company.id }, limit: 5 } },
    { select: (a) => a.data },
  )
  const save = async () => {
    try {
      await api.call(createFeedback, { body: { company_id: truck.company.id, rating: rating ?? 5, content: text } })
      setText('')
      toast.show(t('truck_search.feedback_saved'), { kind: 'success' })
      list.reload()
    } catch (error) {
      toast.error(error)
    }
  }
  return (
    <>
      {list.state === 'ready' && <FeedbackList notes={list.data} className="ts-feedback" />}
      <form
        className="ts-inline-form"
        onSubmit={(event) => {
          event.preventDefault()
          if (text.trim()) void save()
        }}
      >
        <label className="fx-field">
          <span className="fx-label">{t('truck_search.feedback_rating')}</span>
          <select
            className="fx-input"
            value={rating ?? 5}
            onChange={(event) => setRating(Number(event.currentTarget.value))}
          >
            {[5, 4, 3, 2, 1].map((value) => (
              <option key={value} value={value}>
                {'★'.repeat(value)}
              </option>
            ))}
          </select>
        </label>
        <TextInput label={t('truck_search.feedback_text')} value={text} onChange={setText} />
        <Button type="submit" disabled={!text.trim()}>
          {t('truck_search.feedback_add')}
        </Button>
      </form>
    </>
  )
}

/**
 * Parts: `details`, `carrier`, `carrier-link`, `company-reviews` (with `rating-summary`, `review`), `routes`,
 * `contacts`, `comments`, `feedback`, `actions`.
 */
export function TruckDetails({ truck, onClose, cargoId, carrierUrl, dispatch, lane }: TruckDetailsProps) {
  const t = useT<TruckSearchTextKey>()
  const startId = lane?.startId ?? truck?.place?.id
  const finishId = lane?.finishId ?? truck?.finish?.id
  return (
    <Dialog open={truck !== null} onClose={onClose} title={t('truck_search.details')} size="large">
      {truck && (
        <div className="ts-details" part="details">
          <Carrier truck={truck} carrierUrl={carrierUrl} />
          <TruckActions truck={truck} cargoId={cargoId} dispatch={dispatch} />
          <Section name="contacts" title={t('truck_search.contacts')}>
            <Contacts truck={truck} />
          </Section>
          {truck.company.kind === 'external' && (
            <>
              <Section name="routes" title={t('truck_search.routes')}>
                <Routes truck={truck} />
              </Section>
              <Section name="comments" title={t('truck_search.comments')}>
                <Comments truck={truck} />
              </Section>
            </>
          )}
          {truck.company.kind !== 'external' && (
            // the exchange's reviews of a registered carrier, left by the shippers of its closed orders
            <CompanyReviews companyId={truck.company.id} subject="carrier" level={3} />
          )}
          <Section name="feedback" title={t('truck_search.feedback')}>
            <Feedback truck={truck} />
          </Section>
          {startId !== undefined && finishId !== undefined && startId !== finishId && (
            <Section name="lane-prices" title={t('truck_search.lane_prices')}>
              <LanePriceChart
                startId={startId}
                finishId={finishId}
                truckType={lane?.truckType ?? truck.truck_type_id}
              />
            </Section>
          )}
        </div>
      )}
    </Dialog>
  )
}
