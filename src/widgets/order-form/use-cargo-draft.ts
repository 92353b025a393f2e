/**
 * The cargo the form edits and the draft kept over it: loads the cargo (when editing), then restores what the user
 * typed last from browser storage; keeps every change as the draft until a save succeeds (nothing to keep once
 * back at the loaded values); discards it on request.
 */
import { useEffect, useRef, useState } from 'react'
import type { Place } from '../../core/contract/reference'
import { getShipperCargo, type ShipperCargo } from '../../core/contract/shipper'
import { useApi, useCore } from '../ui'
import { type Draft, readDraft, writeDraft } from './draft'
import { emptyValues, type FormValues, type OrderFormApi, valuesOf } from './values'

export type Load =
  | { status: 'new' }
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'done'; cargo: ShipperCargo }

interface CargoDraftOptions {
  form: OrderFormApi
  cargoId: number | undefined
  /** Where the draft is kept (`draftKeyOf`). */
  draftKey: string
  signedIn: boolean
}

export function useCargoDraft({ form, cargoId, draftKey: key, signedIn }: CargoDraftOptions) {
  const api = useApi()
  const storage = useCore().storage
  const [places, setPlaces] = useState<Record<number, Place>>({})
  const [load, setLoad] = useState<Load>(cargoId === undefined ? { status: 'new' } : { status: 'loading' })
  const [restoredAt, setRestoredAt] = useState<string | null>(null)
  const [baseline, setBaseline] = useState<string>(() => JSON.stringify(emptyValues()))
  const ready = useRef(false)

  // the cargo to edit, then the draft over it (a draft is what the user typed last)
  useEffect(() => {
    if (!signedIn) return
    ready.current = false
    const controller = new AbortController()
    const start = async () => {
      let base: { values: FormValues; places: Record<number, Place> } = { values: emptyValues(), places: {} }
      if (cargoId !== undefined) {
        setLoad({ status: 'loading' })
        try {
          const answer = await api.call(getShipperCargo, { params: { id: cargoId }, signal: controller.signal })
          if (controller.signal.aborted) return
          setLoad({ status: 'done', cargo: answer.data })
          base = valuesOf(answer.data)
        } catch (error) {
          if (controller.signal.aborted) return
          setLoad({ status: 'failed', error })
          return
        }
      } else {
        setLoad({ status: 'new' })
      }
      const draft = readDraft(storage, key)
      setBaseline(JSON.stringify(base.values))
      if (draft) {
        form.reset(draft.values)
        setPlaces({ ...base.places, ...draft.places })
        setRestoredAt(draft.saved_at)
      } else {
        form.reset(base.values)
        setPlaces(base.places)
        setRestoredAt(null)
      }
      ready.current = true
    }
    void start()
    return () => controller.abort()
  }, [api, cargoId, key, signedIn, storage, form])

  // every change is kept until a save succeeds; back at the loaded values there is nothing to keep
  const placesRef = useRef(places)
  placesRef.current = places
  const keep = (values: FormValues) => {
    if (!ready.current) return
    const same = JSON.stringify(values) === baseline
    const draft: Draft | null = same ? null : { values, places: placesRef.current, saved_at: new Date().toISOString() }
    writeDraft(storage, key, draft)
  }
  const keepRef = useRef(keep)
  keepRef.current = keep
  useEffect(() => {
    const subscription = form.watch((values) => keepRef.current(values as FormValues))
    return () => subscription.unsubscribe()
  }, [form])

  /** Forgets the draft and shows the loaded cargo (or an empty form) again. */
  const discard = () => {
    writeDraft(storage, key, null)
    const base = load.status === 'done' ? valuesOf(load.cargo) : { values: emptyValues(), places: {} }
    form.reset(base.values)
    setPlaces(base.places)
    setRestoredAt(null)
  }

  /** After a successful save: the draft is gone; a new cargo's form starts empty, an edited one shows what was saved. */
  const saved = (cargo: ShipperCargo, created: boolean) => {
    writeDraft(storage, key, null)
    setRestoredAt(null)
    if (created) {
      ready.current = false
      form.reset(emptyValues())
      setPlaces({})
      setBaseline(JSON.stringify(emptyValues()))
      ready.current = true
    } else {
      const next = valuesOf(cargo)
      setLoad({ status: 'done', cargo })
      setBaseline(JSON.stringify(next.values))
      form.reset(next.values)
      setPlaces(next.places)
    }
  }

  return { load, places, setPlaces, restoredAt, discard, saved }
}
