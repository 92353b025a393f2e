/**
 * The holder sections of an order (director, driver, transport): their fields, as the read-only section
 * (./holder-section.tsx) shows them and the carrier's form (./holder-form.tsx) edits them.
 */
import type { HostTextKey } from '../../texts/keys'

export type Section = 'director' | 'driver' | 'transport'

export const fieldsOf: Record<Section, readonly { key: string; label: HostTextKey; required: boolean }[]> = {
  director: [
    { key: 'name', label: 'orders.name', required: true },
    { key: 'position', label: 'orders.position', required: true },
    { key: 'basis', label: 'orders.basis', required: true },
    { key: 'phone', label: 'orders.phone', required: false },
  ],
  driver: [
    { key: 'name', label: 'orders.name', required: true },
    { key: 'phone', label: 'orders.phone', required: true },
    { key: 'licence', label: 'orders.licence', required: true },
    { key: 'passport', label: 'orders.passport', required: false },
  ],
  transport: [
    { key: 'number', label: 'orders.truck_number', required: true },
    { key: 'trailer_number', label: 'orders.trailer_number', required: false },
    { key: 'model', label: 'orders.model', required: false },
  ],
}
export const idKey: Record<Section, string | null> = { director: null, driver: 'driver_id', transport: 'transport_id' }

export type Values = Record<string, string | number | null>

export function textsOf(value: Values | null, section: Section): Record<string, string> {
  return Object.fromEntries(fieldsOf[section].map((f) => [f.key, value?.[f.key] == null ? '' : String(value[f.key])]))
}
