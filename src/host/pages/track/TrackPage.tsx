/**
 * /track/:token: the driver's page of a share link (no sign-in: the token is the credential; it opens in a phone's
 * browser or in the Telegram mini-app). It asks for the phone's position at once and posts it while the page is open
 * (./sharing.ts), keeps the screen on where the browser allows it, and shows what it sends: the position, when it
 * last went, how many, and what went wrong, in words a driver can act on.
 */
import { useEffect, useRef, useState } from 'react'
import { isApiError } from '../../../core/api/errors'
import { trackingByToken } from '../../../core/contract/tracking'
import { addTexts } from '../../../core/i18n/texts'
import { Button, ErrorState, Skeleton, useApi, useFormat, useT } from '../../../widgets/ui'
import { Brand } from '../../layout/Brand'
import { LanguageSwitch } from '../../layout/LanguageSwitch'
import { useDocumentTitle } from '../../layout/useDocumentTitle'
import { telegram, useMode } from '../../mode'
import { routeOf } from '../../routes'
import type { HostTextKey } from '../../texts/keys'
import * as trackingTexts from '../../texts/tracking'
import { initialSharing, type SharingState, startSharing } from './sharing'
import './track.css'

addTexts(trackingTexts)

export default function TrackPage({ token }: { token: string }) {
  const t = useT<HostTextKey>()
  useDocumentTitle(routeOf('track'))
  const api = useApi()
  const [link, setLink] = useState<
    | { state: 'loading' }
    | { state: 'ready'; data: Awaited<ReturnType<typeof loadLink>> }
    | { state: 'bad' }
    | { state: 'error'; error: unknown }
  >({ state: 'loading' })
  const [attempt, setAttempt] = useState(0)
  function loadLink(signal: AbortSignal) {
    return api.call(trackingByToken, { params: { token }, signal }).then((answer) => answer.data)
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again on the token and on "try again" (attempt)
  useEffect(() => {
    const controller = new AbortController()
    setLink({ state: 'loading' })
    loadLink(controller.signal).then(
      (data) => setLink({ state: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        setLink(
          isApiError(error) && (error.status === 404 || error.status === 422)
            ? { state: 'bad' }
            : { state: 'error', error },
        )
      },
    )
    return () => controller.abort()
  }, [token, attempt])

  return (
    <div className="hx-auth hx-track" data-layout="none" data-route="track">
      <header className="hx-auth-header">
        <Brand />
        <LanguageSwitch />
      </header>
      <main className="hx-auth-main" id="hx-main">
        <div className="hx-track-box">
          <h1 className="hx-title">{t('track.title')}</h1>
          {link.state === 'loading' && <Skeleton lines={4} />}
          {link.state === 'bad' && (
            <p className="hx-track-alert" role="alert" data-problem="bad_link">
              {t('track.bad_link')}
            </p>
          )}
          {link.state === 'error' && <ErrorState error={link.error} onRetry={() => setAttempt((n) => n + 1)} />}
          {link.state === 'ready' && (
            <>
              <p className="hx-track-order" data-order={link.data.order_id}>
                <strong>{t('track.order', { number: link.data.number })}</strong>
                {link.data.route.length > 1 && (
                  <span>
                    {t('track.route', {
                      from: link.data.route[0]?.name ?? '',
                      to: link.data.route[link.data.route.length - 1]?.name ?? '',
                    })}
                  </span>
                )}
              </p>
              {link.data.accepting ? (
                <Sharing token={token} intervalSeconds={link.data.post_interval_seconds} />
              ) : (
                <p className="hx-track-alert" role="alert" data-problem="not_accepting">
                  {t('track.not_accepting')}
                </p>
              )}
            </>
          )}
        </div>
      </main>
    </div>
  )
}

/** Keeps the screen on while sharing, where the browser has the Wake Lock API (released with the page). */
function useWakeLock(on: boolean) {
  useEffect(() => {
    if (!on || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return
    let lock: { release(): Promise<void> } | null = null
    let live = true
    const take = () => {
      if (document.visibilityState !== 'visible') return
      ;(navigator as { wakeLock: { request(type: 'screen'): Promise<{ release(): Promise<void> }> } }).wakeLock
        .request('screen')
        .then(
          (taken) => {
            if (live) lock = taken
            else void taken.release()
          },
          () => undefined,
        )
    }
    take()
    document.addEventListener('visibilitychange', take)
    return () => {
      live = false
      document.removeEventListener('visibilitychange', take)
      void lock?.release().catch(() => undefined)
    }
  }, [on])
}

function Sharing({ token, intervalSeconds }: { token: string; intervalSeconds: number }) {
  const t = useT<HostTextKey>()
  const api = useApi()
  const format = useFormat()
  const mode = useMode()
  const [on, setOn] = useState(true)
  const [state, setState] = useState<SharingState>(initialSharing)
  // the client changes with the language; a switch of language must not restart the sharing
  const client = useRef(api)
  client.current = api
  useEffect(() => {
    if (!on) return
    // inside Telegram the position comes through the mini-app
    const source = mode.miniApp && telegram() ? 'telegram' : 'browser'
    const api = { call: ((...args) => client.current.call(...args)) as typeof client.current.call }
    return startSharing({ api, token, source, intervalSeconds, onState: setState })
  }, [token, intervalSeconds, on, mode.miniApp])
  useWakeLock(on && state.phase === 'sharing')

  const finished = state.problem === 'bad_link' || state.problem === 'closed'
  const phase = on ? state.phase : 'stopped'
  const number = (value: number) => format.number(value, { minimumFractionDigits: 5, maximumFractionDigits: 5 })
  return (
    <div className="hx-track-sharing" data-state={phase} data-sent={state.count}>
      <p className="hx-track-intro">{t('track.intro')}</p>
      <p className="hx-track-status" aria-live="polite">
        <span className="hx-track-dot" aria-hidden="true" />
        {phase === 'asking' ? t('track.asking') : phase === 'sharing' ? t('track.sharing') : t('track.stopped')}
      </p>
      {state.problem && (
        <p className="hx-track-alert" role="alert" data-problem={state.problem}>
          {state.problem === 'rejected'
            ? t('track.error_rejected', { reason: state.reason ?? '' })
            : t(`track.error_${state.problem === 'bad_link' ? 'closed' : state.problem}` as HostTextKey)}
        </p>
      )}
      <dl className="hx-track-facts">
        <div data-fact="last-sent">
          <dt>{t('track.last_sent')}</dt>
          <dd>
            {state.sentAt ? (
              <time dateTime={new Date(state.sentAt).toISOString()}>
                {format.date(state.sentAt, { hour: '2-digit', minute: '2-digit', second: '2-digit' })}
              </time>
            ) : (
              t('track.never')
            )}
          </dd>
        </div>
        <div data-fact="sent">
          <dt>{t('track.sent_count', { count: state.count })}</dt>
          <dd data-at={state.sent ? `${state.sent.lat},${state.sent.lon}` : undefined}>
            {state.sent
              ? state.sent.accuracy !== null
                ? t('track.sent_what', {
                    lat: number(state.sent.lat),
                    lon: number(state.sent.lon),
                    accuracy: format.number(Math.round(state.sent.accuracy)),
                  })
                : t('track.sent_what_plain', { lat: number(state.sent.lat), lon: number(state.sent.lon) })
              : phase === 'sharing'
                ? t('track.waiting_fix')
                : '—'}
          </dd>
        </div>
      </dl>
      {!finished && (
        <div className="hx-track-actions">
          {on && phase !== 'stopped' ? (
            <Button variant="ghost" data-action="stop" onClick={() => setOn(false)}>
              {t('track.stop')}
            </Button>
          ) : (
            <Button
              variant="primary"
              data-action="start"
              onClick={() => {
                setState(initialSharing)
                setOn(false)
                queueMicrotask(() => setOn(true))
              }}
            >
              {t('track.start')}
            </Button>
          )}
        </div>
      )}
      <p className="hx-track-hint">{t('track.keep_open')}</p>
    </div>
  )
}
