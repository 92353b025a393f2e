/**
 * The "what's new" dialog (spec 7 `v2/panel/release-notes?filter[unread]=1`): after an update (the page's version
 * differs from the last one this browser saw) it shows the release notes the user has not read; "Got it" marks
 * them read. The user menu opens it at any time (`openWhatsNew()`, ./requests.ts), with the latest notes.
 */
import { useEffect, useState } from 'react'
import { listReleaseNotes, type ReleaseNote, readReleaseNotes } from '../../core/contract/help'
import { Button, Dialog, useCore, useFormat, useSignal, useT } from '../../widgets/ui'
import type { HostTextKey } from '../texts/keys'
import { whatsNewAsks } from './requests'
import { pageVersion, seenVersionKey } from './version'
import './help.css'

/** The user's asks answered so far (an ask made before this module loaded is answered when it mounts). */
let answeredAsks = 0

export function WhatsNew() {
  const t = useT<HostTextKey>()
  const core = useCore()
  const format = useFormat()
  const signedIn = useSignal(core.session.isSignedIn)
  const version = useSignal(pageVersion)
  const asks = useSignal(whatsNewAsks)
  const [notes, setNotes] = useState<ReleaseNote[] | null>(null)
  const [saving, setSaving] = useState(false)

  // after an update: the unread notes, once per new version
  useEffect(() => {
    if (!signedIn || !version) return
    const seen = core.storage.getItem(seenVersionKey)
    core.storage.setItem(seenVersionKey, version)
    if (!seen || seen === version) return
    const controller = new AbortController()
    core.api
      .call(listReleaseNotes, { query: { filter: { unread: true }, limit: 10 }, signal: controller.signal })
      .then((answer) => answer.data.length > 0 && setNotes(answer.data))
      .catch(() => {})
    return () => controller.abort()
  }, [signedIn, version, core])

  // asked from the user menu: the latest notes
  useEffect(() => {
    if (asks === answeredAsks) return
    answeredAsks = asks
    core.api
      .call(listReleaseNotes, { query: { limit: 5 } })
      .then((answer) => setNotes(answer.data))
      .catch(() => setNotes([]))
  }, [asks, core])

  const close = async () => {
    const unread = (notes ?? []).filter((note) => !note.is_read).map((note) => note.id)
    if (unread.length > 0) {
      setSaving(true)
      await core.api.call(readReleaseNotes, { body: { ids: unread } }).catch(() => {})
      setSaving(false)
    }
    setNotes(null)
  }

  return (
    <Dialog
      open={notes !== null}
      onClose={() => void close()}
      title={t('help.whats_new_title')}
      footer={
        <Button variant="primary" loading={saving} data-action="got-it" onClick={() => void close()}>
          {t('help.got_it')}
        </Button>
      }
    >
      {notes?.length === 0 && <p className="fx-hp-muted">{t('help.whats_new_empty')}</p>}
      <div className="hx-release-notes" data-dialog="whats-new">
        {notes?.map((note) => (
          <article
            key={note.id}
            className="hx-release-note"
            data-note={note.id}
            data-unread={!note.is_read || undefined}
          >
            <h3 className="hx-release-title">{note.title}</h3>
            <p className="fx-hp-muted">
              {t('help.version', { version: note.version })} · {format.date(note.published_at)}
            </p>
            {note.body.split('\n').map((line, index) =>
              line.startsWith('- ') ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one text, in their order
                <p key={index} className="hx-release-item">
                  {line.slice(2)}
                </p>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one text, in their order
                <p key={index}>{line}</p>
              ),
            )}
          </article>
        ))}
      </div>
    </Dialog>
  )
}
