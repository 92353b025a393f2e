/**
 * /cargos/favorite (cargos-favorite): the caller's favourite cargos through the cargo search API
 * (`GET cargos?filter[favorite]=1`, 20 a page), each with its details link and a button to take the mark off.
 */

import { useState } from 'react'
import type { Cargo } from '../../../core/contract/cargo'
import { CARGO_PAGE_SIZE, listCargos, removeFavorite } from '../../../core/contract/cargo'
import { addTexts } from '../../../core/i18n/texts'
import type { OrderFormTextKey } from '../../../widgets/order-form/texts'
import * as orderFormTexts from '../../../widgets/order-form/texts'
import {
  Button,
  EmptyState,
  ErrorState,
  Pagination,
  Skeleton,
  useApi,
  useCore,
  useEndpoint,
  useFormat,
  useSignal,
  useT,
  useToast,
} from '../../../widgets/ui'
import { toastFailure } from '../../forms/errors'
import { RouteLink } from '../../navigation'
import type { HostTextKey } from '../../texts/keys'
import * as shipperTexts from '../../texts/shipper'
import { CargoList, CargoRoute } from './cargo-list'
import './shipper-pages.css'

// this page's own texts (the site starts with its shell's only)
addTexts(orderFormTexts, shipperTexts)

export default function FavoritePage() {
  const t = useT<HostTextKey | OrderFormTextKey>()
  const api = useApi()
  const core = useCore()
  const format = useFormat()
  const toast = useToast()
  const signedIn = useSignal(core.session.isSignedIn)
  const [offset, setOffset] = useState(0)
  const [busy, setBusy] = useState<number | null>(null)
  const list = useEndpoint(
    listCargos,
    { query: { filter: { favorite: true }, limit: CARGO_PAGE_SIZE, offset, sort: '-created_at' } },
    { enabled: signedIn },
  )

  const unmark = async (cargo: Cargo) => {
    setBusy(cargo.id)
    try {
      await api.call(removeFavorite, { params: { id: cargo.id } })
      toast.show(t('shipper_cargos.favorite_removed', { id: cargo.id }), { kind: 'success' })
      list.reload()
    } catch (error) {
      toastFailure(toast, error)
    } finally {
      setBusy(null)
    }
  }

  const cargos = list.state === 'ready' ? list.data.data : []
  const size = list.state === 'ready' ? list.data.meta.size : 0
  const short: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' }

  return (
    <div className="sp-page" data-page="favorite-cargos">
      {!signedIn && (
        <div className="hx-empty-box">
          <EmptyState title={t('shipper_cargos.favorite_sign_in')} />
        </div>
      )}
      {signedIn && list.state === 'loading' && <Skeleton lines={6} label={t('common.loading')} />}
      {list.state === 'error' && <ErrorState error={list.error} onRetry={list.reload} />}
      {signedIn && list.state === 'ready' && cargos.length === 0 && (
        <div className="hx-empty-box">
          <EmptyState
            title={t('shipper_cargos.favorite_empty')}
            description={t('shipper_cargos.favorite_empty_hint')}
          />
        </div>
      )}
      {cargos.length > 0 && (
        <>
          <CargoList size={size}>
            {cargos.map((cargo) => (
              <li key={cargo.id} className="sp-card hx-card" data-cargo={cargo.id}>
                <div className="sp-card-head">
                  <span className="hx-muted">№{cargo.id}</span>
                  <span className="hx-muted">
                    {format.date(cargo.load_date_from, short)}
                    {cargo.unload_date && ` → ${format.date(cargo.unload_date, short)}`}
                  </span>
                  <span className="hx-muted">{cargo.company.name}</span>
                </div>
                <CargoRoute from={cargo.start_point} to={cargo.finish_point} />
                <dl className="sp-facts">
                  <div>
                    <dt>{t('common.weight')}</dt>
                    <dd>
                      {format.number(cargo.weight)} {t('order_form.tonnes')}
                    </dd>
                  </div>
                  <div>
                    <dt>{t('common.price')}</dt>
                    <dd>
                      {cargo.price === null
                        ? t('shipper_cargos.price_on_request')
                        : format.money(cargo.price, cargo.currency)}
                    </dd>
                  </div>
                </dl>
                <div className="sp-actions">
                  <RouteLink
                    to="cargos-details"
                    params={{ id: String(cargo.id) }}
                    className="fx-button"
                    data-size="small"
                  >
                    {t('shipper_cargos.favorite_open')}
                  </RouteLink>
                  <Button size="small" variant="ghost" loading={busy === cargo.id} onClick={() => void unmark(cargo)}>
                    {t('shipper_cargos.favorite_remove')}
                  </Button>
                </div>
              </li>
            ))}
          </CargoList>
          <Pagination total={size} limit={CARGO_PAGE_SIZE} offset={offset} onChange={setOffset} />
        </>
      )}
    </div>
  )
}
