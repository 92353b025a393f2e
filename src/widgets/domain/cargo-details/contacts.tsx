import { useState } from 'react'
import { type CargoContact, requestContact } from '../../../core/contract/cargo'
import { Button, useApi, useT, useToast } from '../../ui'
import type { DomainTextKey } from '../texts'
import { cx } from './section'

function PhoneIcon() {
  return (
    <svg className="cd-phone-icon" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/**
 * The shipper's contacts: those the cargo came with (`include=contacts`), else on request (POST
 * v2/cargos/{id}/request-contact: the exchange records who asked).
 */
export function CargoContacts({
  id,
  initial,
  buttonClassName,
  phoneClassName,
}: {
  id: number
  initial?: CargoContact[] | undefined
  buttonClassName?: string | undefined
  phoneClassName?: string | undefined
}) {
  const t = useT<DomainTextKey>()
  const api = useApi()
  const toast = useToast()
  const [contacts, setContacts] = useState<CargoContact[] | undefined>(initial)
  const [busy, setBusy] = useState(false)
  if (!contacts) {
    return (
      <Button
        variant="primary"
        className={cx('cd-show-contacts', buttonClassName)}
        loading={busy}
        onClick={() => {
          setBusy(true)
          api.call(requestContact, { params: { id } }).then(
            (answer) => {
              setBusy(false)
              setContacts(answer.data.contacts)
            },
            (error: unknown) => {
              setBusy(false)
              toast.error(error)
            },
          )
        }}
      >
        {t('cargo_search.show_contacts')}
      </Button>
    )
  }
  if (contacts.length === 0) return <p className="fx-hint">{t('cargo_search.no_contacts')}</p>
  return (
    <ul className="cd-contacts">
      {contacts.map((contact) => (
        <li key={contact.id} className="cd-contact">
          <strong className="cd-contact-name">{contact.name}</strong>
          {contact.phones.map((phone) => (
            <a key={phone} className={cx('cd-phone', phoneClassName)} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
              <PhoneIcon />
              {phone}
            </a>
          ))}
        </li>
      ))}
    </ul>
  )
}
