/**
 * /trucks/carrier/:id: a carrier's page, for an external carrier of the caller's database and for a registered
 * carrier alike: the company, its trucks counted by body type, its trucks, planned trips, the company's feedback
 * about it, and for a registered carrier its rating and the reviews of the exchange's shippers.
 */
import { useState } from 'react'
import { isApiError } from '../../../core/api'
import {
  type CarrierCompany,
  deleteExternalTransport,
  type ExternalTransport,
  externalTransportCount,
  getExternalCompany,
  listCompanyRoutes,
  listCompanyTransports,
  listFeedback,
} from '../../../core/contract/external-carriers'
import { dictionary } from '../../../core/contract/reference'
import { addTexts } from '../../../core/i18n/texts'
import { CompanyRating, CompanyReviews } from '../../../widgets/domain'
import { FeedbackList } from '../../../widgets/truck-search/feedback-list'
import { NewRouteDialog } from '../../../widgets/truck-search/new-route-dialog'
import type { TruckSearchTextKey } from '../../../widgets/truck-search/texts'
import * as truckTexts from '../../../widgets/truck-search/texts'
import {
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Skeleton,
  useApi,
  useEndpoint,
  useFormat,
  useT,
  useToast,
} from '../../../widgets/ui'
import { toastFailure } from '../../forms/errors'
import { Page } from '../../forms/page'
import type { HostTextKey } from '../../texts/keys'
import * as trucksPageTexts from '../../texts/trucks'
import { CarrierDialog } from './carrier-dialogs'
import { ExternalTruckDialog, placeOf } from './external-truck-dialog'
import './trucks.css'

addTexts(truckTexts, trucksPageTexts)

export interface CarrierPageProps {
  id: string
}

