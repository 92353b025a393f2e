/** Names of the order's states and scan kinds in both languages: messages of illegal steps, the contract PDF. */
import type { Lang } from '../../../core/contract/common'
import type { OrderStatus } from '../../../core/contract/orders'

const statusLabels: Record<Lang, Record<OrderStatus, string>> = {
  ru: {
    documents: 'ждёт документов',
    security_check: 'на проверке безопасности',
    loading: 'на погрузке',
    on_way: 'в пути',
    unloaded: 'выгружен',
    documents_approved: 'документы приняты',
    closed: 'закрыт',
    cancelled: 'отменён',
  },
  en: {
    documents: 'waiting for documents',
    security_check: 'under the security check',
    loading: 'loading',
    on_way: 'on the way',
    unloaded: 'unloaded',
    documents_approved: 'documents approved',
    closed: 'closed',
    cancelled: 'cancelled',
  },
}

export const orderStatusLabel = (lang: Lang, status: OrderStatus) => statusLabels[lang][status]
export const orderNumber = (id: number) => `З-${id}`
