/** One cargo of the shipper's lists: its route, dates, load, price, responsible and the actions its stage allows. */
import type { ReactNode } from 'react'
import type { CargoAction, ShipperCargo } from '../../../core/contract/shipper'
import type { OrderFormTextKey } from '../../../widgets/order-form/texts'
import { Button, type Formatters, type Translate } from '../../../widgets/ui'
import type { HostTextKey } from '../../texts/keys'
import { AuctionState, canStartAuction } from './auction'
import { CargoRoute } from './cargo-list'

export interface CargoCardProps {
  cargo: ShipperCargo
  t: Translate<HostTextKey | OrderFormTextKey>
  format: Formatters
  busy: boolean
  highlight?: boolean
  onAction: (cargo: ShipperCargo, action: CargoAction) => void
  onAssign: (cargo: ShipperCargo) => void
  onEdit: (cargo: ShipperCargo) => void
  onDelete: (cargo: ShipperCargo) => void
  /** Start an auction (an available cargo without a running one). */
  onAuction?: (cargo: ShipperCargo) => void
  /** New dates for a cargo (an expired one, or any draft or available one). */
  onRenew?: (cargo: ShipperCargo) => void
  children?: ReactNode
}

export function dates(cargo: ShipperCargo, format: Formatters): string {
  const short: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' }
  const load = format.date(cargo.load_date_from, short)
  return cargo.unload_date ? `${load} → ${format.date(cargo.unload_date, short)}` : load
}

export function CargoCard({
  cargo,
  t,
  format,
  busy,
  highlight,
  onAction,
  onAssign,
  onEdit,
  onDelete,
  onAuction,
  onRenew,
}: CargoCardProps) {
  const responsible =
    cargo.responsible && cargo.responsible.type === 'user'
      ? cargo.responsible.full_name
      : t('shipper_cargos.unassigned')
  return (
    <li
      className="sp-card hx-card"
      data-cargo={cargo.id}
      data-stage={cargo.stage}
      data-expired={cargo.expired || undefined}
      data-highlight={highlight || undefined}
    >
      <div className="sp-card-head">
        <span className="hx-muted">№{cargo.id}</span>
        <span className="hx-badge sp-stage" data-stage={cargo.stage}>
          {t(`shipper_cargos.stage_${cargo.stage}`)}
        </span>
        {cargo.expired && (
          <span className="hx-badge sp-expired" data-state="expired">
            {t('shipper_cargos.expired')}
          </span>
        )}
        <span className="hx-muted">{dates(cargo, format)}</span>
      </div>
      <CargoRoute from={cargo.start_point} to={cargo.finish_point}>
        {cargo.points_count > 2 && (
          <span className="hx-muted"> · {t('shipper_cargos.points', { count: cargo.points_count })}</span>
        )}
      </CargoRoute>
      <dl className="sp-facts">
        <div>
          <dt>{t('common.weight')}</dt>
          <dd>
            {format.number(cargo.weight)} {t('order_form.tonnes')}
            {cargo.truck_types.length > 0 && ` · ${cargo.truck_types.map((item) => item.name).join(', ')}`}
          </dd>
        </div>
        {cargo.agreed_price !== null ? (
          // once a carrier holds the cargo, the price that counts is the one agreed with it
          <div data-price="agreed">
            <dt>{t('shipper_cargos.agreed_price')}</dt>
            <dd>{format.money(cargo.agreed_price, cargo.currency)}</dd>
          </div>
        ) : (
          <div data-price="posted">
            <dt>{t('common.price')}</dt>
            <dd>
              {cargo.price === null ? t('shipper_cargos.price_on_request') : format.money(cargo.price, cargo.currency)}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('shipper_cargos.responsible')}</dt>
          <dd data-responsible={cargo.responsible?.type === 'user' ? cargo.responsible.id : 'none'}>{responsible}</dd>
        </div>
      </dl>
      {cargo.expired && <p className="sp-expired-hint hx-muted">{t('shipper_cargos.expired_hint')}</p>}
      {cargo.comment && <p className="sp-comment">{cargo.comment}</p>}
      {cargo.auction && <AuctionState auction={cargo.auction} t={t} format={format} />}
      <div className="sp-actions">
        {onRenew && cargo.expired && (
          <Button size="small" variant="primary" onClick={() => onRenew(cargo)} disabled={busy} data-action="renew">
            {t('shipper_cargos.renew')}
          </Button>
        )}
        {cargo.editable && (
          <Button size="small" onClick={() => onEdit(cargo)} disabled={busy}>
            {t('shipper_cargos.edit')}
          </Button>
        )}
        {(cargo.stage === 'available' || cargo.stage === 'in_work') && (
          <Button size="small" onClick={() => onAssign(cargo)} disabled={busy}>
            {cargo.stage === 'in_work' ? t('shipper_cargos.reassign') : t('shipper_cargos.take_in_work')}
          </Button>
        )}
        {cargo.actions.map((action) => (
          <Button
            key={action}
            size="small"
            variant={
              action === 'publish' || action === 'complete' ? 'primary' : action === 'cancel' ? 'danger' : 'secondary'
            }
            onClick={() => onAction(cargo, action)}
            disabled={busy}
            data-action={action}
          >
            {t(`shipper_cargos.action_${action}`)}
          </Button>
        ))}
        {onAuction && canStartAuction(cargo) && (
          <Button size="small" onClick={() => onAuction(cargo)} disabled={busy} data-action="auction">
            {cargo.auction ? t('shipper_cargos.auction_restart') : t('shipper_cargos.auction_start')}
          </Button>
        )}
        {cargo.editable && (
          <Button size="small" variant="ghost" onClick={() => onDelete(cargo)} disabled={busy}>
            {t('shipper_cargos.delete')}
          </Button>
        )}
      </div>
    </li>
  )
}
