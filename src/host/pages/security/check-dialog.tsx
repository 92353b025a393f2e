/**
 * One security check (GET orders/security/{id}): the carrier company (INN, OGRN, address, on the exchange since,
 * its record), the cargo and price, the truck, its driver and the truck's documents (each downloadable), the
 * response's history; for a waiting check the decision, with a comment that approval may leave empty and
 * rejection needs. Everything the carrier typed is shown as text.
 */
import { type ReactNode, useEffect, useState } from 'react'
import { getSecurityCheck, type SecurityCheck } from '../../../core/contract/responses'
import { CompanyReviews } from '../../../widgets/domain'
import type { DomainTextKey } from '../../../widgets/domain/texts'
import {
  Button,
  Dialog,
  ErrorState,
  Skeleton,
  TextInput,
  useEndpoint,
  useFormat,
  useT,
  useToast,
} from '../../../widgets/ui'
import { toastFailure } from '../../forms/errors'
import type { HostTextKey } from '../../texts/keys'
import { ResponseHistory } from '../responses/response-history'
import { useDownload } from '../responses/use-download'

export type Decision = 'approve' | 'reject'

export interface CheckDialogProps {
  id: number | null
  busy: Decision | null
  /** The server's message for the comment (a rejection without one). */
  error: string | null
  onClose: () => void
  onDecide: (id: number, action: Decision, comment: string) => void
}

