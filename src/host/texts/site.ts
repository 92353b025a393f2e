/**
 * The site's texts that every screen may need (its shell, forms, sign-in, account and validation screens), which
 * src/host/main.tsx registers at start. The texts of the fleet, responses and shipper screens are registered by
 * those pages, so the site's first load does not carry them.
 */
import type { AreaTexts } from '../../core/i18n'
import * as account from './account'
import * as auth from './auth'
import * as forms from './forms'
import * as shell from './shell'
import * as validate from './validate'

export const siteTexts: readonly AreaTexts[] = [shell, forms, auth, account, validate]
