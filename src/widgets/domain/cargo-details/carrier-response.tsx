import { useRef, useState } from 'react'
import { type Cargo, responseStatus } from '../../../core/contract/cargo'
import type { ResponseOf } from '../../../core/contract/endpoint'
import { changeResponse, responseStatuses } from '../../../core/contract/responses'
import { isOneOf } from '../../../core/i18n'
import { Button, ConfirmDialog, ErrorState, Skeleton, useApi, useEndpoint, useFormat, useT, useToast } from '../../ui'
import { RelevantTransport } from '../relevant-transport'
import { RespondForm } from '../respond-form'
import type { DomainTextKey } from '../texts'
import type { CargoDetailsClassNames } from './hooks'
import { cx, type HeadingLevel, Section } from './section'

/**
 * The carrier's side of a cargo: its trucks that fit (`RelevantTransport`), and its response (v2/cargos/{id}/
 * response-status; while there is none, or it was withdrawn, and the cargo is available, the `RespondForm` with the
 * truck chosen above preselected). A response made shows what it offered (price, truck, comment); while the shipper
 * has not decided (status new) the carrier may change it (the same form, saving through cargos/{id}/status) or
 * withdraw it (asked first).
 */

type Offer = NonNullable<ResponseOf<typeof responseStatus>['data']['response']>
type Known = { status: string | null; response: Offer | null }
export function CarrierResponse({
  cargo,
  loadKey,
  idPrefix,
  heading,
  classNames,
  onRespondFailure,
}: {
  cargo: Cargo
  loadKey: unknown
  idPrefix: string
  heading: HeadingLevel
  classNames: CargoDetailsClassNames
  onRespondFailure?: ((error: unknown) => void) | undefined
}) {
  const t = useT<DomainTextKey>()
  const api = useApi()
  const toast = useToast()
  const format = useFormat()
  const state = useEndpoint(
    responseStatus,
    { params: { id: cargo.id } },
    {
      key: loadKey,
      select: (answer): Known => ({ status: answer.data.status, response: answer.data.response ?? null }),
    },
  )
  // a response made, changed or withdrawn here, until the status is loaded again
  const [made, setMade] = useState<Known | null>(null)
  const [truck, setTruck] = useState<number | null>(null)
  const [changing, setChanging] = useState(false)
  const [withdrawing, setWithdrawing] = useState(false)
  const [busy, setBusy] = useState(false)
  const respond = useRef<HTMLDivElement>(null)
  const known = state.state === 'ready' ? (made ?? state.data) : undefined
  const current = known?.status
  const offer = known?.response ?? null
  const undecided = current === 'new' && offer !== null
  const withdraw = async () => {
    setBusy(true)
    try {
      const answer = await api.call(changeResponse, { params: { id: cargo.id }, body: { status: 'withdrawn' } })
      setMade({ status: answer.data.status, response: null })
      setWithdrawing(false)
      toast.show(t('responses.offer_withdrawn'), { kind: 'success' })
    } catch (error) {
      toast.error(error)
    } finally {
      setBusy(false)
    }
  }
  const keep = (response: {
    status: string
    price: number
    currency: string
    comment: string | null
    transport: Offer['transport']
    id: number
  }) => {
    setChanging(false)
    setMade({
      status: response.status,
      response: {
        id: response.id,
        price: response.price,
        currency: response.currency,
        comment: response.comment,
        transport: response.transport,
      },
    })
  }
  // none yet, or withdrawn: the carrier may (again) respond while the cargo is available
  const open = current === null || current === 'withdrawn'
  const canRespond = open && cargo.stage === 'available'
  return (
    <>
      <Section name="relevant" title={t('relevant_transport.title')} idPrefix={idPrefix} heading={heading}>
        <RelevantTransport
          cargoId={cargo.id}
          chosen={truck}
          onChoose={
            canRespond
              ? (id) => {
                  setTruck(id)
                  respond.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' })
                }
              : undefined
          }
        />
      </Section>
      <Section name="response" title={t('responses.respond_section')} idPrefix={idPrefix} heading={heading}>
        {state.state === 'loading' && <Skeleton lines={1} />}
        {state.state === 'error' && <ErrorState error={state.error} onRetry={state.reload} />}
        {known !== undefined && (
          <div ref={respond} className={cx('cd-respond', classNames.respond)} data-response-status={current ?? 'none'}>
            <p className={cx('cd-response fx-hint', classNames.response)}>
              {current === null
                ? t('responses.respond_none')
                : t('responses.respond_current', {
                    // the carrier's own response: a new one is "awaiting the shipper's decision", not a bare «новый»
                    status:
                      current === 'new'
                        ? t('responses.status_mine_new')
                        : isOneOf(responseStatuses, current)
                          ? t(`responses.status_${current}`)
                          : t('responses.status_unknown'),
                  })}
            </p>
            {offer && !open && !changing && (
              <ul className="cd-offer" data-offer={offer.id}>
                <li>{t('responses.offer_price', { price: format.money(offer.price, offer.currency) })}</li>
                <li>
                  {offer.transport
                    ? t('responses.offer_truck', { truck: offer.transport.number })
                    : t('responses.offer_no_truck')}
                </li>
                {offer.comment && <li>{t('responses.offer_comment', { comment: offer.comment })}</li>}
              </ul>
            )}
            {undecided && !changing && (
              <div className="cd-offer-actions">
                <p className="fx-hint">{t('responses.offer_undecided')}</p>
                <Button size="small" onClick={() => setChanging(true)} data-action="change-response">
                  {t('responses.offer_change')}
                </Button>
                <Button
                  size="small"
                  variant="ghost"
                  onClick={() => setWithdrawing(true)}
                  data-action="withdraw-response"
                >
                  {t('responses.offer_withdraw')}
                </Button>
              </div>
            )}
            {undecided && changing && offer && (
              <RespondForm
                cargoId={cargo.id}
                price={cargo.price}
                withComment
                existing={{ price: offer.price, transportId: offer.transport?.id ?? null, comment: offer.comment }}
                onCancel={() => setChanging(false)}
                onDone={keep}
                onFailure={onRespondFailure}
              />
            )}
            {open &&
              (canRespond ? (
                <RespondForm
                  cargoId={cargo.id}
                  price={cargo.price}
                  withComment
                  transportId={truck}
                  onDone={keep}
                  onFailure={onRespondFailure}
                />
              ) : (
                <p className="fx-hint">{t('responses.respond_closed')}</p>
              ))}
            <ConfirmDialog
              open={withdrawing}
              title={t('responses.offer_withdraw_title')}
              confirm={t('responses.offer_withdraw')}
              busy={busy}
              danger
              onClose={() => setWithdrawing(false)}
              onConfirm={() => void withdraw()}
            >
              <p>{t('responses.offer_withdraw_text')}</p>
            </ConfirmDialog>
          </div>
        )}
      </Section>
    </>
  )
}
