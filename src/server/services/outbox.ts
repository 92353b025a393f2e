/**
 * Outgoing e-mail, SMS and Telegram messages. A message is written to the outbox table in the same transaction
 * as the change that causes it; a worker delivers it afterwards. Several server instances share the table and
 * take rows with `for update skip locked`, so each message goes out once.
 */

import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import nodemailer from 'nodemailer'
import type { DB } from '../db/schema'
import { startPoller } from './poller'

export type Channel = 'email' | 'sms' | 'telegram'

export interface OutgoingMessage {
  channel: Channel
  recipient: string
  subject: string
  body: string
  /** Telegram only: the reply keyboard (Bot API `reply_markup`) as JSON, e.g. the bot's "share my contact" button. */
  telegram_markup?: string | null
}

export async function enqueue(db: Kysely<DB>, message: OutgoingMessage): Promise<void> {
  await db.insertInto('outbox').values(message).execute()
}

export interface DeliveryAdapter {
  deliver(message: OutgoingMessage): Promise<void>
}

export interface Logger {
  info(obj: object, msg?: string): void
  error(obj: object, msg?: string): void
}

/** Without SMTP (and for SMS and Telegram, which have no provider configured) messages go to the server log. */
export function logAdapter(log: Logger): DeliveryAdapter {
  return {
    async deliver(message) {
      log.info(
        { outbox: message },
        `[outbox] ${message.channel} to ${message.recipient}: ${message.subject} | ${message.body}`,
      )
    },
  }
}

export function smtpAdapter(url: string, from: string, fallback: DeliveryAdapter): DeliveryAdapter {
  const transport = nodemailer.createTransport(url)
  return {
    async deliver(message) {
      if (message.channel !== 'email') return fallback.deliver(message)
      await transport.sendMail({ from, to: message.recipient, subject: message.subject, text: message.body })
    },
  }
}

const MAX_ATTEMPTS = 5

/**
 * When a failed message may be tried again: a webhook after a growing pause (10 s, 20 s, 40 s, 80 s: a partner's
 * receiver that is down gets time to come back), the others at once, as before.
 */
export function retryDelaySeconds(channel: string, attempts: number): number {
  return channel === 'webhook' ? Math.min(10 * 2 ** (attempts - 1), 3600) : 0
}
const retryPause = (channel: string, attempts: number) => {
  const seconds = retryDelaySeconds(channel, attempts)
  return seconds === 0 ? null : sql<Date>`now() + make_interval(secs => ${seconds})`
}

/** How long a claimed message is left to its worker before another may try it. */
const LEASE_SECONDS = 120

/**
 * Delivers what is waiting; answers how many messages went out. Messages are claimed in one short transaction
 * (`for update skip locked`, then a lease) and delivered after it has committed, so no connection or lock is held
 * while a mail server or the Telegram API takes its time; each result is written in a statement of its own.
 */
export async function deliverPending(db: Kysely<DB>, adapter: DeliveryAdapter, batch = 20): Promise<number> {
  const rows = await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .selectFrom('outbox')
      .selectAll()
      .where('sent_at', 'is', null)
      .where('attempts', '<', MAX_ATTEMPTS)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', sql<Date>`now()`)]))
      .orderBy('id')
      .limit(batch)
      .modifyEnd(sql`for update skip locked`)
      .execute()
    if (claimed.length > 0) {
      await trx
        .updateTable('outbox')
        .set({ locked_until: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
        .where(
          'id',
          'in',
          claimed.map((row) => row.id),
        )
        .execute()
    }
    return claimed
  })
  let sent = 0
  for (const row of rows) {
    try {
      await adapter.deliver({
        channel: row.channel as Channel,
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        telegram_markup: row.telegram_markup,
      })
      await db
        .updateTable('outbox')
        .set({ sent_at: new Date(), attempts: row.attempts + 1, locked_until: null })
        .where('id', '=', row.id)
        .execute()
      sent++
    } catch (error) {
      await db
        .updateTable('outbox')
        .set({
          attempts: row.attempts + 1,
          last_error: String(error).slice(0, 1000),
          locked_until: retryPause(row.channel, row.attempts + 1),
        })
        .where('id', '=', row.id)
        .execute()
    }
  }
  return sent
}

/** Polls the outbox until stopped; `wake()` delivers what was just queued without waiting for the interval. */
export function startOutboxWorker(db: Kysely<DB>, adapter: DeliveryAdapter, log: Logger, intervalMs = 500) {
  return startPoller('outbox delivery', () => deliverPending(db, adapter), intervalMs, log)
}