function Fact({ label, children, name }: { label: string; children: ReactNode; name?: string }) {
  return (
    <div data-fact={name}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

export function CheckDialog({ id, busy, error, onClose, onDecide }: CheckDialogProps) {
  const t = useT<HostTextKey | DomainTextKey>()
  const [comment, setComment] = useState('')
  const [missing, setMissing] = useState(false)
  const check = useEndpoint(
    getSecurityCheck,
    { params: { id: id ?? 0 } },
    { enabled: id !== null, select: (answer) => answer.data },
  )
  useEffect(() => {
    if (id !== null) {
      setComment('')
      setMissing(false)
    }
  }, [id])
  const data = check.state === 'ready' ? check.data : null
  const waiting = data?.status === 'wait_security_check'
  const decide = (action: Decision) => {
    if (id === null) return
    const text = comment.trim()
    if (action === 'reject' && text === '') {
      setMissing(true)
      return
    }
    onDecide(id, action, text)
  }
  return (
    <Dialog
      open={id !== null}
      onClose={onClose}
      title={data ? t('security_pages.check_title', { name: data.carrier_company.name }) : t('security_pages.title')}
      footer={
        waiting ? (
          <>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button variant="danger" loading={busy === 'reject'} data-action="reject" onClick={() => decide('reject')}>
              {t('security_pages.reject')}
            </Button>
            <Button
              variant="primary"
              loading={busy === 'approve'}
              data-action="approve"
              onClick={() => decide('approve')}
            >
              {t('security_pages.approve')}
            </Button>
          </>
        ) : undefined
      }
    >
      {check.state === 'loading' && <Skeleton lines={8} />}
      {check.state === 'error' && <ErrorState error={check.error} />}
      {data && (
        <div data-check={data.id}>
          <CheckFacts data={data} />
          {waiting && (
            <TextInput
              label={t('security_pages.comment_label')}
              hint={t('security_pages.comment_hint')}
              value={comment}
              onChange={(value) => {
                setComment(value)
                setMissing(false)
              }}
              error={missing ? t('security_pages.reason_required') : error}
              name="reason"
              maxLength={500}
            />
          )}
          <ResponseHistory history={data.history} />
        </div>
      )}
    </Dialog>
  )
}

function CheckFacts({ data }: { data: SecurityCheck }) {
  const t = useT<HostTextKey | DomainTextKey>()
  const format = useFormat()
  const toast = useToast()
  const download = useDownload()
  const details = data.carrier_details
  const stats = data.carrier_stats
  return (
    <>
      <h3 className="fx-hp-subtitle" style={{ marginTop: 16 }}>
        {t('security_pages.company')}
      </h3>
      <dl className="fx-hp-facts" data-section="company">
        <Fact label={t('security_pages.carrier')}>{data.carrier_company.name}</Fact>
        <Fact label={t('responses.inn')} name="inn">
          {details.inn}
        </Fact>
        {details.ogrn && (
          <Fact label={t('responses.ogrn')} name="ogrn">
            {details.ogrn}
          </Fact>
        )}
        {details.legal_address && <Fact label={t('responses.address')}>{details.legal_address}</Fact>}
        <Fact label={t('security_pages.registered')} name="registered">
          <time dateTime={data.carrier_registered_at}>{format.date(data.carrier_registered_at)}</time>
        </Fact>
        {(details.phone || details.email) && (
          <Fact label={t('responses.contacts')}>{[details.phone, details.email].filter(Boolean).join(', ')}</Fact>
        )}
        <Fact label={t('security_pages.record')} name="record">
          {t('security_pages.record_responses')}: {stats.responses} · {t('security_pages.record_contracts')}:{' '}
          {stats.contracts} · {t('security_pages.record_rejections')}: {stats.security_rejections}
        </Fact>
        <Fact label={t('security_pages.cargo')}>
          {data.cargo.start_point.name} → {data.cargo.finish_point.name} ·{' '}
          {t('responses.cargo_number', { id: data.cargo.id })}
        </Fact>
        <Fact label={t('security_pages.price')}>{format.money(data.price, data.currency)}</Fact>
      </dl>
      <CompanyReviews companyId={data.carrier_company.id} subject="carrier" level={3} />

      <h3 className="fx-hp-subtitle" style={{ marginTop: 16 }}>
        {t('security_pages.truck')}
      </h3>
      {data.transport ? (
        <dl className="fx-hp-facts" data-section="truck">
          <Fact label={t('security_pages.truck')} name="truck">
            {data.transport.number}
          </Fact>
          {data.transport.model && <Fact label={t('security_pages.model')}>{data.transport.model}</Fact>}
          {data.transport.trailer_number && (
            <Fact label={t('security_pages.trailer')}>{data.transport.trailer_number}</Fact>
          )}
          {data.transport.capacity !== null && (
            <Fact label={t('security_pages.capacity')}>
              {t('security_pages.capacity_value', { value: format.number(data.transport.capacity) })}
            </Fact>
          )}
          {data.transport.volume !== null && (
            <Fact label={t('security_pages.volume')}>
              {t('security_pages.volume_value', { value: format.number(data.transport.volume) })}
            </Fact>
          )}
          {data.driver ? (
            <>
              <Fact label={t('security_pages.driver')} name="driver">
                {[data.driver.name, data.driver.phone].filter(Boolean).join(', ')}
              </Fact>
              <Fact label={t('security_pages.licence')}>{data.driver.licence ?? t('security_pages.no_licence')}</Fact>
            </>
          ) : (
            <Fact label={t('security_pages.driver')}>{t('security_pages.no_driver')}</Fact>
          )}
        </dl>
      ) : (
        <p className="fx-hp-muted">{t('security_pages.no_truck')}</p>
      )}

      {data.transport && (
        <>
          <h3 className="fx-hp-subtitle" style={{ marginTop: 16 }}>
            {t('security_pages.documents')}
          </h3>
          {data.documents.length === 0 ? (
            <p className="fx-hp-muted" data-section="documents">
              {t('security_pages.no_documents')}
            </p>
          ) : (
            <ul className="fx-hp-list" data-section="documents">
              {data.documents.map((document) => (
                <li key={document.id} className="fx-hp-item" data-document={document.id}>
                  <div className="fx-hp-item-main">
                    <span>{document.name}</span>
                    <span className="fx-hp-muted">
                      {t(`security_pages.${document.kind}_kind`)} · {format.date(document.created_at)}
                    </span>
                  </div>
                  <div className="fx-hp-item-actions">
                    <Button
                      size="small"
                      onClick={() =>
                        download(document.download_url, document.name).catch((error: unknown) =>
                          toastFailure(toast, error),
                        )
                      }
                    >
                      {t('security_pages.download', { name: document.name })}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </>
  )
}
