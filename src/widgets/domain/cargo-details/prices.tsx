import { useState } from 'react'
import { cargoPrices } from '../../../core/contract/cargo'
import { useEndpoint, useFormat, useT } from '../../ui'
import type { DomainTextKey } from '../texts'
import { cx, Loaded } from './section'

const priceModes = ['nds', 'no_nds', 'cash'] as const
type PriceMode = (typeof priceModes)[number]

/** The price history (v2/cargos/{id}/prices), all of it or one payment mode (`filter[mode]`). */
export function CargoPrices({
  id,
  loadKey,
  modesClassName,
}: {
  id: number
  loadKey: unknown
  modesClassName?: string | undefined
}) {
  const t = useT<DomainTextKey>()
  const format = useFormat()
  const [mode, setMode] = useState<PriceMode | null>(null)
  const prices = useEndpoint(
    cargoPrices,
    { params: { id }, query: mode ? { filter: { mode } } : {} },
    { key: loadKey, select: (answer) => answer.data },
  )
  return (
    <>
      {/* buttons, not a select: a popover list would sit under a modal dialog */}
      <fieldset className={cx('cd-price-modes fx-segmented', modesClassName)}>
        <legend className="fx-visually-hidden">{t('cargo_search.price_mode')}</legend>
        {[null, ...priceModes].map((value) => (
          <button
            key={value ?? 'all'}
            type="button"
            className="fx-segment"
            aria-pressed={mode === value}
            onClick={() => setMode(value)}
          >
            {t(`cargo_search.mode_${value ?? 'all'}`)}
          </button>
        ))}
      </fieldset>
      <Loaded state={prices}>
        {(list) =>
          list.length === 0 ? (
            <p className="fx-hint">{t('cargo_search.no_prices')}</p>
          ) : (
            <table className="cd-prices">
              <tbody>
                {list.map((price) => (
                  <tr key={price.id}>
                    <td>{format.date(price.created_at)}</td>
                    <td>{t(`cargo_search.mode_${price.mode}`)}</td>
                    <td className="cd-num">{format.money(price.price, price.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </Loaded>
    </>
  )
}
