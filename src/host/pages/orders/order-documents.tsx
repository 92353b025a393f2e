/**
 * The trip's scans of an order: each with its kind, status (a rejection with its reason) and a download; the
 * shipper accepts or rejects with a reason, the carrier uploads a scan or replaces a rejected one.
 */
import { useState } from 'react'
import type { z } from 'zod'
import {
  changeDocumentStatus,
  defaultScanKind,
  type Order,
  type OrderDocument,
  OrderDocumentUploadForm,
  orderDocumentKinds,
  uploadOrderDocument,
} from '../../../core/contract/orders'
import { UPLOAD_MAX_BYTES, uploadMimeTypes } from '../../../core/contract/uploads'
import { Button, useApi, useFormat, useT, useToast } from '../../../widgets/ui'
import { toastFailure } from '../../forms/errors'
import { FormFile } from '../../forms/file-fields'
import { FormSelect } from '../../forms/select-fields'
import { applyServerErrors, useZodForm } from '../../forms/use-zod-form'
import type { HostTextKey } from '../../texts/keys'
import { ReasonDialog } from '../responses/reason-dialog'
import { useDownload } from '../responses/use-download'

type Kind = (typeof orderDocumentKinds)[number]

/** The kinds' texts (`other` is `kind_misc`: a key ending in `_other` would read as a plural form). */
const kindText: Record<Kind, HostTextKey> = {
  bank_account: 'orders.kind_bank_account',
  waybill: 'orders.kind_waybill',
  invoice: 'orders.kind_invoice',
  act: 'orders.kind_act',
  other: 'orders.kind_misc',
}

