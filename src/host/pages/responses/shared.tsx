/** What the responses, security and contracts screens share: a paged list, status tags, dialogs, the PDF download. */
import { useCallback, useEffect, useState } from 'react'
import { isApiError } from '../../../core/api'
import type { CargoResponse, ContractStatus, ResponseStatus } from '../../../core/contract/responses'
import type { DomainTextKey } from '../../../widgets/domain/texts'
import { Button, Dialog, NumberInput, TextInput, useCore, useT, useToast } from '../../../widgets/ui'
import { toastFailure } from '../../forms/errors'
import type { HostTextKey } from '../../texts/keys'

export const PAGE = 20

export type ListState<T> =
  | { status: 'loading'; items: T[]; size: number }
  | { status: 'failed'; error: unknown; items: T[]; size: number }
  | { status: 'done'; items: T[]; size: number }

/** One page of a list; `key` names what it depends on (a tab, a filter, the offset). */
export function usePage<T>(
  load: (signal: AbortSignal) => Promise<{ data: T[]; meta: { size: number } }>,
  key: string,
  onError: (error: unknown) => void,
): [ListState<T>, () => Promise<void>] {
  const [state, setState] = useState<ListState<T>>({ status: 'loading', items: [], size: 0 })
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what the load depends on
  const refresh = useCallback(
    async (signal?: AbortSignal) => {
      setState((s) => ({ status: 'loading', items: s.items, size: s.size }))
      try {
        const answer = await load(signal ?? new AbortController().signal)
        if (signal?.aborted) return
        setState({ status: 'done', items: answer.data, size: answer.meta.size })
      } catch (error) {
        if (signal?.aborted) return
        setState((s) => ({ status: 'failed', error, items: s.items, size: s.size }))
        onError(error)
      }
    },
    [key],
  )
  useEffect(() => {
    const controller = new AbortController()
    void refresh(controller.signal)
    return () => controller.abort()
  }, [refresh])
  return [state, () => refresh()]
}

const warning = new Set(['rejected', 'withdrawn', 'security_rejected', 'cancelled'])

export function ResponseTag({ status }: { status: ResponseStatus }) {
  const t = useT<HostTextKey | DomainTextKey>()
  return (
    <span className="fx-hp-tag" data-kind={warning.has(status) ? 'warning' : undefined} data-status={status}>
      {t(`responses.status_${status}`)}
    </span>
  )
}

export function ContractTag({ status }: { status: ContractStatus }) {
  const t = useT<HostTextKey | DomainTextKey>()
  return (
    <span className="fx-hp-tag" data-kind={status === 'cancelled' ? 'warning' : undefined} data-status={status}>
      {t(`contracts_pages.status_${status}`)}
    </span>
  )
}

/** The server's field message for `field`, if a 422 named it. */
export function fieldMessage(error: unknown, field: string): string | null {
  return isApiError(error) ? (error.fieldError(field) ?? null) : null
}

export interface ReasonDialogProps {
  open: boolean
  title: string
  label: string
  confirm: string
  required?: boolean
  busy: boolean
  error: string | null
  onClose: () => void
  onConfirm: (reason: string) => void
}

/** Asks for a reason (a rejection); required for the security service's, optional for the shipper's. */
export function ReasonDialog({
  open,
  title,
  label,
  confirm,
  required,
  busy,
  error,
  onClose,
  onConfirm,
}: ReasonDialogProps) {
  const t = useT<HostTextKey | DomainTextKey>()
  const [reason, setReason] = useState('')
  useEffect(() => {
    if (open) setReason('')
  }, [open])
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="small"
      title={title}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="danger" loading={busy} onClick={() => onConfirm(reason.trim())} data-action="confirm-reason">
            {confirm}
          </Button>
        </>
      }
    >
      <TextInput label={label} value={reason} onChange={setReason} required={required} error={error} name="reason" />
    </Dialog>
  )
}

export interface PriceDialogProps {
  open: boolean
  title: string
  hint?: string
  confirm: string
  initial: number | null
  withComment?: boolean
  busy: boolean
  error: string | null
  onClose: () => void
  /** The price in minor units. */
  onConfirm: (price: number, comment: string) => void
}

/** Asks for a price in roubles (sent in kopecks) and, for a response, a comment. */
export function PriceDialog({
  open,
  title,
  hint,
  confirm,
  initial,
  withComment,
  busy,
  error,
  onClose,
  onConfirm,
}: PriceDialogProps) {
  const t = useT<HostTextKey | DomainTextKey>()
  const [price, setPrice] = useState<number | null>(initial)
  const [comment, setComment] = useState('')
  useEffect(() => {
    if (open) {
      setPrice(initial)
      setComment('')
    }
  }, [open, initial])
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="small"
      title={title}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            variant="primary"
            loading={busy}
            disabled={price === null || price <= 0}
            onClick={() => price !== null && onConfirm(Math.round(price * 100), comment.trim())}
            data-action="confirm-price"
          >
            {confirm}
          </Button>
        </>
      }
    >
      {hint && <p className="fx-hp-lead">{hint}</p>}
      <NumberInput
        label={t('responses.price_label')}
        value={price}
        onChange={setPrice}
        min={1}
        error={error}
        name="price"
      />
      {withComment && (
        <TextInput label={t('responses.comment_label')} value={comment} onChange={setComment} name="comment" />
      )}
    </Dialog>
  )
}

/** Downloads a file of the API with the session's token (a link cannot carry the bearer header). */
export function useDownload(): (path: string, name: string) => Promise<void> {
  const core = useCore()
  return useCallback(
    async (path, name) => {
      const token = core.session.accessToken.peek()
      const base = core.api.baseUrl
      const response = await fetch(`${base}${path}`, {
        headers: {
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          'Accept-Language': core.i18n.language.peek(),
        },
      })
      if (!response.ok) throw new Error(`download failed: ${response.status}`)
      const url = URL.createObjectURL(await response.blob())
      const link = document.createElement('a')
      link.href = url
      link.download = name
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
    },
    [core],
  )
}

/**
 * The actions of a list: which one is running (`busy`, a key such as `accept-12`), and `act`, which runs one, toasts
 * its success (a text, or one made from its answer) or its failure, and loads the list again.
 */
export function useListAction(refresh: () => Promise<void>) {
  const toast = useToast()
  const [busy, setBusy] = useState<string | null>(null)
  const act = async <T,>(key: string, work: () => Promise<T>, done: string | ((result: T) => string)) => {
    setBusy(key)
    try {
      const result = await work()
      toast.show(typeof done === 'string' ? done : done(result), { kind: 'success' })
      await refresh()
    } catch (error) {
      toastFailure(toast, error)
    } finally {
      setBusy(null)
    }
  }
  return { busy, setBusy, act }
}

/** A response's documents (the power of attorney), each a download button. */
export function DocumentButtons({ documents }: { documents: CargoResponse['documents'] }) {
  const t = useT<HostTextKey | DomainTextKey>()
  const toast = useToast()
  const download = useDownload()
  return (
    <>
      {documents.map((document) => (
        <Button
          key={document.kind}
          size="small"
          data-action="power-of-attorney"
          onClick={() => download(document.url, document.name).catch((error: unknown) => toastFailure(toast, error))}
        >
          {t('responses.power_of_attorney')}
        </Button>
      ))}
    </>
  )
}
