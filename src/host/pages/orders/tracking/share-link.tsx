/**
 * The carrier's link for the driver on the order page: create it (or replace it: the old one stops working), have
 * the bot send it to the driver's Telegram, copy it, turn it off; with when it expires and when the last position
 * came. The link opens /track/:token (./../../track/TrackPage.tsx) or the Telegram mini-app; the bot's chat takes
 * the driver's Telegram live location instead.
 */
import { useState } from 'react'
import {
  createTrackingLink,
  revokeTrackingLink,
  type TrackingLink,
  trackingLink,
} from '../../../../core/contract/tracking'
import { Button, Skeleton, useApi, useEndpoint, useFormat, useT, useToast } from '../../../../widgets/ui'
import { toastFailure } from '../../../forms/errors'
import type { HostTextKey } from '../../../texts/keys'

export function ShareLink({ orderId }: { orderId: number }) {
  const t = useT<HostTextKey>()
  const api = useApi()
  const toast = useToast()
  const format = useFormat()
  const loaded = useEndpoint(trackingLink, { params: { id: orderId } }, { select: (answer) => answer.data })
  const [made, setMade] = useState<TrackingLink | null | undefined>(undefined)
  const [busy, setBusy] = useState<'create' | 'send' | 'revoke' | null>(null)
  const link = made !== undefined ? made : loaded.state === 'ready' ? loaded.data : null
  const [sentNote, setSentNote] = useState<boolean | null>(null)

  const create = async (send: boolean) => {
    setBusy(send ? 'send' : 'create')
    try {
      const answer = await api.call(createTrackingLink, {
        params: { id: orderId },
        body: send ? { send_to_telegram: true } : {},
      })
      setMade(answer.data)
      setSentNote(send ? answer.data.telegram_sent : null)
    } catch (error) {
      toastFailure(toast, error)
    } finally {
      setBusy(null)
    }
  }
  const revoke = async () => {
    setBusy('revoke')
    try {
      await api.call(revokeTrackingLink, { params: { id: orderId } })
      setMade(null)
      setSentNote(null)
      toast.show(t('track.share_revoked'), { kind: 'success' })
    } catch (error) {
      toastFailure(toast, error)
    } finally {
      setBusy(null)
    }
  }
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url)
      toast.show(t('track.share_copied'), { kind: 'success' })
    } catch {
      toast.show(t('track.share_copy_failed'))
    }
  }

  return (
    <div className="hx-share" data-block="share-link" data-link={link ? 'active' : 'none'}>
      <h3 className="hx-share-title">{t('track.share_title')}</h3>
      <p className="fx-hp-muted hx-share-hint">{t('track.share_hint')}</p>
      {loaded.state === 'loading' && made === undefined && <Skeleton lines={2} />}
      {link && (
        <div className="hx-share-link">
          <label className="hx-share-url">
            <span>{t('track.share_link')}</span>
            <input
              type="text"
              readOnly
              value={link.url}
              name="tracking-url"
              onFocus={(event) => event.currentTarget.select()}
            />
          </label>
          <p className="fx-hp-muted">
            {t('track.share_expires', { when: format.dateTime(link.expires_at) })}
            {link.last_position_at && (
              <>
                {' · '}
                {t('track.share_last', { when: format.dateTime(link.last_position_at) })}
              </>
            )}
          </p>
          {sentNote !== null && (
            <p className={sentNote ? 'hx-share-ok' : 'fx-hp-notice'} data-telegram-sent={String(sentNote)}>
              {sentNote ? t('track.share_tg_sent') : t('track.share_tg_not_sent')}
            </p>
          )}
        </div>
      )}
      {loaded.state !== 'loading' || made !== undefined ? (
        <div className="fx-hp-actions">
          {link && (
            <Button size="small" variant="primary" data-action="copy-link" onClick={() => void copy(link.url)}>
              {t('track.share_copy')}
            </Button>
          )}
          {link?.telegram_url && (
            <a className="fx-button" data-size="small" href={link.telegram_url} target="_blank" rel="noreferrer">
              {t('track.share_tg_link')}
            </a>
          )}
          {link?.telegram_bot_url && (
            // the driver shares a live location in the bot's chat instead of keeping a page open
            <a className="fx-button" data-size="small" href={link.telegram_bot_url} target="_blank" rel="noreferrer">
              {t('track.share_tg_bot')}
            </a>
          )}
          <Button
            size="small"
            variant={link ? 'ghost' : 'primary'}
            loading={busy === 'create'}
            data-action="create-link"
            onClick={() => void create(false)}
          >
            {link ? t('track.share_renew') : t('track.share_create')}
          </Button>
          <Button size="small" loading={busy === 'send'} data-action="send-link" onClick={() => void create(true)}>
            {t('track.share_send')}
          </Button>
          {link && (
            <Button
              size="small"
              variant="ghost"
              loading={busy === 'revoke'}
              data-action="revoke-link"
              onClick={() => void revoke()}
            >
              {t('track.share_revoke')}
            </Button>
          )}
        </div>
      ) : null}
    </div>
  )
}
