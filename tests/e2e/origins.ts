/**
 * The two origins of the end-to-end run: the exchange (`E2E_PORT`, default 8181) and the partners' pages, the
 * example pages served from an origin of their own (`E2E_EXAMPLES_PORT`, default the exchange's port + 1), as
 * partners serve them. The exchange allows the examples' origin (FX_CORS_ORIGINS); the same server reached as
 * `localhost` is another origin, one the exchange does not allow.
 */
export const exchangePort = Number(process.env.E2E_PORT ?? 8181)
export const examplesPort = Number(process.env.E2E_EXAMPLES_PORT ?? exchangePort + 1)
export const exchangeOrigin = `http://127.0.0.1:${exchangePort}`
export const examplesOrigin = `http://127.0.0.1:${examplesPort}`
/** The examples' server under a name the exchange does not allow. */
export const refusedOrigin = `http://localhost:${examplesPort}`

/** The SDK package's example apps (examples/react-app, examples/vue-app), each served from an origin of its own. */
export const reactAppOrigin = `http://127.0.0.1:${exchangePort + 2}`
export const vueAppOrigin = `http://127.0.0.1:${exchangePort + 3}`

/** An example page (`crm-cargo-search.html?x=1`) on the partners' origin. */
export const example = (page: string, origin = examplesOrigin) => `${origin}/${page}`

/** The fake Telegram Bot API the e2e server sends the bot's messages to (`GET /__calls` lists them). */
export const telegramPort = Number(process.env.E2E_TELEGRAM_PORT ?? exchangePort + 1000)
export const telegramOrigin = `http://127.0.0.1:${telegramPort}`
