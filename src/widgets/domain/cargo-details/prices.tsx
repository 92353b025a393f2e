import { useState } from 'react'
import { cargoPrices } from '../../../core/contract/cargo'
import { numberColumn, Table, useEndpoint, useFormat, useT } from '../../ui'
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
            <Table
              label={t('cargo_search.prices')}
              name="prices"
              columns={[
                { key: 'date', header: t('cargo_search.price_date'), render: (price) => format.date(price.created_at) },
                {
                  key: 'mode',
                  header: t('cargo_search.price_mode'),
                  render: (price) => t(`cargo_search.mode_${price.mode}`),
                },
                numberColumn<(typeof list)[number]>('price', t('cargo_search.price_value'), (price) =>
                  format.money(price.price, price.currency),
                ),
              ]}
              rows={list}
              getRowKey={(price) => price.id}
              virtual={false}
            />
          )
        }
      </Loaded>
    </>
  )
}
