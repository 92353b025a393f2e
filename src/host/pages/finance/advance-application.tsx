/**
 * The carrier's one application to the factoring partner for advances: the signatory's passport (answered masked),
 * the images by type, sending, and the partner's decision, polled while it is awaited; once approved, the advances
 * of its orders.
 */
import { useCallback, useEffect, useState } from 'react'
import {
  ADVANCE_PERCENT,
  type CompanyKind,
  checkVerificationStatus,
  deleteVerificationImage,
  getVerification,
  listCarrierAdvancePayments,
  requestAdvancePayment,
  sendVerificationLead,
  type UploadType,
  uploadImageTypes,
  uploadTypes,
  uploadVerificationImage,
  VERIFICATION_IMAGE_MAX_BYTES,
  type Verification,
  verificationFormUrl,
} from '../../../core/contract/finance'
import { listCarrierOrders } from '../../../core/contract/orders'
import {
  Button,
  ErrorState,
  FilePicker,
  Skeleton,
  useApi,
  useEndpoint,
  useFormat,
  useT,
  useToast,
} from '../../../widgets/ui'
import type { HostTextKey } from '../../texts/keys'
import { fieldMessage } from '../responses/field-message'
import { PassportForm } from './passport-form'

/** How often the partner's decision is asked for while the application is with it. */
const POLL_MS = 5000

export function Application() {
  const t = useT<HostTextKey>()
  const api = useApi()
  const toast = useToast()
  const format = useFormat()
  const [state, setState] = useState<Verification | null>(null)
  const [failed, setFailed] = useState<unknown>(null)
  const [kind, setKind] = useState<CompanyKind>('ooo')
  const [editing, setEditing] = useState(false)
  const [busy, setBusy] = useState<string | null>(null)
  const [uploadError, setUploadError] = useState<{ type: UploadType; error: unknown } | null>(null)

  const load = useCallback(
    (signal?: AbortSignal) =>
      api
        .call(getVerification, signal ? { signal } : {})
        .then((answer) => {
          setState(answer.data)
          if (answer.data.company_type) setKind(answer.data.company_type)
          setFailed(null)
        })
        .catch((error: unknown) => {
          if (!signal?.aborted) setFailed(error)
        }),
    [api],
  )
  useEffect(() => {
    const controller = new AbortController()
    void load(controller.signal)
    return () => controller.abort()
  }, [load])

  // while the partner decides, ask for its decision now and then
  const status = state?.status
  useEffect(() => {
    if (status !== 'sent') return
    const timer = setInterval(() => {
      api
        .call(checkVerificationStatus)
        .then((answer) => setState(answer.data))
        .catch(() => undefined)
    }, POLL_MS)
    return () => clearInterval(timer)
  }, [status, api])

  async function act(name: string, run: () => Promise<{ data: Verification }>, done?: string) {
    setBusy(name)
    try {
      const answer = await run()
      setState(answer.data)
      if (done) toast.show(done)
      return true
    } catch (error) {
      toast.error(error)
      return false
    } finally {
      setBusy(null)
    }
  }

  if (failed && !state) return <ErrorState error={failed} onRetry={() => void load()} />
  if (!state) return <Skeleton lines={6} />
  const editable = state.status === 'none' || state.status === 'draft' || state.status === 'rejected'
  const imagesDone = uploadTypes.every((type) => !state.missing.includes(type))
  const steps = [
    { key: 'passport', done: !state.missing.includes('passport') },
    { key: 'images', done: imagesDone },
    { key: 'send', done: state.status === 'sent' || state.status === 'approved' },
    { key: 'decision', done: state.status === 'approved' },
  ] as const
  const showForm = editable && (editing || state.passport === null)

  return (
    <div className="fx-hp-form" data-verification={state.status}>
      <ol className="fx-fin-steps" aria-label={t('finance.step_decision')}>
        {steps.map((step) => (
          <li key={step.key} data-step={step.key} data-done={step.done || undefined}>
            {step.done ? '✓ ' : ''}
            {t(`finance.step_${step.key}`)}
          </li>
        ))}
      </ol>
      <p className="fx-hp-notice" data-state={state.status} role="status">
        {t(`finance.state_${state.status}`)}
        {state.partner.checked_at && state.status === 'sent'
          ? ` · ${t('finance.checked_at', { date: format.dateTime(state.partner.checked_at) })}`
          : ''}
      </p>
      {state.status === 'rejected' && state.reason && (
        <p className="fx-hp-notice" data-kind="warning">
          {t('finance.reason', { reason: state.reason })} {t('finance.fix_and_send')}
        </p>
      )}
      {!state.partner.configured && (
        <p className="fx-hp-notice" data-kind="warning" data-not-configured>
          {t('finance.not_configured')}
        </p>
      )}

      {state.status === 'approved' && <CarrierAdvances />}
      {state.status !== 'approved' && (
        <section className="fx-hp-section" data-section="passport">
          <h2>{t('finance.step_passport')}</h2>
          {state.passport && !showForm && (
            <p data-passport>
              {t('finance.passport_masked', {
                series: state.passport.series,
                number: state.passport.number,
                date: format.date(state.passport.issued_at),
              })}{' '}
              {editable && (
                <Button size="small" variant="secondary" onClick={() => setEditing(true)}>
                  {t('finance.passport_edit')}
                </Button>
              )}
            </p>
          )}
          {showForm && (
            <PassportForm
              kind={kind}
              onSaved={(verification) => {
                setState(verification)
                setEditing(false)
              }}
            />
          )}
        </section>
      )}
      {state.status !== 'approved' && (
        <section className="fx-hp-section" data-section="images">
          <h2>{t('finance.step_images')}</h2>
          <div className="fx-fin-uploads">
            {uploadTypes.map((type) => {
              const upload = state.uploads.find((u) => u.type === type)
              return (
                <div key={type} className="fx-hp-item" data-upload={type} data-uploaded={upload ? '' : undefined}>
                  <span className="fx-hp-item-name">{t(`finance.upload_${type}`)}</span>
                  <span className="fx-hp-muted">
                    {upload
                      ? t('finance.upload_done', { name: upload.name, size: `${Math.ceil(upload.size / 1024)} KB` })
                      : t('finance.upload_missing')}
                  </span>
                  {editable && (
                    <FilePicker
                      name={type}
                      label={t('finance.upload_pick')}
                      accept={uploadImageTypes}
                      maxBytes={VERIFICATION_IMAGE_MAX_BYTES}
                      busy={busy === type}
                      error={uploadError?.type === type ? fieldMessage(uploadError.error, 'file') : undefined}
                      onPick={(file) => {
                        setUploadError(null)
                        void act(type, () =>
                          api
                            .call(uploadVerificationImage, { body: { type }, files: { file } })
                            .catch((error: unknown) => {
                              setUploadError({ type, error })
                              throw error
                            }),
                        )
                      }}
                    />
                  )}
                  {editable && upload && (
                    <Button
                      size="small"
                      variant="ghost"
                      data-action="remove"
                      loading={busy === `remove-${type}`}
                      onClick={() =>
                        void act(`remove-${type}`, () => api.call(deleteVerificationImage, { query: { type } }))
                      }
                    >
                      {t('finance.upload_remove')}
                    </Button>
                  )}
                </div>
              )
            })}
          </div>
        </section>
      )}
      <div className="fx-hp-links">
        {editable && (
          <Button
            data-action="send"
            disabled={state.missing.length > 0 || !state.partner.configured}
            loading={busy === 'send'}
            onClick={() => void act('send', () => api.call(sendVerificationLead), t('finance.sent'))}
          >
            {t('finance.send')}
          </Button>
        )}
        {state.status === 'sent' && (
          <Button
            variant="secondary"
            data-action="check"
            loading={busy === 'check'}
            onClick={() => void act('check', () => api.call(checkVerificationStatus))}
          >
            {t('finance.check_now')}
          </Button>
        )}
        {state.partner.configured && editable && (
          <Button
            variant="ghost"
            data-action="partner-form"
            onClick={() =>
              void api
                .call(verificationFormUrl, { query: { company_type: kind } })
                .then((answer) => answer.data.url && window.open(answer.data.url, '_blank', 'noopener'))
                .catch((error: unknown) => toast.error(error))
            }
          >
            {t('finance.partner_form')}
          </Button>
        )}
      </div>
    </div>
  )
}

