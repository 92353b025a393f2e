/** Names of the states in both languages, for the messages of illegal transitions and for the PDF. */
import type { Lang } from '../../../core/contract/common'
import type { ContractStatus, ResponseStatus } from '../../../core/contract/responses'

const responseLabels: Record<Lang, Record<ResponseStatus, string>> = {
  ru: {
    new: 'новый',
    accepted: 'принят',
    rejected: 'отклонён',
    withdrawn: 'отозван',
    wait_security_check: 'на проверке безопасности',
    security_approved: 'одобрен службой безопасности',
    security_rejected: 'отклонён службой безопасности',
    contract: 'по договору',
    cancelled: 'отменён',
  },
  en: {
    new: 'new',
    accepted: 'accepted',
    rejected: 'rejected',
    withdrawn: 'withdrawn',
    wait_security_check: 'under the security check',
    security_approved: 'approved by security',
    security_rejected: 'rejected by security',
    contract: 'under contract',
    cancelled: 'cancelled',
  },
}

const contractLabels: Record<Lang, Record<ContractStatus, string>> = {
  ru: {
    pending_carrier: 'ждёт подписи перевозчика',
    pending_shipper: 'ждёт подписи грузовладельца',
    signed: 'подписан',
    completed: 'исполнен',
    cancelled: 'отменён',
  },
  en: {
    pending_carrier: 'awaiting the carrier’s signature',
    pending_shipper: 'awaiting the shipper’s signature',
    signed: 'signed',
    completed: 'completed',
    cancelled: 'cancelled',
  },
}

export const responseLabel = (lang: Lang, status: ResponseStatus) => responseLabels[lang][status]
export const contractLabel = (lang: Lang, status: ContractStatus) => contractLabels[lang][status]
/** Minor units as money text: `60 000 ₽`. */
export function money(minor: number, currency = 'RUB'): string {
  const major = Math.round(minor) / 100
  const text = major.toLocaleString('ru-RU', { maximumFractionDigits: 2 }).replace(/\u00a0/g, ' ')
  return currency === 'RUB' ? `${text} ₽` : `${text} ${currency}`
}