export default function CarrierPage({ id }: CarrierPageProps) {
  const t = useT<HostTextKey | TruckSearchTextKey>()
  const format = useFormat()
  const api = useApi()
  const toast = useToast()
  const [editingCarrier, setEditingCarrier] = useState(false)
  const [editingTruck, setEditingTruck] = useState<ExternalTransport | 'new' | null>(null)
  const [removing, setRemoving] = useState<ExternalTransport | null>(null)
  const [planning, setPlanning] = useState<ExternalTransport | null>(null)
  const [busy, setBusy] = useState(false)
  const carrierId = Number(id)
  const valid = Number.isInteger(carrierId) && carrierId > 0
  const params = { id: carrierId }
  const carrier = useEndpoint(getExternalCompany, { params }, { enabled: valid, select: (a) => a.data })
  const counts = useEndpoint(externalTransportCount, { params, body: {} }, { enabled: valid, select: (a) => a.data })
  const trucks = useEndpoint(
    listCompanyTransports,
    { params, query: { limit: 100 } },
    { enabled: valid, select: (a) => a.data },
  )
  const routes = useEndpoint(listCompanyRoutes, { params }, { enabled: valid, select: (a) => a.data })
  const feedback = useEndpoint(
    listFeedback,
    { query: { filter: { company_id: carrierId }, limit: 20 } },
    { enabled: valid, select: (a) => a.data },
  )
  const types = useEndpoint(dictionary, { params: { kind: 'truck_types' } }, { select: (a) => a.data })
  const typeName = (typeId: number | null) =>
    (typeId !== null && types.state === 'ready' && types.data.find((item) => item.id === typeId)?.name) ||
    t('truck_search.body_unknown')
  const truckName = (truck: ExternalTransport) =>
    [typeName(truck.truck_type_id), truck.route.start_city_name].filter(Boolean).join(', ')
  const reloadAll = () => {
    carrier.reload()
    counts.reload()
    trucks.reload()
    routes.reload()
  }
  const remove = async () => {
    if (!removing) return
    setBusy(true)
    try {
      await api.call(deleteExternalTransport, { params: { id: removing.id } })
      toast.show(t('truck_pages.truck_deleted'), { kind: 'success' })
    } catch (error) {
      if (!(isApiError(error) && error.status === 404)) toastFailure(toast, error)
    } finally {
      setBusy(false)
      setRemoving(null)
      reloadAll()
    }
  }

  if (!valid || carrier.state === 'error') {
    return (
      <Page name="trucks-carrier" title={t('truck_search.carrier')}>
        {carrier.state === 'error' ? (
          <ErrorState error={carrier.error} onRetry={carrier.reload} />
        ) : (
          <EmptyState title={t('truck_search.carrier')} />
        )}
      </Page>
    )
  }
  if (carrier.state !== 'ready') {
    return (
      <Page name="trucks-carrier" title={t('truck_search.carrier')}>
        <Skeleton lines={4} />
      </Page>
    )
  }
  const c: CarrierCompany = carrier.data
  const external = c.kind === 'external'
  return (
    <Page
      name="trucks-carrier"
      title={c.name}
      aside={
        external && (
          <div className="hx-carrier-actions">
            <Button onClick={() => setEditingCarrier(true)} data-action="edit-carrier">
              {t('truck_pages.carrier_edit')}
            </Button>
            <Button variant="primary" onClick={() => setEditingTruck('new')} data-action="add-truck">
              {t('truck_pages.truck_add')}
            </Button>
          </div>
        )
      }
    >
      <section className="hx-carrier-card">
        <p>
          {t(c.kind === 'external' ? 'truck_search.external' : 'truck_search.registered')} ·{' '}
          {t('truck_search.inn', { inn: c.inn })}
        </p>
        <p className="fx-hint">{[c.phone, c.email].filter(Boolean).join(' · ')}</p>
        <p>
          {t('truck_search.trucks_count', { count: c.transport_count })} ·{' '}
          {t('truck_search.routes_count', { count: c.planned_route_count })} ·{' '}
          {!external ? (
            <CompanyRating companyId={carrierId} subject="carrier" href="#reviews" />
          ) : c.rating === null ? (
            t('truck_search.no_rating')
          ) : (
            t('truck_search.rating', { rating: c.rating, count: c.feedback_count })
          )}
        </p>
        {counts.state === 'ready' && counts.data.by_truck_type.length > 0 && (
          <ul className="hx-carrier-counts">
            {counts.data.by_truck_type.map((row) => (
              <li key={row.truck_type_id ?? 0}>
                {typeName(row.truck_type_id)}: {row.count}
              </li>
            ))}
          </ul>
        )}
      </section>
      {!external && <CompanyReviews companyId={carrierId} subject="carrier" />}
      <div className="hx-carrier-columns">
        <section>
          <h2>{t('truck_search.trucks')}</h2>
          {trucks.state !== 'ready' ? (
            <Skeleton lines={3} />
          ) : trucks.data.length === 0 ? (
            <p className="fx-hint">{t(external ? 'truck_pages.no_trucks' : 'truck_pages.no_trucks_registered')}</p>
          ) : (
            <ul className="hx-carrier-list">
              {trucks.data.map((truck) => (
                <li key={truck.id}>
                  <strong>{typeName(truck.truck_type_id)}</strong>
                  {truck.weight !== null
                    ? `, ${t('truck_search.capacity', { weight: format.number(truck.weight) })}`
                    : ''}
                  {truck.volume !== null
                    ? `, ${t('truck_search.volume_value', { volume: format.number(truck.volume) })}`
                    : ''}
                  {truck.route.start_city_name && (
                    <span className="fx-hint">
                      {' '}
                      {truck.route.start_city_name} → {truck.route.finish_point_name ?? '…'}
                    </span>
                  )}
                  {external && (
                    <span className="hx-carrier-truck-actions">
                      <Button
                        size="small"
                        variant="ghost"
                        onClick={() => setEditingTruck(truck)}
                        data-action="edit-truck"
                      >
                        {t('truck_pages.edit')}
                      </Button>
                      <Button size="small" variant="ghost" onClick={() => setPlanning(truck)} data-action="add-route">
                        {t('truck_pages.route_add')}
                      </Button>
                      <Button
                        size="small"
                        variant="ghost"
                        onClick={() => setRemoving(truck)}
                        data-action="delete-truck"
                      >
                        {t('truck_pages.delete')}
                      </Button>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section>
          <h2>{t('truck_search.routes')}</h2>
          {routes.state !== 'ready' ? (
            <Skeleton lines={3} />
          ) : routes.data.length === 0 ? (
            <p className="fx-hint">{t('truck_search.no_routes')}</p>
          ) : (
            <ul className="hx-carrier-list">
              {routes.data.slice(0, 50).map((route) => (
                <li key={route.id}>
                  {format.date(route.start_date)}: {route.start_city_name} → {route.finish_point_name}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section>
          <h2>{t('truck_search.feedback')}</h2>
          {feedback.state !== 'ready' ? (
            <Skeleton lines={2} />
          ) : (
            <FeedbackList notes={feedback.data} className="hx-carrier-list" />
          )}
        </section>
      </div>
      {editingCarrier && (
        <CarrierDialog
          carrier={c}
          onClose={() => setEditingCarrier(false)}
          onSaved={() => {
            setEditingCarrier(false)
            carrier.reload()
          }}
        />
      )}
      {editingTruck && (
        <ExternalTruckDialog
          carrierId={c.id}
          truck={editingTruck === 'new' ? null : editingTruck}
          onClose={() => setEditingTruck(null)}
          onSaved={() => {
            setEditingTruck(null)
            reloadAll()
          }}
        />
      )}
      {planning && (
        <NewRouteDialog
          open
          transportId={planning.id}
          start={placeOf(planning.route.start_city_id, planning.route.start_city_name)}
          finish={placeOf(
            planning.route.finish_point_id,
            planning.route.finish_point_name,
            planning.route.finish_point_type,
          )}
          onClose={() => setPlanning(null)}
          onCreated={() => reloadAll()}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('truck_pages.truck_delete')}
        confirm={t('truck_pages.delete')}
        danger
        busy={busy}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      >
        {removing && t('truck_pages.truck_delete_text', { name: truckName(removing) })}
      </ConfirmDialog>
    </Page>
  )
}
