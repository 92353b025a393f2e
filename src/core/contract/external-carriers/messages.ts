/**
 * Messages about a cargo to the contacts of chosen external trucks: `messages/text` answers the text as it will be
 * sent (the caller edits it), `messages/send` puts one message per contact into the outbox, by what the contact
 * has: Telegram, else e-mail, else SMS to the first phone.
 */
import { z } from 'zod'
import { dataOf, Text } from '../common'
import { defineEndpoint } from '../endpoint'
import { BodyId, tags, truckRoles } from './fields'

const Transports = z.array(BodyId).min(1).max(50)

export const previewExternalMessage = defineEndpoint({
  method: 'POST',
  path: 'external-carrier/messages/text',
  summary: "The message about a cargo of the caller's company as it will be sent",
  tags,
  access: truckRoles,
  body: z.strictObject({ cargo_id: BodyId }),
  response: dataOf(z.object({ message: z.string() })),
})

export const sendExternalMessage = defineEndpoint({
  method: 'POST',
  path: 'external-carrier/messages/send',
  summary: "Send a message about a cargo to the contacts of the caller's external trucks, through the outbox",
  tags,
  access: truckRoles,
  body: z.strictObject({ cargo_id: BodyId, message: Text.trim().min(1).max(4000), transports: Transports }),
  response: dataOf(
    z.object({
      sent: z.number().int(),
      channels: z.object({ email: z.number().int(), telegram: z.number().int(), sms: z.number().int() }),
      /** Contacts with nothing to write to. */
      skipped: z.number().int(),
    }),
  ),
})