export function OrderDocuments({ order, onChange }: { order: Order; onChange: (order: Order) => void }) {
  const t = useT<HostTextKey>()
  const api = useApi()
  const toast = useToast()
  const format = useFormat()
  const download = useDownload()
  const [busy, setBusy] = useState<string | null>(null)
  const [rejecting, setRejecting] = useState<OrderDocument | null>(null)
  const [replacing, setReplacing] = useState<OrderDocument | null>(null)
  const shipper = order.side === 'shipper'
  const carrier = order.side === 'carrier'
  const open = order.status !== 'closed' && order.status !== 'cancelled' && order.status !== 'documents_approved'

  const run = async (key: string, work: () => Promise<{ data: Order }>, done: string) => {
    setBusy(key)
    try {
      const answer = await work()
      toast.show(done, { kind: 'success' })
      onChange(answer.data)
      return true
    } catch (error) {
      toastFailure(toast, error)
      return false
    } finally {
      setBusy(null)
    }
  }

  const scanStatus = (d: OrderDocument) =>
    d.status === 'rejected' ? t('orders.scan_rejected', { reason: d.reason ?? '' }) : t(`orders.scan_${d.status}`)

  return (
    <section className="fx-hp-section" data-section="documents" aria-labelledby="fx-or-documents">
      <h2 id="fx-or-documents">{t('orders.documents')}</h2>
      {order.documents.length === 0 && <p className="fx-hp-muted">{t('orders.documents_empty')}</p>}
      {order.documents.length > 0 && (
        <ul className="fx-hp-list" data-layout="rows">
          {order.documents.map((d) => (
            <li key={d.id} className="fx-hp-item" data-document={d.id} data-status={d.status}>
              <div className="fx-hp-item-main">
                <span className="fx-hp-item-name">{t(kindText[d.kind])}</span>
                <span className="fx-hp-muted fx-or-file">{d.name}</span>
                <span className="fx-hp-muted">
                  {d.uploaded_by ? `${t('orders.uploaded_by', { name: d.uploaded_by })}, ` : ''}
                  <time dateTime={d.created_at}>{format.dateTime(d.created_at)}</time>
                </span>
              </div>
              <div className="fx-hp-item-main">
                <span className="fx-hp-tags">
                  <span
                    className="fx-hp-tag"
                    data-kind={d.status === 'rejected' ? 'warning' : undefined}
                    data-scan-status={d.status}
                  >
                    {scanStatus(d)}
                  </span>
                </span>
              </div>
              <div className="fx-hp-item-actions">
                <Button
                  size="small"
                  data-action="download"
                  onClick={() => download(d.url, d.name).catch((error: unknown) => toastFailure(toast, error))}
                >
                  {t('orders.download')}
                </Button>
                {shipper && d.status === 'uploaded' && (
                  <>
                    <Button
                      size="small"
                      variant="primary"
                      data-action="approve-scan"
                      loading={busy === `approve-${d.id}`}
                      onClick={() =>
                        void run(
                          `approve-${d.id}`,
                          () => api.call(changeDocumentStatus, { params: { id: d.id }, body: { status: 'approved' } }),
                          t('orders.approved_toast'),
                        )
                      }
                    >
                      {t('orders.approve')}
                    </Button>
                    <Button size="small" variant="ghost" data-action="reject-scan" onClick={() => setRejecting(d)}>
                      {t('orders.reject')}
                    </Button>
                  </>
                )}
                {carrier && open && d.status === 'rejected' && (
                  <Button size="small" variant="secondary" data-action="replace-scan" onClick={() => setReplacing(d)}>
                    {t('orders.replace')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {carrier && open && (
        <UploadForm
          order={order}
          replacing={replacing}
          onCancelReplace={() => setReplacing(null)}
          onUploaded={(next) => {
            setReplacing(null)
            onChange(next)
          }}
        />
      )}
      <ReasonDialog
        open={rejecting !== null}
        title={t('orders.reject_title')}
        label={t('orders.reject_reason')}
        confirm={t('orders.reject')}
        required
        busy={busy === 'reject'}
        error={null}
        onClose={() => setRejecting(null)}
        onConfirm={(reason) => {
          const scan = rejecting
          if (!scan) return
          void run(
            'reject',
            () => api.call(changeDocumentStatus, { params: { id: scan.id }, body: { status: 'rejected', reason } }),
            t('orders.rejected_toast'),
          ).then((ok) => ok && setRejecting(null))
        }}
      />
    </section>
  )
}

function UploadForm({
  order,
  replacing,
  onCancelReplace,
  onUploaded,
}: {
  order: Order
  replacing: OrderDocument | null
  onCancelReplace: () => void
  onUploaded: (order: Order) => void
}) {
  const t = useT<HostTextKey>()
  const api = useApi()
  const toast = useToast()
  // spec 3: the bank account details scan is selected first
  const form = useZodForm(OrderDocumentUploadForm, { defaultValues: { kind: defaultScanKind, file: null } })
  const send = form.handleSubmit(async ({ kind, file }) => {
    try {
      const answer = await api.call(uploadOrderDocument, {
        params: { id: order.id },
        body: replacing ? { kind: replacing.kind, replaces_id: replacing.id } : { kind },
        files: { file },
      })
      toast.show(t('orders.uploaded'), { kind: 'success' })
      // the kind stays for the next scan
      form.reset({ kind, file: null })
      onUploaded(answer.data)
    } catch (failure) {
      applyServerErrors(form, failure, toast, { fields: ['kind', 'file'] })
    }
  })
  return (
    <form className="fx-or-upload" data-replacing={replacing?.id} noValidate onSubmit={send}>
      {replacing ? (
        <p className="fx-hp-lead">
          {t('orders.replace_title')}: {t(kindText[replacing.kind])} · {replacing.name}
        </p>
      ) : (
        <FormSelect<z.input<typeof OrderDocumentUploadForm>, Kind>
          control={form.control}
          name="kind"
          label={t('orders.document_kind')}
          options={orderDocumentKinds.map((value) => ({ value, label: t(kindText[value]) }))}
        />
      )}
      <FormFile
        control={form.control}
        name="file"
        label={t('orders.file')}
        accept={uploadMimeTypes}
        maxBytes={UPLOAD_MAX_BYTES}
      />
      <div className="fx-hp-actions">
        <Button type="submit" variant="primary" loading={form.formState.isSubmitting} data-action="upload">
          {replacing ? t('orders.replace') : t('orders.upload')}
        </Button>
        {replacing && (
          <Button type="button" onClick={onCancelReplace}>
            {t('common.cancel')}
          </Button>
        )}
      </div>
    </form>
  )
}
