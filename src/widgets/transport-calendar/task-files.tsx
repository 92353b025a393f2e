/**
 * The documents of a task (waybills, photos…): listed from `v2/transports/:id/files` (the truck's, filtered to the
 * task), attached through `v2/transports/upload-transport-task-file` (multipart) and downloaded with the bearer
 * token from `v2/transports/files/:id`. Only the owner company gets here (the server answers others 404). The
 * server decides the type by the content; the checks here only spare the user an upload bound to fail.
 */
import { useState } from 'react'
import { isApiError } from '../../core/api'
import {
  downloadTransportFile,
  fileKinds,
  listTransportFiles,
  type TransportFile,
  type TransportTask,
  UPLOAD_MAX_BYTES,
  uploadMimeTypes,
  uploadTaskFile,
} from '../../core/contract/transport'
import {
  Button,
  ErrorState,
  FilePicker,
  Select,
  Skeleton,
  useApi,
  useCore,
  useEndpoint,
  useFormat,
  useLang,
  useT,
  useToast,
} from '../ui'
import type { CalendarDialogTextKey } from './dialog-texts'

type Kind = TransportFile['kind']
const kinds = fileKinds

export function TaskFiles({ task, canUpload }: { task: TransportTask; canUpload: boolean }) {
  const t = useT<CalendarDialogTextKey>()
  const api = useApi()
  const core = useCore()
  const lang = useLang()
  const toast = useToast()
  const format = useFormat()
  const [kind, setKind] = useState<Kind>('waybill')
  // the truck's files, filtered to the task; the list stays on screen while it reloads after an upload
  const files = useEndpoint(
    listTransportFiles,
    { params: { id: task.transport_id } },
    { key: task.id, keepPrevious: true, select: (answer) => answer.data.filter((f) => f.task_id === task.id) },
  )
  const items = files.state === 'ready' ? files.data : []
  const [uploading, setUploading] = useState(false)
  const [error, setError] = useState<string | null>(null)

  /** A file the picker accepted (type and size checked there) goes up at once. */
  const upload = async (file: File) => {
    setError(null)
    setUploading(true)
    try {
      await api.call(uploadTaskFile, { body: { task_id: task.id, kind }, files: { file } })
      toast.show(t('calendar.file_uploaded', { name: file.name }))
      files.reload()
    } catch (failure) {
      if (isApiError(failure) && failure.status === 413) {
        setError(
          t('calendar.file_rejected', { name: file.name, reason: failure.serverMessage ?? failure.messageIn(lang) }),
        )
      } else if (isApiError(failure) && failure.status === 422 && failure.fieldError('file')) {
        // the server's reason (e.g. not PDF, JPEG or PNG by its content), in the request's language
        setError(t('calendar.file_rejected', { name: file.name, reason: failure.fieldError('file') }))
      } else {
        toast.error(failure)
        setError(t('calendar.file_failed', { name: file.name }))
      }
    } finally {
      setUploading(false)
    }
  }

  /** The bytes come with the bearer token, so not by a plain link: fetched, then saved from a blob URL. */
  const download = async (file: TransportFile) => {
    try {
      const token = core.session.accessToken.value
      const response = await fetch(core.api.url(downloadTransportFile, { params: { id: file.id } }), {
        headers: token ? { Authorization: `Bearer ${token}`, 'Accept-Language': lang } : { 'Accept-Language': lang },
      })
      if (!response.ok) throw new Error(String(response.status))
      const url = URL.createObjectURL(await response.blob())
      const link = document.createElement('a')
      link.href = url
      link.download = file.name
      link.rel = 'noopener'
      link.click()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
    } catch {
      toast.show(t('calendar.file_failed', { name: file.name }), { kind: 'error' })
    }
  }

  return (
    <section className="tc-files" part="task-files" aria-label={t('calendar.files')}>
      <h3 className="tc-cargos-title">
        {t('calendar.files')}
        {files.state === 'ready' && <span className="tc-count">{format.number(items.length)}</span>}
      </h3>
      {files.state === 'error' && <ErrorState error={files.error} onRetry={files.reload} />}
      {files.state === 'loading' && <Skeleton lines={1} />}
      {files.state === 'ready' && items.length === 0 && <p className="fx-hint">{t('calendar.no_files')}</p>}
      {items.length > 0 && (
        <ul className="tc-file-list">
          {items.map((file) => (
            <li key={file.id} className="tc-file">
              <span className="tc-file-name">{file.name}</span>
              <span className="tc-cargo-meta">
                {[
                  t(`calendar.${file.kind}_file`),
                  t('calendar.file_size_kb', { value: format.number(Math.max(1, Math.round(file.size / 1024))) }),
                  format.date(file.created_at, { day: 'numeric', month: 'short' }),
                ].join(' · ')}
              </span>
              <Button
                size="small"
                aria-label={t('calendar.file_download_label', { name: file.name })}
                onClick={() => void download(file)}
              >
                {t('calendar.file_download')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {canUpload && (
        <div className="tc-file-form">
          <Select<Kind>
            label={t('calendar.file_kind')}
            options={kinds.map((value) => ({ value, label: t(`calendar.${value}_file`) }))}
            value={kind}
            onChange={(value) => value && setKind(value)}
          />
          <FilePicker
            label={t('calendar.file_attach')}
            accept={uploadMimeTypes}
            maxBytes={UPLOAD_MAX_BYTES}
            busy={uploading}
            error={error}
            onPick={(file) => void upload(file)}
          />
        </div>
      )}
    </section>
  )
}
