/**
 * The texts of a route by its name: its title, what it is for, its mini-app tab. The router's routes carry their
 * name as a plain string, so the name is checked against the texts here; a name without a text shows its key, as
 * i18next shows a missing one.
 */
import { hasKey, type Translate } from '../../core/i18n'
import type { HostTextKey } from './keys'
import { ru } from './shell'

/** `t('route.<name>')`: the route's title. */
export function routeTitle(t: Translate<HostTextKey>, name: string): string {
  return hasKey(ru.route, name) ? t(`route.${name}`) : `route.${name}`
}

/** `t('route_about.<name>')`: what the screen is for (the pages with no screen yet show it). */
export function routeAbout(t: Translate<HostTextKey>, name: string): string {
  return hasKey(ru.route_about, name) ? t(`route_about.${name}`) : `route_about.${name}`
}

/** `t('tab.<name>')`: the route's short mini-app tab label, else its title. */
export function tabLabel(t: Translate<HostTextKey>, name: string): string {
  return hasKey(ru.tab, name) ? t(`tab.${name}`) : routeTitle(t, name)
}
