/**
 * Extra class names on pieces of the details, given by the place that shows them: the names its own tests and
 * styles already know (`cs-stage` in the cargo search, `hx-points` on the host's page). The details' own styling
 * uses only the `cd-*` classes.
 */
export type CargoDetailsClassNames = Partial<
  Record<'points' | 'priceModes' | 'stage' | 'response' | 'respond' | 'showContacts' | 'phone', string>
>
