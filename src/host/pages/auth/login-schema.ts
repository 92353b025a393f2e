/**
 * The sign-in form's schema: the contract's body of `POST auth/login` (classic zod), in a module of its own so the
 * sign-in page paints without it; the form loads it as it mounts (`useZodForm`'s schema loader).
 */
import * as auth from '../../../core/contract/auth'
import { bodySchema } from '../../forms/use-zod-form'

export const loginForm = bodySchema(auth.login)
