/** The auth area: registration, sign-in and sign-out, password reset, Telegram sign-in, partner sign-in. */
import type { Module } from '../../http/context'
import { loginRoutes } from './login-routes'
import { partnerTokenRoutes } from './partner-token-routes'
import { accountLimits } from './rate-limits'
import { registerRoutes } from './register-routes'
import { resetPasswordRoutes } from './reset-password-routes'
import { telegramRoutes } from './telegram-routes'

const routes: Module = (app, ctx) => {
  const perAccount = accountLimits(app)
  registerRoutes(app, ctx)
  loginRoutes(app, ctx, perAccount)
  resetPasswordRoutes(app, ctx, perAccount)
  telegramRoutes(app, ctx)
  partnerTokenRoutes(app, ctx)
}
export default routes
