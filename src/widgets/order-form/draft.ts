/**
 * The order form's unsaved draft in browser storage (the shared core's storage: `localStorage` on a page):
 * what was typed and the places picked, kept until a save succeeds, so a failed save or a reload loses nothing.
 */
import type { Place } from '../../core/contract/reference'
import { type KeyValueStorage, readJson, writeItem } from '../../core/session'
import type { FormValues } from './values'

export interface Draft {
  values: FormValues
  places: Record<number, Place>
  /** ISO time of the last change. */
  saved_at: string
}

export const draftPrefix = 'fx-order-form:draft:'

export function draftKeyOf(cargoId: number | undefined, custom: string | undefined): string {
  return `${draftPrefix}${custom ?? (cargoId === undefined ? 'new' : `cargo-${cargoId}`)}`
}

export function readDraft(storage: KeyValueStorage, key: string): Draft | null {
  const draft = readJson<Draft | null>(storage, key, null)
  if (!draft || typeof draft !== 'object' || !draft.values || !Array.isArray(draft.values.points)) return null
  return draft
}

export function writeDraft(storage: KeyValueStorage, key: string, draft: Draft | null): void {
  writeItem(storage, key, draft ? JSON.stringify(draft) : null)
}
