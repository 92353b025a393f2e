/**
 * Saving the form: `POST shipper/cargos` (published or a draft, as the pressed button says) or
 * `PUT shipper/cargos/:id`. A success is told in a toast and `fx-order-submit`; the server's 422 field errors land
 * under their fields, a 409 shows its own message, anything else the error toast (spec 8). A failed save keeps
 * the form and its draft.
 */

import { useRef } from 'react'
import { isApiError } from '../../core/api'
import { createCargo, type ShipperCargo, updateCargo } from '../../core/contract/shipper'
import { useApi, useT, useToast } from '../ui'
import type { SaveIntent } from './form-actions'
import type { OrderFormProps } from './schema'
import type { OrderFormTextKey } from './texts'
import type { OrderFormApi } from './values'

interface SubmitOrderOptions {
  form: OrderFormApi
  cargoId: number | undefined
  /** Called before the success is told: the draft hook's `saved`. */
  onSaved: (cargo: ShipperCargo, created: boolean) => void
  dispatch: OrderFormProps['dispatch']
}

export function useSubmitOrder({ form, cargoId, onSaved, dispatch }: SubmitOrderOptions) {
  const t = useT<OrderFormTextKey>()
  const api = useApi()
  const toast = useToast()
  const intent = useRef<SaveIntent>('draft')

  const submit = form.handleSubmit(
    async (value) => {
      const publish = intent.current === 'publish'
      const created = cargoId === undefined
      try {
        const saved =
          cargoId === undefined
            ? (await api.call(createCargo, { body: { ...value, publish } })).data
            : (await api.call(updateCargo, { params: { id: cargoId }, body: value })).data
        onSaved(saved, created)
        const message = !created
          ? 'order_form.saved_updated'
          : publish
            ? 'order_form.saved_published'
            : 'order_form.saved_created'
        toast.show(t(message, { id: saved.id }), { kind: 'success' })
        dispatch('fx-order-submit', { cargo: saved, created })
      } catch (error) {
        // the draft stays: nothing typed is lost
        if (isApiError(error) && error.status === 422 && Object.keys(error.fields).length > 0) {
          for (const [field, messages] of Object.entries(error.fields)) {
            form.setError(field, messages[0] ?? '')
          }
        }
        toast.error(error)
      }
    },
    () => toast.show(t('order_form.errors_in_form'), { kind: 'error' }),
  )

  return { submit, intent }
}
