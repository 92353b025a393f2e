/** Telegram: verification through the exchange's bot, the bot's webhook, the mini-app's sign-in. */
export * from './mini-app'
export * from './verification'
export * from './webhook'
