/**
 * Renewing a cargo (`POST shipper/cargos/:id/renew`): a new first loading day, today or later; the other points
 * move with it. An expired cargo (its loading window passed) is back in the search once renewed.
 */
import { useEffect, useState } from 'react'
import { isApiError } from '../../../core/api'
import { addDays, localDay } from '../../../core/contract/days'
import { validationMessage } from '../../../core/contract/messages'
import { renewCargo, type ShipperCargo } from '../../../core/contract/shipper'
import { Button, DateInput, Dialog, useApi, useLang, useT, useToast } from '../../../widgets/ui'
import { toastFailure } from '../../forms/errors'
import type { HostTextKey } from '../../texts/keys'

export function RenewDialog({
  cargo,
  onClose,
  onRenewed,
}: {
  cargo: ShipperCargo | null
  onClose: () => void
  onRenewed: () => void
}) {
  const t = useT<HostTextKey>()
  const lang = useLang()
  const api = useApi()
  const toast = useToast()
  // the user's own today: the browser's day, as the server checks it in the user's time zone
  const today = localDay()
  const [day, setDay] = useState(today)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    if (cargo) {
      setDay(addDays(today, 1))
      setError(null)
    }
  }, [cargo, today])

  const submit = async () => {
    if (!cargo) return
    if (day === '' || day < today) {
      setError(validationMessage(lang, day === '' ? 'required' : 'date_in_past'))
      return
    }
    setBusy(true)
    try {
      await api.call(renewCargo, { params: { id: cargo.id }, body: { load_date: day } })
      toast.show(t('shipper_cargos.renewed', { id: cargo.id }), { kind: 'success' })
      onRenewed()
    } catch (failure) {
      const field = isApiError(failure) ? failure.fieldError('load_date') : null
      if (field) setError(field)
      else toastFailure(toast, failure)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open={cargo !== null}
      onClose={onClose}
      size="small"
      title={cargo ? t('shipper_cargos.renew_title', { id: cargo.id }) : ''}
      footer={
        <>
          <Button variant="primary" loading={busy} onClick={() => void submit()} data-action="confirm-renew">
            {t('shipper_cargos.renew')}
          </Button>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
        </>
      }
    >
      <p className="hx-muted">{t('shipper_cargos.renew_hint')}</p>
      <DateInput
        label={t('shipper_cargos.renew_date')}
        value={day}
        min={today}
        onChange={(next) => {
          setDay(next)
          setError(null)
        }}
        error={error}
        required
      />
    </Dialog>
  )
}
