/**
 * Many companies' ratings in one call, apart from the rating's views: a list (the truck search's results) asks for
 * its carriers' ratings with its first results and loads the badge's code, CSS and texts only when there is a
 * rating to show.
 */
import { companyRatings, type RatingBrief, type ReviewSubject } from '../../../core/contract/reviews'
import { useCore, useEndpoint, useSignal } from '../../ui'

/**
 * Many companies' average and count in one call (ids in any order; the answer is cached like any call). Empty until
 * it answers, and for a visitor who is not signed in (ratings are for signed-in users). When the ids change (a list
 * loaded its next page) the ratings already answered stay while the new ids are asked for: a badge on screen does not
 * blink out and back; a new id has none until its answer lands.
 */
export function useRatings(ids: readonly number[], subject?: ReviewSubject): Map<number, RatingBrief> {
  const { session } = useCore()
  const signedIn = Boolean(useSignal(session.accessToken))
  const unique = [...new Set(ids)].sort((a, b) => a - b).slice(0, 100)
  const state = useEndpoint(
    companyRatings,
    { query: { ids: unique.join(','), ...(subject ? { subject } : {}) } },
    {
      enabled: signedIn && unique.length > 0,
      keepPrevious: true,
      // the ids it answers come with it: a company asked for without a row has no reviews yet, one not asked for
      // (a kept answer's) is unknown
      select: (a) => ({ asked: unique, rows: a.data }),
    },
  )
  const map = new Map<number, RatingBrief>()
  if (state.state !== 'ready') return map
  for (const id of state.data.asked) map.set(id, { company_id: id, average: null, count: 0 })
  for (const row of state.data.rows) map.set(row.company_id, row)
  return map
}
