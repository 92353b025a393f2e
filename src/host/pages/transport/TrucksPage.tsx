/**
 * /transport/trucks: the carrier's trucks and trailers (tabs). A truck has its registration number, make and
 * model (the `vehicles` and `truck_models` dictionaries), body type, volume, capacity, load types, trailer and
 * driver; its documents and photos are uploaded here (PDF, JPEG or PNG, size limited). Trailers are listed,
 * added, changed and removed on their own tab.
 */

import { useState } from 'react'
import type { Trailer, Transport } from '../../../core/contract/transport'
import * as fleet from '../../../core/contract/transport'
import { addTexts } from '../../../core/i18n/texts'
import type { CalendarTextKey } from '../../../widgets/transport-calendar/texts'
import * as calendarTexts from '../../../widgets/transport-calendar/texts'
import { Button, Tabs, useApi, useEndpoint, useFormat, useT, useToast } from '../../../widgets/ui'
import { Page } from '../../forms/page'
import type { HostTextKey } from '../../texts/keys'
import * as transportTexts from '../../texts/transport'
import { useFleetList } from './fleet-data'
import { FleetRowActions, FleetRows } from './fleet-rows'
import { RemoveDialog } from './remove-dialog'
import './transport.css'
import { TrailerDialog, TruckDialog } from './truck-dialogs'
import { FilesDialog } from './truck-files-dialog'

// this page's own texts (the site starts with its shell's only)
addTexts(calendarTexts, transportTexts)

