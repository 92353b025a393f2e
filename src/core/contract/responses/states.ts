/**
 * States: the statuses of responses, contracts and auctions, and where a response or a contract may go from each
 * (the server's state machines).
 */
import { z } from 'zod'

export const responseStatuses = [
  'new',
  'accepted',
  'rejected',
  'withdrawn',
  'wait_security_check',
  'security_approved',
  'security_rejected',
  'contract',
  'cancelled',
] as const
export const ResponseStatus = z.enum(responseStatuses)
export type ResponseStatus = z.infer<typeof ResponseStatus>

/** The statuses in which a response holds the cargo: at most one response of a cargo is in one of them. */
export const winningStatuses = [
  'accepted',
  'wait_security_check',
  'security_approved',
  'contract',
] as const satisfies readonly ResponseStatus[]

/** Where a response may go from each status. */
export const responseTransitions: Record<ResponseStatus, readonly ResponseStatus[]> = {
  new: ['new', 'accepted', 'rejected', 'withdrawn'],
  accepted: ['wait_security_check', 'rejected', 'withdrawn'],
  rejected: [],
  withdrawn: [],
  wait_security_check: ['security_approved', 'security_rejected', 'withdrawn'],
  security_approved: ['contract', 'withdrawn'],
  security_rejected: [],
  contract: ['cancelled'],
  cancelled: [],
}

export const contractStatuses = ['pending_carrier', 'pending_shipper', 'signed', 'completed', 'cancelled'] as const
export const ContractStatus = z.enum(contractStatuses)
export type ContractStatus = z.infer<typeof ContractStatus>

export const contractTransitions: Record<ContractStatus, readonly ContractStatus[]> = {
  pending_carrier: ['signed', 'cancelled'],
  pending_shipper: ['signed', 'cancelled'],
  signed: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
}

export const AuctionStatus = z.enum(['running', 'finished'])
