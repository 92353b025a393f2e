/**
 * The site's texts that every screen may need (its shell, forms and validation messages), which src/host/main.tsx
 * registers at start. Every area's own texts (sign-in, account, fleet, responses, shipper…) are registered by the
 * modules that show them, so the site's first load does not carry them.
 */
import type { AreaTexts } from '../../core/i18n'
import * as forms from './forms'
import * as shell from './shell'
import * as validate from './validate'

export const siteTexts: readonly AreaTexts[] = [shell, forms, validate]
