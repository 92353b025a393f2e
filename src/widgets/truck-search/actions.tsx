/**
 * What a shipper does with a found truck: offer one of its cargos to a registered carrier's free window (the
 * transport-task response), or write to an external truck's contacts about a cargo (the text previewed by the
 * server, editable, sent through the outbox). Without a `cargo-id` the shipper picks one of its available cargos.
 */
import { useState } from 'react'
import { isApiError } from '../../core/api'
import { previewExternalMessage, sendExternalMessage } from '../../core/contract/external-carriers'
import { listShipperCargos } from '../../core/contract/shipper'
import { createTaskResponse } from '../../core/contract/transport'
import type { FoundTruck } from '../../core/contract/trucks'
import { Button, useApi, useCore, useEndpoint, useSignal, useT, useToast } from '../ui'
import type { TruckSearchProps } from './schema'
import type { TruckSearchTextKey } from './texts'

export interface TruckActionsProps {
  truck: FoundTruck
  cargoId: number | undefined
  dispatch: TruckSearchProps['dispatch']
}

/**
 * The server's own words where spec 8's catalogue has only "unknown error, try later": a refusal of the cargo or
 * the window (409, 422: "already offered to this truck", "this window is over", "the cargo is not available") or
 * a rate limit (429); 'gone' for a window or truck that no longer exists (404, which spec 8 does not toast).
 */
function failureWords(error: unknown): string | 'gone' | null {
  if (!isApiError(error) || error.kind !== 'http') return null
  if (error.status === 404) return 'gone'
  if (error.status !== 409 && error.status !== 422 && error.status !== 429) return null
  return Object.values(error.fields).flat()[0] ?? error.serverMessage ?? null
}

/** Parts: `actions`, `message-text`. */
export function TruckActions({ truck, cargoId, dispatch }: TruckActionsProps) {
  const t = useT<TruckSearchTextKey>()
  const api = useApi()
  const core = useCore()
  const toast = useToast()
  const roles = useSignal(core.session.userRoles)
  const isShipper = roles.includes('shipper')
  const [picked, setPicked] = useState<number | null>(cargoId ?? null)
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const cargos = useEndpoint(
    listShipperCargos,
    // published cargos only: the available tab also lists drafts, which can be neither offered nor written about
    { query: { filter: { stage: 'available' }, limit: 100 } },
    { enabled: isShipper && cargoId === undefined, select: (a) => a.data },
  )
  if (!isShipper) return null
  const cargo = picked
  const run = async (action: () => Promise<void>) => {
    setBusy(true)
    try {
      await action()
    } catch (error) {
      const words = failureWords(error)
      if (words) toast.error(error, words === 'gone' ? t('truck_search.truck_gone') : words)
      else toast.error(error)
    } finally {
      setBusy(false)
    }
  }
  const offer = () =>
    run(async () => {
      if (cargo === null) return
      await api.call(createTaskResponse, { body: { task_id: truck.id, cargo_id: cargo } })
      toast.show(t('truck_search.offered'), { kind: 'success' })
      dispatch('fx-truck-offer', { task_id: truck.id, cargo_id: cargo })
    })
  const preview = () =>
    run(async () => {
      if (cargo === null) return
      const answer = await api.call(previewExternalMessage, { body: { cargo_id: cargo } })
      setMessage(answer.data.message)
    })
  const send = () =>
    run(async () => {
      if (cargo === null || !message) return
      const answer = await api.call(sendExternalMessage, {
        body: { cargo_id: cargo, message, transports: [truck.transport_id] },
      })
      toast.show(t('truck_search.sent', { count: answer.data.sent }), { kind: 'success' })
      setMessage(null)
      dispatch('fx-carrier-message', { cargo_id: cargo, transport_id: truck.transport_id, sent: answer.data.sent })
    })
  return (
    <div className="ts-actions" part="actions">
      {cargoId === undefined && (
        // a native select: the kit's popover list would open under the modal dialog
        <label className="fx-field ts-cargo-pick">
          <span className="fx-label">{t('truck_search.my_cargo')}</span>
          <select
            className="fx-input"
            value={picked ?? ''}
            onChange={(event) => setPicked(event.currentTarget.value ? Number(event.currentTarget.value) : null)}
          >
            <option value="">{t('truck_search.pick_cargo')}</option>
            {cargos.state === 'ready' &&
              cargos.data.map((c) => (
                <option key={c.id} value={c.id}>
                  №{c.id} {c.start_point.name} → {c.finish_point.name}
                </option>
              ))}
          </select>
        </label>
      )}
      <div className="ts-action-buttons">
        {truck.source === 'calendar' ? (
          <Button variant="primary" onClick={offer} disabled={cargo === null} loading={busy} className="ts-offer">
            {t('truck_search.offer')}
          </Button>
        ) : (
          <Button variant="primary" onClick={preview} disabled={cargo === null} loading={busy} className="ts-message">
            {t('truck_search.message')}
          </Button>
        )}
      </div>
      {message !== null && (
        <form
          className="ts-message-form"
          onSubmit={(event) => {
            event.preventDefault()
            void send()
          }}
        >
          <label className="fx-field">
            <span className="fx-label">{t('truck_search.message_text')}</span>
            <textarea
              className="fx-input ts-message-text"
              part="message-text"
              rows={5}
              value={message}
              onChange={(event) => setMessage(event.currentTarget.value)}
            />
          </label>
          <Button type="submit" variant="primary" loading={busy} className="ts-send">
            {t('truck_search.send')}
          </Button>
        </form>
      )}
    </div>
  )
}
