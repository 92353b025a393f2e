/** The two contacts a user changes by code, e-mail and phone: their field, code purpose, errors and messages. */
import type { Lang } from '../../../core/contract/common'
import { conflict } from '../../http/errors'
import { type MessageKey, translate } from '../../http/messages'
import type { OutgoingMessage } from '../../services/outbox'

export interface ContactKind {
  field: 'email' | 'phone'
  purpose: 'change_email' | 'change_phone'
  taken: MessageKey
  unchanged: MessageKey
  constraint: string
  /** The message carrying the code to the new address. */
  codeMessage(lang: Lang, target: string, code: string): OutgoingMessage
  /** A notice to the old address once the change is made, if any. */
  changedNotice?(lang: Lang, previous: string, target: string): OutgoingMessage
}

export const emailKind: ContactKind = {
  field: 'email',
  purpose: 'change_email',
  taken: 'email_taken',
  unchanged: 'email_unchanged',
  constraint: 'users_email_key',
  codeMessage: (lang, target, code) => ({
    channel: 'email',
    recipient: target,
    subject: translate(lang, 'mail_change_email_subject'),
    body: translate(lang, 'mail_change_email_body', { code }),
  }),
  changedNotice: (lang, previous, target) => ({
    channel: 'email',
    recipient: previous,
    subject: translate(lang, 'mail_email_changed_subject'),
    body: translate(lang, 'mail_email_changed_body', { email: target }),
  }),
}

export const phoneKind: ContactKind = {
  field: 'phone',
  purpose: 'change_phone',
  taken: 'phone_taken',
  unchanged: 'phone_unchanged',
  constraint: 'users_phone_key',
  codeMessage: (lang, target, code) => ({
    channel: 'sms',
    recipient: target,
    subject: '',
    body: translate(lang, 'sms_change_phone', { code }),
  }),
}

export const takenError = (kind: ContactKind) => conflict(kind.taken, { [kind.field]: kind.taken })
