/** A truck's documents and photos (PDF, JPEG or PNG, size limited): the list, an upload, removal. */
import { useState } from 'react'
import { isApiError } from '../../../core/api'
import type { Transport, TransportFile } from '../../../core/contract/transport'
import * as fleet from '../../../core/contract/transport'
import type { CalendarTextKey } from '../../../widgets/transport-calendar/texts'
import {
  Button,
  Dialog,
  ErrorState,
  FilePicker,
  InDialog,
  Select,
  Skeleton,
  useApi,
  useEndpoint,
  useFormat,
  useT,
  useToast,
} from '../../../widgets/ui'
import { toastFailure } from '../../forms/errors'
import type { HostTextKey } from '../../texts/keys'

type FileKind = (typeof fleet.fileKinds)[number]

/** A truck's documents and photos: the list, an upload (checked here for size and type first), removal. */
export function FilesDialog({ truck, onClose }: { truck: Transport; onClose: () => void }) {
  const t = useT<HostTextKey | CalendarTextKey>()
  const api = useApi()
  const toast = useToast()
  const format = useFormat()
  const [kind, setKind] = useState<FileKind>('registration')
  const [error, setError] = useState<string | null>(null)
  const [uploading, setUploading] = useState(false)
  const files = useEndpoint(fleet.listTransportFiles, { params: { id: truck.id } }, { select: (a) => a.data })
  const reload = files.reload
  const mb = (bytes: number) => format.number(bytes / 1024 / 1024, { maximumFractionDigits: 1 })

  /** A file the picker accepted (type and size checked there) goes up at once. */
  const upload = async (file: File) => {
    setError(null)
    setUploading(true)
    try {
      await api.call(fleet.uploadTransportFile, { body: { transport_id: truck.id, kind }, files: { file } })
      toast.show(t('transport_pages.file_uploaded', { name: file.name }), { kind: 'success' })
      reload()
    } catch (failure) {
      if (isApiError(failure) && (failure.status === 413 || failure.status === 415 || failure.status === 422)) {
        setError(failure.serverMessage ? `${failure.message}` : t('transport_pages.file_rejected'))
      } else toastFailure(toast, failure)
    } finally {
      setUploading(false)
    }
  }

  const remove = async (file: TransportFile) => {
    try {
      await api.call(fleet.deleteTransportFile, { params: { id: file.id } })
      reload()
    } catch (failure) {
      toastFailure(toast, failure)
    }
  }

  return (
    <Dialog open onClose={onClose} title={t('transport_pages.files_title', { number: truck.number })}>
      <InDialog>
        <div className="tp-upload">
          <Select<FileKind>
            label={t('transport_pages.file_kind')}
            options={fleet.fileKinds.map((value) => ({ value, label: t(`transport_pages.${value}_file`) }))}
            value={kind}
            onChange={(value) => value && setKind(value)}
          />
          <FilePicker
            label={t('transport_pages.file_choose')}
            accept={fleet.uploadMimeTypes}
            maxBytes={fleet.UPLOAD_MAX_BYTES}
            busy={uploading}
            error={error}
            onPick={(file) => void upload(file)}
          />
        </div>
        <h3 className="fx-hp-subtitle">{t('transport_pages.files_list')}</h3>
        {files.state === 'loading' && <Skeleton lines={2} />}
        {files.state === 'error' && <ErrorState error={files.error} onRetry={reload} />}
        {files.state === 'ready' &&
          (files.data.length === 0 ? (
            <p className="tp-muted">{t('transport_pages.no_files')}</p>
          ) : (
            <ul className="fx-hp-list tp-files">
              {files.data.map((file) => (
                <li key={file.id}>
                  <span>
                    <span className="tp-title">{file.name}</span>{' '}
                    <span className="tp-muted">
                      {t(`transport_pages.${file.kind}_file`)} · {file.mime} ·{' '}
                      {t('transport_pages.file_size_mb', { value: mb(file.size) })}
                    </span>
                  </span>
                  <Button size="small" variant="ghost" onClick={() => void remove(file)}>
                    {t('common.delete')}
                  </Button>
                </li>
              ))}
            </ul>
          ))}
      </InDialog>
    </Dialog>
  )
}