/** An approved carrier: its advances, and its orders not yet unloaded that it may ask an advance for. */
function CarrierAdvances() {
  const t = useT<HostTextKey>()
  const api = useApi()
  const toast = useToast()
  const format = useFormat()
  const advances = useEndpoint(listCarrierAdvancePayments, { query: { limit: 200 } }, { select: (a) => a.data })
  const orders = useEndpoint(
    listCarrierOrders,
    { query: { limit: 100, filter: { view: 'in_work' } } },
    {
      select: (a) => a.data,
    },
  )
  const [busy, setBusy] = useState<number | null>(null)
  if (advances.state !== 'ready' || orders.state !== 'ready') return <Skeleton lines={4} />
  const asked = new Set(advances.data.map((a) => a.order_id))
  const open = orders.data.filter(
    (o) => ['documents', 'security_check', 'loading', 'on_way'].includes(o.status) && !asked.has(o.id),
  )
  async function ask(orderId: number) {
    setBusy(orderId)
    try {
      await api.call(requestAdvancePayment, { body: { order_id: orderId, percent: ADVANCE_PERCENT.default } })
      toast.show(t('finance.asked'))
      advances.reload()
    } catch (error) {
      toast.error(error)
    } finally {
      setBusy(null)
    }
  }
  return (
    <section className="fx-hp-section" data-section="advances">
      <h2>{t('finance.my_advances')}</h2>
      <ul className="fx-hp-list">
        {advances.data.map((a) => (
          <li key={a.id} className="fx-hp-item" data-advance={a.id} data-status={a.status}>
            <span className="fx-hp-item-name">
              {t('finance.advance_number', { number: a.number })} · {format.money(a.amount, a.currency)}
            </span>
            <span className="fx-hp-muted">
              {t('finance.order', { number: a.order_number })} ·{' '}
              {t('finance.route', { from: a.route.start_point.name, to: a.route.finish_point.name })}
            </span>
            <span className="fx-hp-tags">
              <span className="fx-hp-tag">{t(`finance.status_${a.status}`)}</span>
            </span>
          </li>
        ))}
        {open.map((o) => (
          <li key={`o${o.id}`} className="fx-hp-item" data-order={o.id}>
            <span className="fx-hp-item-name">
              {t('finance.order', { number: o.number })} · {format.money(o.price, o.currency)}
            </span>
            <span className="fx-hp-muted">
              {t('finance.route', { from: o.route.start_point.name, to: o.route.finish_point.name })}
            </span>
            <div className="fx-hp-item-actions">
              <Button size="small" data-action="ask" loading={busy === o.id} onClick={() => void ask(o.id)}>
                {t('finance.ask', { percent: ADVANCE_PERCENT.default })}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
