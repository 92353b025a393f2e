/**
 * /trucks/list: the `<fx-truck-search>` widget, placed as a custom element the way a shipper's TMS embeds it; the
 * carrier link goes to the carrier's page.
 */
import { addTexts } from '../../../core/i18n/texts'
import * as truckTexts from '../../../widgets/truck-search/texts'
import { pathOf } from '../../routes'
import { useWidgetElement } from '../../widgets'

addTexts(truckTexts)

export default function TruckListPage() {
  useWidgetElement('fx-truck-search')
  return (
    <div className="hx-page hx-trucks">
      <fx-truck-search
        className="hx-widget"
        carrier-url={pathOf('trucks-carrier', { id: '{id}' }).replace('%7Bid%7D', '{id}')}
      />
    </div>
  )
}
