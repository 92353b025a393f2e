/**
 * A file field in the interface language. The browser's own file input writes «Choose File / No file chosen» in the
 * browser's language whatever the interface's, so it is hidden and its label, drawn as a kit button, opens it. The
 * picked file is checked here first (type by MIME type or extension, size) with a message that names the file and
 * the rule; the server checks again by content.
 */
import { type ReactNode, useId, useState } from 'react'
import { localeOf } from '../../core/contract/format'
import { addTexts } from '../../core/i18n/texts'
import { useFormat, useStyles, useT } from './context'
import { ErrorText } from './field'
import filePickerCss from './file-picker.css?inline'
import type { KitFileTextKey } from './texts/file-picker'
import * as pieceTexts from './texts/file-picker'

// this piece's own texts come with it
addTexts(pieceTexts)

/** The short names users know the accepted types by, and the extensions a file without a MIME type may carry. */
const fileTypes: Record<string, { name: string; extensions: readonly string[] }> = {
  'application/pdf': { name: 'PDF', extensions: ['pdf'] },
  'image/jpeg': { name: 'JPEG', extensions: ['jpg', 'jpeg'] },
  'image/png': { name: 'PNG', extensions: ['png'] },
  'text/csv': { name: 'CSV', extensions: ['csv'] },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { name: 'XLSX', extensions: ['xlsx'] },
}

const typeName = (mime: string) => fileTypes[mime]?.name ?? (mime.split('/')[1] ?? mime).toUpperCase()

/** What is wrong with a picked file, or null: a type not accepted (by MIME type or, without one, extension) or too big. */
export function fileProblem(
  file: File,
  accept: readonly string[],
  maxBytes: number,
): 'wrong_type' | 'too_large' | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? ''
  const typed = file.type
    ? accept.includes(file.type)
    : accept.some((mime) => fileTypes[mime]?.extensions.includes(extension))
  if (!typed) return 'wrong_type'
  if (file.size > maxBytes) return 'too_large'
  return null
}

export interface FilePickerProps {
  label: ReactNode
  /** The accepted MIME types (the contract's list for the upload). */
  accept: readonly string[]
  maxBytes: number
  /** Called with a file that passed the checks. */
  onPick: (file: File) => void
  /** The file picked and not sent yet, named beside the button. */
  chosen?: string | null | undefined
  /** An upload is running: the button waits. */
  busy?: boolean
  disabled?: boolean
  /** The server's refusal, shown where the picker's own would be. */
  error?: ReactNode
  name?: string
  /** The file input's id (a form focuses the first field in error by it). */
  id?: string
}

/** Parts: `field`, `label`, `button`, `hint`, `error`. */
export function FilePicker({
  label,
  accept,
  maxBytes,
  onPick,
  chosen,
  busy,
  disabled,
  error,
  name,
  id: ownId,
}: FilePickerProps) {
  const styles = useStyles(filePickerCss)
  const t = useT<KitFileTextKey>()
  const format = useFormat()
  const auto = `fx-file-${useId()}`
  const id = ownId ?? auto
  const [problem, setProblem] = useState<string | null>(null)
  const types = new Intl.ListFormat(localeOf(format.lang), { type: 'disjunction' }).format(accept.map(typeName))
  const mb = format.number(maxBytes / 1024 / 1024, { maximumFractionDigits: 1 })
  const shown = problem ?? error

  const pick = (input: HTMLInputElement) => {
    const file = input.files?.[0]
    // emptied so that picking the same file again (after fixing it) is a change too
    input.value = ''
    if (!file) return
    const wrong = fileProblem(file, accept, maxBytes)
    setProblem(
      wrong === 'wrong_type'
        ? t('kit.file_wrong_type', { name: file.name, types })
        : wrong === 'too_large'
          ? t('kit.file_too_large', { name: file.name, mb })
          : null,
    )
    if (!wrong) onPick(file)
  }

  return (
    <div part="field" className="fx-field fx-file" data-invalid={!!shown || undefined}>
      {styles}
      <span part="label" id={`${id}-label`} className="fx-label">
        {label}
      </span>
      <div className="fx-file-row">
        <input
          id={id}
          type="file"
          name={name}
          className="fx-file-input fx-visually-hidden"
          accept={accept.join(',')}
          disabled={disabled || busy}
          aria-labelledby={`${id}-label ${id}-button`}
          aria-describedby={`${shown ? `${id}-error ` : ''}${id}-hint`}
          aria-invalid={shown ? true : undefined}
          onChange={(event) => pick(event.currentTarget)}
        />
        <label
          part="button"
          id={`${id}-button`}
          htmlFor={id}
          className="fx-button fx-file-button"
          aria-busy={busy || undefined}
        >
          {busy ? t('common.loading') : t('kit.file_choose')}
        </label>
        <span className="fx-file-chosen">{chosen ?? t('kit.file_none')}</span>
      </div>
      {shown && <ErrorText id={`${id}-error`}>{shown}</ErrorText>}
      <div part="hint" id={`${id}-hint`} className="fx-hint">
        {t('kit.file_rules', { types, mb })}
      </div>
    </div>
  )
}