export default function TrucksPage() {
  const t = useT<HostTextKey | CalendarTextKey>()
  const api = useApi()
  const _toast = useToast()
  const format = useFormat()
  const [tab, setTab] = useState<'trucks' | 'trailers'>('trucks')
  // the lists page by the generic list store's 40 (spec 9); the trailer picker looks up every trailer
  const trucksPaged = useFleetList((page, signal) => api.call(fleet.listTransports, { query: page, signal }), 'trucks')
  const reloadTrucks = trucksPaged.reload
  const trailersPaged = useFleetList(
    (page, signal) => api.call(fleet.listTrailers, { query: page, signal }),
    'trailers',
  )
  const trailerLookup = useEndpoint(fleet.listTrailers, { query: {} }, { select: (a) => a.data })
  const reloadTrailers = () => {
    trailersPaged.reload()
    trailerLookup.reload()
  }
  const drivers = useEndpoint(fleet.listDrivers, { query: {} }, { select: (a) => a.data })
  const [editing, setEditing] = useState<Transport | 'new' | null>(null)
  const [editingTrailer, setEditingTrailer] = useState<Trailer | 'new' | null>(null)
  const [filesOf, setFilesOf] = useState<Transport | null>(null)
  const [removing, setRemoving] = useState<{ kind: 'truck' | 'trailer'; id: number; number: string } | null>(null)

  const trailerOptions =
    trailerLookup.state === 'ready' ? trailerLookup.data.map((x) => ({ value: x.id, label: x.number })) : []
  const driverOptions = drivers.state === 'ready' ? drivers.data.map((x) => ({ value: x.id, label: x.name })) : []
  const size = (volume: number | null, capacity: number | null) =>
    [
      volume === null ? null : t('calendar.cubic', { value: format.number(volume) }),
      capacity === null ? null : t('calendar.tonnes', { value: format.number(capacity) }),
    ]
      .filter(Boolean)
      .join(', ')

  return (
    <Page
      name="trucks"
      title={t('route.transport-trucks')}
      aside={
        tab === 'trucks' ? (
          <Button variant="primary" onClick={() => setEditing('new')} data-action="add-truck">
            {t('transport_pages.truck_add')}
          </Button>
        ) : (
          <Button variant="primary" onClick={() => setEditingTrailer('new')} data-action="add-trailer">
            {t('transport_pages.trailer_add')}
          </Button>
        )
      }
    >
      <Tabs
        label={t('transport_pages.trucks_title')}
        value={tab}
        onChange={setTab}
        tabs={[
          {
            id: 'trucks',
            label: t('transport_pages.tab_trucks'),
            badge: trucksPaged.loaded && trucksPaged.status !== 'failed' ? trucksPaged.size : undefined,
          },
          {
            id: 'trailers',
            label: t('transport_pages.tab_trailers'),
            badge: trailersPaged.loaded && trailersPaged.status !== 'failed' ? trailersPaged.size : undefined,
          },
        ]}
      >
        {tab === 'trucks' && (
          <FleetRows
            list={trucksPaged}
            onRetry={reloadTrucks}
            lines={4}
            label={t('transport_pages.tab_trucks')}
            empty={{ title: t('transport_pages.no_trucks'), description: t('transport_pages.no_trucks_hint') }}
          >
            {(truck) => (
              <li key={truck.id} className="fx-hp-item tp-row" data-truck={truck.number}>
                <div>
                  <div className="tp-title">{truck.number}</div>
                  <div className="tp-muted">
                    {[truck.vehicle?.name, truck.truck_model?.name].filter(Boolean).join(' ') || '—'}
                  </div>
                </div>
                <div className="tp-muted">
                  {[
                    truck.truck_type?.name,
                    size(truck.volume, truck.capacity),
                    truck.load_types.map((x) => x.name).join(', '),
                    truck.trailer && `${t('transport_pages.trailer')}: ${truck.trailer.number}`,
                    truck.driver && `${t('transport_pages.driver')}: ${truck.driver.name}`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </div>
                <FleetRowActions
                  onEdit={() => setEditing(truck)}
                  onFiles={() => setFilesOf(truck)}
                  onDelete={() => setRemoving({ kind: 'truck', id: truck.id, number: truck.number })}
                />
              </li>
            )}
          </FleetRows>
        )}
        {tab === 'trailers' && (
          <FleetRows
            list={trailersPaged}
            onRetry={reloadTrailers}
            lines={3}
            label={t('transport_pages.tab_trailers')}
            empty={{ title: t('transport_pages.no_trailers') }}
          >
            {(trailer) => (
              <li key={trailer.id} className="fx-hp-item tp-row" data-trailer={trailer.number}>
                <div className="tp-title">{trailer.number}</div>
                <div className="tp-muted">
                  {[trailer.truck_type?.name, size(trailer.volume, trailer.capacity)].filter(Boolean).join(' · ') ||
                    '—'}
                </div>
                <FleetRowActions
                  onEdit={() => setEditingTrailer(trailer)}
                  onDelete={() => setRemoving({ kind: 'trailer', id: trailer.id, number: trailer.number })}
                />
              </li>
            )}
          </FleetRows>
        )}
      </Tabs>
      {editing !== null && (
        <TruckDialog
          truck={editing === 'new' ? null : editing}
          trailers={trailerOptions}
          drivers={driverOptions}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            reloadTrucks()
          }}
        />
      )}
      {editingTrailer !== null && (
        <TrailerDialog
          trailer={editingTrailer === 'new' ? null : editingTrailer}
          onClose={() => setEditingTrailer(null)}
          onSaved={() => {
            setEditingTrailer(null)
            reloadTrailers()
          }}
        />
      )}
      {filesOf && <FilesDialog truck={filesOf} onClose={() => setFilesOf(null)} />}
      <RemoveDialog
        target={removing}
        question={(r) =>
          t(r.kind === 'truck' ? 'transport_pages.remove_truck' : 'transport_pages.remove_trailer', {
            number: r.number,
          })
        }
        remove={(r) =>
          r.kind === 'truck'
            ? api.call(fleet.deleteTransport, { params: { id: r.id } })
            : api.call(fleet.deleteTrailer, { params: { id: r.id } })
        }
        removed={(r) => t('transport_pages.removed', { number: r.number })}
        onClose={() => setRemoving(null)}
        onDone={() => {
          reloadTrucks()
          reloadTrailers()
        }}
      />
    </Page>
  )
}
