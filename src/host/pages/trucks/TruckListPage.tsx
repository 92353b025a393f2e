/**
 * /trucks/list: the `<fx-truck-search>` widget, placed as a custom element the way a shipper's TMS embeds it; the
 * carrier link goes to the carrier's page. Above it, the company's own database of external carriers: open it,
 * or add a carrier by INN (then its page, to add its trucks).
 */
import { Suspense, useState } from 'react'
import { addTexts } from '../../../core/i18n/texts'
import * as truckTexts from '../../../widgets/truck-search/texts'
import { Button, lazyNamed, useT } from '../../../widgets/ui'
import { useHost } from '../../host-context'
import { pathOf } from '../../routes'
import type { HostTextKey } from '../../texts/keys'
import * as trucksPageTexts from '../../texts/trucks'
import { useWidgetElement } from '../../widgets'
import './trucks.css'

addTexts(truckTexts, trucksPageTexts)

/**
 * The two dialogs (a form on zod and react-hook-form, the carriers' list) load with their first opening: the
 * search below is what the page opens for, and their code was a third of its first load.
 */
const CarrierDialog = lazyNamed(() => import('./carrier-dialogs'), 'CarrierDialog')
const MyCarriersDialog = lazyNamed(() => import('./carrier-dialogs'), 'MyCarriersDialog')

export default function TruckListPage() {
  useWidgetElement('fx-truck-search')
  const t = useT<HostTextKey>()
  const { navigate } = useHost()
  const [dialog, setDialog] = useState<'carriers' | 'add' | null>(null)
  return (
    <div className="hx-page hx-trucks">
      <div className="hx-trucks-toolbar">
        <Button onClick={() => setDialog('carriers')} data-action="my-carriers">
          {t('truck_pages.my_carriers')}
        </Button>
        <Button variant="primary" onClick={() => setDialog('add')} data-action="add-carrier">
          {t('truck_pages.carrier_add')}
        </Button>
      </div>
      <fx-truck-search
        className="hx-widget"
        carrier-url={pathOf('trucks-carrier', { id: '{id}' }).replace('%7Bid%7D', '{id}')}
      />
      <Suspense fallback={null}>
        {dialog === 'carriers' && <MyCarriersDialog onClose={() => setDialog(null)} onAdd={() => setDialog('add')} />}
        {dialog === 'add' && (
          <CarrierDialog
            carrier={null}
            onClose={() => setDialog(null)}
            onSaved={(carrier) => {
              setDialog(null)
              void navigate('trucks-carrier', { id: String(carrier.id) })
            }}
          />
        )}
      </Suspense>
    </div>
  )
}
