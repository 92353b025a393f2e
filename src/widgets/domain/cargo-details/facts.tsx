import type { ReactNode } from 'react'
import type { Cargo } from '../../../core/contract/cargo'
import { type Formatters, type Translate, useFormat, useT } from '../../ui'
import { CompanyRating } from '../reviews/rating'
import type { DomainTextKey } from '../texts'
import { dateSpan } from './date-span'

export function cargoPrice(
  minor: number | null,
  currency: string,
  format: Formatters,
  t: Translate<DomainTextKey>,
): string {
  return minor === null ? t('cargo_search.price_on_request') : format.money(minor, currency)
}

const names = (list: { name: string }[]) => list.map((item) => item.name).join(', ')

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="cd-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/**
 * The conditions of a cargo: dates, body and load types, goods, weight and volume, shipper, when posted. Every date in
 * one style, the route points' (a dialog that said «15 дек.» beside «16.12.2026» read as two kinds of date).
 * `compact` (the dialog, whose title is the route): the price among the facts (the page shows it above them).
 */
export function CargoFacts({ cargo, compact }: { cargo: Cargo; compact: boolean }) {
  const t = useT<DomainTextKey>()
  const format = useFormat()
  return (
    <dl className="cd-facts">
      <Fact label={t('cargo_search.loading')}>{dateSpan(cargo.load_date_from, cargo.load_date_to, format)}</Fact>
      {cargo.unload_date && <Fact label={t('cargo_search.unloading')}>{format.date(cargo.unload_date)}</Fact>}
      <Fact label={t('cargo_search.truck')}>{names(cargo.truck_types) || '—'}</Fact>
      <Fact label={t('cargo_search.load_types')}>{names(cargo.load_types) || '—'}</Fact>
      {cargo.cargo_type && <Fact label={t('cargo_search.cargo')}>{cargo.cargo_type.name}</Fact>}
      {cargo.pack_type && <Fact label={t('cargo_search.pack')}>{cargo.pack_type.name}</Fact>}
      <Fact label={t('common.weight')}>{t('units.tonnes', { value: format.number(cargo.weight) })}</Fact>
      {cargo.volume !== null && (
        <Fact label={t('common.volume')}>{t('units.cubic_metres', { value: format.number(cargo.volume) })}</Fact>
      )}
      {compact && (
        <Fact label={t('common.price')}>
          {cargoPrice(cargo.price, cargo.currency, format, t)}
          {cargo.price_per_km !== null &&
            ` (${t('cargo_search.per_km', { value: format.money(cargo.price_per_km, cargo.currency) })})`}
        </Fact>
      )}
      <Fact label={t('cargo_search.shipper')}>
        {cargo.company.name} <CompanyRating companyId={cargo.company.id} subject="shipper" />
      </Fact>
      <Fact label={t('cargo_search.posted')}>{format.date(cargo.created_at)}</Fact>
    </dl>
  )
}
