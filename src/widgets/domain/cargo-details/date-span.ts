/**
 * A cargo's loading days, for its summary wherever it is shown: the cargo search's result cards and the details'
 * facts (./facts.tsx). A module of its own, importing nothing that runs, so that a card does not load the details.
 */
import type { Formatters } from '../../ui/formatters'

/**
 * The loading days: `short` without the year (`12 – 14 мая`), as the search's cards show them; otherwise in full
 * (`12.05.2026 – 14.05.2026`), as every other date of the details.
 */
export function dateSpan(from: string, to: string, format: Formatters, short = false): string {
  const options: Intl.DateTimeFormatOptions | undefined = short ? { day: 'numeric', month: 'short' } : undefined
  return !to || from === to ? format.date(from, options) : `${format.date(from, options)} – ${format.date(to, options)}`
}
