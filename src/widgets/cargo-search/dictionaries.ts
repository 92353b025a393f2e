/**
 * Dictionaries (truck and load types) and places by id, loaded once per language for the whole page: every
 * `fx-cargo-search` on it shares one cache (kept on `globalThis`, like the core, so two bundles share it too).
 */
import { useEffect, useState } from 'react'
import type { Lang } from '../../core/contract/common'
import {
  type DictionaryItem,
  type DictionaryKind,
  dictionary,
  getPlace,
  type Place,
} from '../../core/contract/reference'
import { useApi, type WidgetApi } from '../ui'
import { pageCache } from '../ui/page-cache'

const { cached, clear } = pageCache('fx.cargo-search.cache')

/** Forgets the cache (tests). */
export const clearCargoSearchCache = clear

export function loadDictionary(api: WidgetApi, kind: DictionaryKind): Promise<DictionaryItem[]> {
  return cached(`dictionary:${api.lang}:${kind}`, async () => {
    const answer = await api.call(dictionary, { params: { kind }, query: { limit: 1000 } })
    return answer.data
  })
}

export function loadPlace(api: WidgetApi, id: number): Promise<Place> {
  return cached(`place:${api.lang}:${id}`, async () => (await api.call(getPlace, { params: { id } })).data)
}

/** Places by id (those that fail to load are left out). */
export async function loadPlaces(api: WidgetApi, ids: readonly number[]): Promise<Map<number, Place>> {
  const found = await Promise.allSettled(ids.map((id) => loadPlace(api, id)))
  const out = new Map<number, Place>()
  for (const result of found) if (result.status === 'fulfilled') out.set(result.value.id, result.value)
  return out
}

/** A dictionary in this element's language; `[]` while loading or after a failure. */
export function useDictionary(kind: DictionaryKind): DictionaryItem[] {
  const api = useApi()
  const [items, setItems] = useState<{ lang: Lang; items: DictionaryItem[] } | null>(null)
  useEffect(() => {
    let live = true
    loadDictionary(api, kind).then(
      (loaded) => live && setItems({ lang: api.lang, items: loaded }),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [api, kind])
  return items?.items ?? []
}
