/**
 * The dictionaries and the company staff the order form offers, loaded once per language for the page (kept on
 * `globalThis`, like the core, so two bundles share them); a failure is not kept, the next form asks again.
 */
import { useEffect, useState } from 'react'
import * as companies from '../../core/contract/companies'
import type { StaffMember } from '../../core/contract/entities'
import { type DictionaryItem, type DictionaryKind, dictionary } from '../../core/contract/reference'
import { type SelectOption, useApi, type WidgetApi } from '../ui'
import { pageCache } from '../ui/page-cache'

const { cached, clear } = pageCache('fx.order-form.cache')

/** Forgets the cache (tests, and after signing in as someone else). */
export const clearOrderFormCache = clear

export const orderDictionaries = [
  'cargo_types',
  'pack_types',
  'truck_types',
  'load_types',
  'money_types',
  'additional-conditions',
  'additional-equipments',
] as const satisfies readonly DictionaryKind[]
export type OrderDictionary = (typeof orderDictionaries)[number]

function loadDictionary(api: WidgetApi, kind: DictionaryKind): Promise<DictionaryItem[]> {
  return cached(`dictionary:${api.lang}:${kind}`, async () => {
    return (await api.call(dictionary, { params: { kind }, query: { limit: 1000 } })).data
  })
}

/** A dictionary's items as the options of a select. */
export const optionsOf = (items: DictionaryItem[] | undefined): SelectOption<number>[] =>
  (items ?? []).map((item) => ({ value: item.id, label: item.name }))

/** Every dictionary the form needs, `{}` entries while loading. */
export function useDictionaries(): Partial<Record<OrderDictionary, DictionaryItem[]>> {
  const api = useApi()
  const [items, setItems] = useState<Partial<Record<OrderDictionary, DictionaryItem[]>>>({})
  useEffect(() => {
    let live = true
    setItems({})
    for (const kind of orderDictionaries) {
      loadDictionary(api, kind).then(
        (loaded) => live && setItems((previous) => ({ ...previous, [kind]: loaded })),
        () => undefined,
      )
    }
    return () => {
      live = false
    }
  }, [api])
  return items
}

/**
 * The company's active staff who may be contacts: spec 3, 9: the system assistant (listed first by the server,
 * `system_assistant` = unassigned) is never offered.
 */
export function useStaff(enabled: boolean): StaffMember[] {
  const api = useApi()
  const [staff, setStaff] = useState<StaffMember[]>([])
  useEffect(() => {
    if (!enabled) return
    let live = true
    api.call(companies.listStaff, { query: { filter: { status: 'active' } } }).then(
      (answer) => live && setStaff(answer.data.filter((member) => member.type === 'user')),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [api, enabled])
  return staff
}

export interface Currency {
  /** ISO 4217, the dictionary's English short name (RUB). */
  code: string
  name: string
}

/** Currencies with their ISO codes (the English short names) and names in the element's language. */
export function useCurrencies(): Currency[] {
  const api = useApi()
  const [currencies, setCurrencies] = useState<Currency[]>([])
  useEffect(() => {
    let live = true
    const codes = cached('currencies:codes', async () => {
      const answer = await api.call(dictionary, {
        params: { kind: 'currencies' },
        query: { limit: 1000 },
        headers: { 'Accept-Language': 'en' },
      })
      return answer.data
    })
    Promise.all([codes, loadDictionary(api, 'currencies')]).then(
      ([english, local]) => {
        const codeOf = new Map(english.map((item) => [item.id, item.short_name]))
        if (live)
          setCurrencies(local.map((item) => ({ code: codeOf.get(item.id) ?? item.short_name, name: item.name })))
      },
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [api])
  return currencies
}
