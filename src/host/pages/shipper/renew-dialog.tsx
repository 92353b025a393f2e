/**
 * Renewing a cargo (`POST shipper/cargos/:id/renew`): a new first loading day, today or later; the other points
 * move with it. An expired cargo (its loading window passed) is back in the search once renewed.
 */
import { useMemo, useState } from 'react'
import { addDays, localDay } from '../../../core/contract/days'
import { renewCargo, renewCargoForm, type ShipperCargo } from '../../../core/contract/shipper'
import { useApi, useT, useToast } from '../../../widgets/ui'
import { FormDate } from '../../forms/date-fields'
import { FormDialog } from '../../forms/form-dialog'
import { applyServerErrors, useZodForm } from '../../forms/use-zod-form'
import type { HostTextKey } from '../../texts/keys'

export function RenewDialog({
  cargo,
  onClose,
  onRenewed,
}: {
  cargo: ShipperCargo
  onClose: () => void
  onRenewed: () => void
}) {
  const t = useT<HostTextKey>()
  const api = useApi()
  const toast = useToast()
  // the user's own today: the browser's day, as the server checks it in the user's time zone
  const [today] = useState(localDay)
  const schema = useMemo(() => renewCargoForm(today), [today])
  const form = useZodForm(schema, { defaultValues: { load_date: addDays(today, 1) } })
  const submit = form.handleSubmit(async (body) => {
    try {
      await api.call(renewCargo, { params: { id: cargo.id }, body })
      toast.show(t('shipper_cargos.renewed', { id: cargo.id }), { kind: 'success' })
      onRenewed()
    } catch (failure) {
      applyServerErrors(form, failure, toast, { fields: ['load_date'] })
    }
  })
  return (
    <FormDialog
      formId="sp-renew"
      size="small"
      onClose={onClose}
      title={t('shipper_cargos.renew_title', { id: cargo.id })}
      busy={form.formState.isSubmitting}
      submitLabel={t('shipper_cargos.renew')}
      submitAction="confirm-renew"
    >
      <p className="hx-muted">{t('shipper_cargos.renew_hint')}</p>
      <form id="sp-renew" noValidate onSubmit={submit}>
        <FormDate control={form.control} name="load_date" label={t('shipper_cargos.renew_date')} min={today} required />
      </form>
    </FormDialog>
  )
}
