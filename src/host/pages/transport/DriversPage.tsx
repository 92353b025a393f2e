/** /transport/drivers: the carrier's drivers (name, phone, licence), with the trucks each one drives. */

import { useState } from 'react'
import type { Driver } from '../../../core/contract/transport'
import * as fleet from '../../../core/contract/transport'
import { addTexts } from '../../../core/i18n/texts'
import * as calendarTexts from '../../../widgets/transport-calendar/texts'
import { Button, useApi, useEndpoint, useT, useToast } from '../../../widgets/ui'
import { FormText } from '../../forms/fields'
import { FormDialog } from '../../forms/form-dialog'
import { Page } from '../../forms/page'
import { applyServerErrors, bodySchema, useZodForm } from '../../forms/use-zod-form'
import type { HostTextKey } from '../../texts/keys'
import * as transportTexts from '../../texts/transport'
import { useFleetList } from './fleet-data'
import { FleetRowActions, FleetRows } from './fleet-rows'
import { RemoveDialog } from './remove-dialog'
import './transport.css'

// this page's own texts (the site starts with its shell's only)
addTexts(calendarTexts, transportTexts)

const driverForm = bodySchema(fleet.createDriver)

function DriverDialog({
  driver,
  onClose,
  onSaved,
}: {
  driver: Driver | null
  onClose: () => void
  onSaved: () => void
}) {
  const t = useT<HostTextKey>()
  const api = useApi()
  const toast = useToast()
  const form = useZodForm(driverForm, {
    defaultValues: { name: driver?.name ?? '', phone: driver?.phone ?? null, licence: driver?.licence ?? null },
  })
  const submit = form.handleSubmit(async (body) => {
    try {
      if (driver) await api.call(fleet.updateDriver, { params: { id: driver.id }, body })
      else await api.call(fleet.createDriver, { body })
      toast.show(t('transport_pages.driver_saved', { name: body.name }), { kind: 'success' })
      onSaved()
    } catch (error) {
      applyServerErrors(form, error, toast, { fields: ['name', 'phone', 'licence'] })
    }
  })
  const formId = 'fx-driver-form'
  return (
    <FormDialog
      formId={formId}
      title={driver ? t('transport_pages.driver_edit') : t('transport_pages.driver_add')}
      onClose={onClose}
      busy={form.formState.isSubmitting}
    >
      <form id={formId} className="fx-hp-form" noValidate onSubmit={submit} data-form="driver">
        <FormText
          control={form.control}
          name="name"
          label={t('transport_pages.driver_name')}
          required
          maxLength={200}
        />
        <FormText
          control={form.control}
          name="phone"
          type="tel"
          empty="null"
          label={t('transport_pages.phone')}
          hint={t('transport_pages.phone_hint')}
        />
        <FormText
          control={form.control}
          name="licence"
          empty="null"
          label={t('transport_pages.licence')}
          maxLength={30}
        />
      </form>
    </FormDialog>
  )
}

export default function DriversPage() {
  const t = useT<HostTextKey>()
  const api = useApi()
  const _toast = useToast()
  // the list pages by the generic list store's 40 (spec 9)
  const driversPaged = useFleetList((page, signal) => api.call(fleet.listDrivers, { query: page, signal }), 'drivers')
  const reload = driversPaged.reload
  const trucks = useEndpoint(fleet.listTransports, { query: { limit: 9999 } }, { select: (a) => a.data })
  const [editing, setEditing] = useState<Driver | 'new' | null>(null)
  const [removing, setRemoving] = useState<Driver | null>(null)
  const numbers = new Map(trucks.state === 'ready' ? trucks.data.map((x) => [x.id, x.number]) : [])

  return (
    <Page
      name="drivers"
      title={t('route.transport-drivers')}
      aside={
        <Button variant="primary" onClick={() => setEditing('new')} data-action="add-driver">
          {t('transport_pages.driver_add')}
        </Button>
      }
    >
      <FleetRows
        list={driversPaged}
        onRetry={reload}
        lines={4}
        label={t('transport_pages.drivers_title')}
        empty={{ title: t('transport_pages.no_drivers'), description: t('transport_pages.no_drivers_hint') }}
      >
        {(driver) => (
          <li key={driver.id} className="fx-hp-item tp-row" data-driver={driver.name}>
            <div>
              <div className="tp-title">{driver.name}</div>
              <div className="tp-muted">{driver.phone ?? '—'}</div>
            </div>
            <div className="tp-muted">
              {[
                driver.licence && `${t('transport_pages.licence')}: ${driver.licence}`,
                driver.transport_ids.length > 0 &&
                  `${t('transport_pages.drives')}: ${driver.transport_ids.map((id) => numbers.get(id) ?? `#${id}`).join(', ')}`,
              ]
                .filter(Boolean)
                .join(' · ') || t('transport_pages.no_truck')}
            </div>
            <FleetRowActions onEdit={() => setEditing(driver)} onDelete={() => setRemoving(driver)} />
          </li>
        )}
      </FleetRows>
      {editing !== null && (
        <DriverDialog
          driver={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            reload()
          }}
        />
      )}
      <RemoveDialog
        target={removing}
        question={(d) => t('transport_pages.remove_driver', { name: d.name })}
        remove={(d) => api.call(fleet.deleteDriver, { params: { id: d.id } })}
        removed={(d) => t('transport_pages.driver_removed', { name: d.name })}
        onClose={() => setRemoving(null)}
        onDone={reload}
      />
    </Page>
  )
}
