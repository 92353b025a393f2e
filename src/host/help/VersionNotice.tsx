/**
 * The new-version notice: when a new version is deployed it offers to reload. Never mid-typing: while a text field
 * has the focus (a form's half-typed value would be lost) or a tour is on the screen, it waits, and shows once
 * the focus leaves. It never reloads by itself.
 */
import { useEffect, useState } from 'react'
import { releaseOf } from '../../core/version'
import { Button, deepActiveElement, useSignal, useT } from '../../widgets/ui'
import type { HostTextKey } from '../texts/keys'
import { tourRunning } from './tour'
import { deployedVersion, watchVersion } from './version'
import './help.css'

function typing(): boolean {
  const el = deepActiveElement()
  if (!(el instanceof HTMLElement)) return false
  if (el.isContentEditable || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true
  return el instanceof HTMLInputElement && !['button', 'submit', 'checkbox', 'radio', 'reset'].includes(el.type)
}

export function VersionNotice() {
  const t = useT<HostTextKey>()
  const deployed = useSignal(deployedVersion)
  const [dismissed, setDismissed] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => watchVersion(), [])
  useEffect(() => {
    if (!deployed) return
    const update = () => setBusy(typing() || tourRunning())
    update()
    const events = ['focusin', 'focusout', 'keydown', 'pointerup'] as const
    // focusout fires before the focus lands elsewhere: read it after
    const later = () => setTimeout(update, 0)
    for (const name of events) document.addEventListener(name, later, true)
    const timer = setInterval(update, 1000)
    return () => {
      for (const name of events) document.removeEventListener(name, later, true)
      clearInterval(timer)
    }
  }, [deployed])

  if (!deployed || dismissed === deployed || busy) return null
  return (
    <div className="hx-version-notice" role="status" data-version={deployed}>
      <span>{t('help.new_version', { version: releaseOf(deployed) })}</span>
      <Button variant="primary" size="small" data-action="reload" onClick={() => window.location.reload()}>
        {t('help.reload')}
      </Button>
      <Button variant="ghost" size="small" data-action="later" onClick={() => setDismissed(deployed)}>
        {t('help.later')}
      </Button>
    </div>
  )
}
