import { useRef, useState } from 'react'
import { type Cargo, responseStatus } from '../../../core/contract/cargo'
import { responseStatuses } from '../../../core/contract/responses'
import { isOneOf } from '../../../core/i18n'
import { ErrorState, Skeleton, useEndpoint, useT } from '../../ui'
import { RelevantTransport } from '../relevant-transport'
import { RespondForm } from '../respond-form'
import type { DomainTextKey } from '../texts'
import type { CargoDetailsClassNames } from './hooks'
import { cx, type HeadingLevel, Section } from './section'

/**
 * The carrier's side of a cargo: its trucks that fit (`RelevantTransport`), and its response (v2/cargos/{id}/
 * response-status; while there is none, or it was withdrawn, and the cargo is available, the `RespondForm` with the
 * truck chosen above preselected).
 */
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
  const state = useEndpoint(
    responseStatus,
    { params: { id: cargo.id } },
    { key: loadKey, select: (answer) => answer.data.status },
  )
  // a response made here, until the status is loaded again
  const [made, setMade] = useState<string | null>(null)
  const [truck, setTruck] = useState<number | null>(null)
  const respond = useRef<HTMLDivElement>(null)
  const current = state.state === 'ready' ? (made ?? state.data) : undefined
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
        {current !== undefined && (
          <div ref={respond} className={cx('cd-respond', classNames.respond)} data-response-status={current ?? 'none'}>
            <p className={cx('cd-response fx-hint', classNames.response)}>
              {current === null
                ? t('responses.respond_none')
                : t('responses.respond_current', {
                    status: isOneOf(responseStatuses, current) ? t(`responses.status_${current}`) : current,
                  })}
            </p>
            {open &&
              (canRespond ? (
                <RespondForm
                  cargoId={cargo.id}
                  price={cargo.price}
                  withComment
                  transportId={truck}
                  onDone={(response) => setMade(response.status)}
                  onFailure={onRespondFailure}
                />
              ) : (
                <p className="fx-hint">{t('responses.respond_closed')}</p>
              ))}
          </div>
        )}
      </Section>
    </>
  )
}
