/** A truck's card from the calendar: its facts, trailer and driver, and its notes (carriers add notes). */
import { type FormEvent, useState } from 'react'
import { addTransportNote, type CalendarRow, getTransportV2 } from '../../core/contract/transport'
import { Button, Dialog, ErrorState, Skeleton, TextInput, useApi, useEndpoint, useFormat, useT, useToast } from '../ui'
import { useDialogStyles } from './dialog-pieces'
import type { CalendarDialogTextKey } from './dialog-texts'

export function TruckDialog({
  row,
  canWrite,
  onClose,
  onNoteAdded,
}: {
  row: CalendarRow | null
  canWrite: boolean
  onClose: () => void
  onNoteAdded: (row: CalendarRow) => void
}) {
  const t = useT<CalendarDialogTextKey>()
  const styles = useDialogStyles()
  return (
    <Dialog
      open={!!row}
      onClose={onClose}
      title={row ? t('calendar.truck_title', { number: row.transport.number }) : ''}
    >
      {styles}
      {row && <TruckBody row={row} canWrite={canWrite} onNoteAdded={() => onNoteAdded(row)} />}
    </Dialog>
  )
}

function TruckBody({ row, canWrite, onNoteAdded }: { row: CalendarRow; canWrite: boolean; onNoteAdded: () => void }) {
  const t = useT<CalendarDialogTextKey>()
  const api = useApi()
  const toast = useToast()
  const format = useFormat()
  const [note, setNote] = useState('')
  const [saving, setSaving] = useState(false)
  const truck = row.transport
  // the notes stay on screen while they reload after a new one is added
  const details = useEndpoint(
    getTransportV2,
    { params: { id: truck.id } },
    { keepPrevious: true, select: (answer) => answer.data },
  )

  const add = async (event: FormEvent) => {
    event.preventDefault()
    if (!note.trim()) return
    setSaving(true)
    try {
      await api.call(addTransportNote, { params: { id: truck.id }, body: { content: note.trim() } })
      setNote('')
      details.reload()
      onNoteAdded()
    } catch (failure) {
      toast.error(failure)
    } finally {
      setSaving(false)
    }
  }

  const size = [
    truck.total_volume === null ? null : t('calendar.cubic', { value: format.number(truck.total_volume) }),
    truck.total_capacity === null ? null : t('calendar.tonnes', { value: format.number(truck.total_capacity) }),
  ]
    .filter(Boolean)
    .join(', ')
  return (
    <div className="tc-details">
      <dl className="tc-facts">
        <dt>{t('calendar.model')}</dt>
        <dd>{[truck.vehicle?.name, truck.truck_model?.name].filter(Boolean).join(' ') || '—'}</dd>
        <dt>{t('calendar.body')}</dt>
        <dd>{[truck.truck_type?.name, size].filter(Boolean).join(', ') || '—'}</dd>
        <dt>{t('calendar.trailer')}</dt>
        <dd>{truck.trailer?.number ?? '—'}</dd>
        <dt>{t('calendar.driver')}</dt>
        <dd>{truck.driver ? [truck.driver.name, truck.driver.phone].filter(Boolean).join(', ') : '—'}</dd>
        {truck.external_company && (
          <>
            <dt>{t('calendar.external')}</dt>
            <dd>{truck.external_company.name}</dd>
          </>
        )}
      </dl>
      <h3 className="tc-cargos-title">{t('calendar.notes')}</h3>
      {details.state === 'error' ? (
        <ErrorState error={details.error} onRetry={details.reload} />
      ) : details.state !== 'ready' ? (
        <Skeleton lines={2} />
      ) : details.data.notes.length === 0 ? (
        <p className="fx-hint">{t('calendar.no_notes')}</p>
      ) : (
        <ul className="tc-notes-list">
          {details.data.notes.map((item) => (
            <li key={item.id}>
              <p className="tc-pre">{item.content}</p>
              <span className="fx-hint">
                {[item.user?.name, format.dateTime(item.created_at)].filter(Boolean).join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      )}
      {canWrite && (
        <form className="tc-note-form" onSubmit={(event) => void add(event)}>
          <TextInput label={t('calendar.new_note')} value={note} maxLength={2000} onChange={setNote} />
          <Button type="submit" loading={saving} disabled={!note.trim()}>
            {t('calendar.add_note')}
          </Button>
        </form>
      )}
    </div>
  )
}
