/** Server configuration from the environment; nothing else reads process.env. */
import { resolve } from 'node:path'
import { APP_VERSION } from '../core/contract/version'

export interface ServerConfig {
  port: number
  host: string
  production: boolean
  /** PostgreSQL URL; without it the embedded PGlite in `dataDir` is used. */
  databaseUrl: string | null
  dataDir: string
  /** Seed demo data into an empty database. */
  seed: boolean
  redisUrl: string | null
  /**
   * The rate-limit counters' key prefix in Redis (`FX_REDIS_PREFIX`; tests give each run its own, so counters of a
   * past run never count).
   */
  redisPrefix?: string
  smtpUrl: string | null
  mailFrom: string
  /** Where links in e-mails point (the host app). */
  publicUrl: string
  telegramBotToken: string | null
  /** Webhooks may be sent to private and loopback addresses (`FX_WEBHOOK_ALLOW_PRIVATE=1`: development and tests). */
  webhookAllowPrivate: boolean
  /** The Bot API's address (`TELEGRAM_API_BASE`, default https://api.telegram.org): tests use a local fake. */
  telegramApiBase: string
  /** The bot's user name for deep links (`TELEGRAM_BOT_NAME`, default FreightExchangeBot). */
  telegramBotName: string
  /**
   * The webhook's secret token (`TELEGRAM_WEBHOOK_SECRET`; default derived from the bot token), given to setWebhook
   * and checked on every update.
   */
  telegramWebhookSecret: string | null
  /** Where uploaded files live: outside the web root. */
  uploadsDir: string
  /** The largest uploaded file, bytes (`FX_UPLOAD_MAX_BYTES`, default 10 MB). */
  uploadMaxBytes: number
  /**
   * Which proxies may report the client's address (X-Forwarded-For): none (false), the nearest N hops, or the
   * given addresses and CIDR ranges. Trusting every sender would let a client pick its own address and step
   * around the per-address rate limits.
   */
  trustProxy: false | number | string[]
  /** Origins allowed to call the API from a browser besides the partners' (`FX_CORS_ORIGINS`, comma-separated). */
  corsOrigins: string[]
  /** The partners: brand, allowed origins, company and key hash (`FX_PARTNERS_FILE`, default config/partners.json). */
  partnersFile: string
  /** Partner keys by partner word (`FX_PARTNER_KEYS=word=key,...`): override the key hashes of the partners file. */
  partnerKeys: Record<string, string>
  /** Switch rate limits off (benchmarks only). */
  rateLimit: boolean
  /**
   * Sign-ins a minute per client address and login (`FX_LOGIN_RATE_LIMIT`, default 5). The end-to-end server raises
   * it: every test signs its users in from 127.0.0.1, and waiting out the limit cost whole minutes.
   */
  loginRateLimit: number
  version: string
  /**
   * Server processes sharing the port (`FX_INSTANCES`, default 1; Node's cluster). More than one needs PostgreSQL
   * (PGlite is one process); with Redis (`REDIS_URL`) the rate limits count across them.
   */
  instances: number
  /**
   * The factoring partner that pays advances (`FX_FACTORING_URL`): its API base URL, `fake` for the local fake (the
   * default outside production: demo and tests), or empty for none (the screens then say it is not configured).
   */
  factoringUrl?: string | null
  /** The key the exchange signs its calls to the factoring partner with (`FX_FACTORING_KEY`). */
  factoringKey?: string | null
  /** The key personal data is encrypted with at rest (`FX_DATA_KEY`; outside production a development key is used). */
  dataKey?: string | null
  /**
   * The demo's simulated driver moves the seeded orders on the way while the server runs (`FX_SIMULATED_DRIVER=0`
   * turns it off; off under NODE_ENV=test). Only with the demo data (`seed`).
   */
  simulatedDriver?: boolean
}

const listOf = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

/** `word=key,word2=key2` -> `{ word: key, word2: key2 }` (a key may contain `=`; not `,`). */
function partnerKeysOf(value: string | undefined): Record<string, string> {
  const keys: Record<string, string> = {}
  for (const item of listOf(value)) {
    const at = item.indexOf('=')
    if (at > 0 && at < item.length - 1) keys[item.slice(0, at).toLowerCase()] = item.slice(at + 1)
  }
  return keys
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080)
  const host = env.HOST ?? '0.0.0.0'
  const dataDir = resolve(env.FX_DATA_DIR ?? 'data')
  return {
    port,
    host,
    production: env.NODE_ENV === 'production',
    databaseUrl: env.DATABASE_URL || null,
    dataDir,
    seed: env.FX_SEED !== '0',
    redisUrl: env.REDIS_URL || null,
    ...(env.FX_REDIS_PREFIX ? { redisPrefix: env.FX_REDIS_PREFIX } : {}),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Freight Exchange <no-reply@freight.example>',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    telegramBotToken: env.TELEGRAM_BOT_TOKEN || null,
    webhookAllowPrivate: env.FX_WEBHOOK_ALLOW_PRIVATE === '1',
    telegramApiBase: env.TELEGRAM_API_BASE || 'https://api.telegram.org',
    telegramBotName: env.TELEGRAM_BOT_NAME || 'FreightExchangeBot',
    telegramWebhookSecret: env.TELEGRAM_WEBHOOK_SECRET || null,
    uploadsDir: resolve(env.FX_UPLOADS_DIR ?? `${dataDir}/uploads`),
    uploadMaxBytes: Number(env.FX_UPLOAD_MAX_BYTES) > 0 ? Number(env.FX_UPLOAD_MAX_BYTES) : 10 * 1024 * 1024,
    trustProxy: trustProxyFrom(env.FX_TRUST_PROXY),
    corsOrigins: listOf(env.FX_CORS_ORIGINS),
    partnersFile: resolve(env.FX_PARTNERS_FILE ?? 'config/partners.json'),
    partnerKeys: partnerKeysOf(env.FX_PARTNER_KEYS),
    rateLimit: env.FX_RATE_LIMIT !== '0',
    loginRateLimit: Number(env.FX_LOGIN_RATE_LIMIT) > 0 ? Number(env.FX_LOGIN_RATE_LIMIT) : 5,
    version: APP_VERSION,
    instances: Math.max(1, Math.floor(Number(env.FX_INSTANCES) || 1)),
    factoringUrl: env.FX_FACTORING_URL ?? (env.NODE_ENV === 'production' ? null : 'fake'),
    factoringKey: env.FX_FACTORING_KEY || null,
    dataKey: env.FX_DATA_KEY || null,
    simulatedDriver: env.FX_SIMULATED_DRIVER !== '0' && env.NODE_ENV !== 'test',
  }
}

/** `FX_TRUST_PROXY`: empty for none, a hop count (`1`), or addresses and CIDR ranges (`10.0.0.1,10.1.0.0/16`). */
export function trustProxyFrom(value: string | undefined): ServerConfig['trustProxy'] {
  const text = value?.trim() ?? ''
  if (text === '' || text === '0') return false
  if (/^\d+$/.test(text)) return Number(text)
  const addresses = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  // "true" would trust any sender: refused, as a start-up error rather than an open door.
  if (
    addresses.some(
      (part) => !/^[0-9a-f:.]+(\/\d{1,3})?$/i.test(part) && !/^(loopback|linklocal|uniquelocal)$/.test(part),
    )
  )
    throw new Error(`FX_TRUST_PROXY: a hop count or a list of addresses, not ${JSON.stringify(text)}`)
  return addresses
}
