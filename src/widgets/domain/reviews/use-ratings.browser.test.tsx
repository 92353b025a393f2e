/** Many companies' ratings in one call: what is known stays while a list's new companies are asked for. */

import * as React from 'react'
import { sampleUser } from '../../../core/api/testing'
import { companyRatings } from '../../../core/contract/reviews'
import { api, setUpCore } from '../../testing/fake-api'
import { afterEach, click, equal, inShadow, it, sleep, waitFor } from '../../testing/harness'
import { hostView } from '../../testing/test-widgets'
import { describeWidget } from '../../testing/widget-suite'
import { useRatings } from './use-ratings'

const core = setUpCore()

/** The ratings answer only once this settles (a slow answer, held by the test). */
let hold: Promise<void> | null = null
// company 3 has no reviews: no row in the answer
api.on(companyRatings, async ({ query }) => {
  if (hold) await hold
  const rows = query.ids.filter((id) => id !== 3).map((id) => ({ company_id: id, average: 4.5, count: id * 10 }))
  return { data: rows, meta: { size: rows.length } }
})

/** Companies 1 and 3, then 2 as well (a list's next page): each one's count of reviews, `-` while unknown. */
function Ratings() {
  const [ids, setIds] = React.useState([1, 3])
  const ratings = useRatings(ids)
  return (
    <div className="ratings" data-shown={[1, 2, 3].map((id) => `${id}:${ratings.get(id)?.count ?? '-'}`).join(' ')}>
      <button type="button" className="add" onClick={() => setIds([1, 3, 2])}>
        add
      </button>
    </div>
  )
}

const shown = (el: Element) => (inShadow(el, '.ratings') as HTMLElement).dataset.shown

describeWidget('useRatings', () => {
  afterEach(() => {
    hold = null
    core.session.signOut('user')
    api.requests.length = 0
  })

  it('asks for every id at once and keeps the known ratings while new ids are asked for', async () => {
    await core.session.signIn('tok-1', sampleUser({ roles: ['shipper'] }))
    const el = await hostView(Ratings)
    await waitFor(() => shown(el) === '1:10 2:- 3:0', 'the ratings of 1 and 3 (none for 3)')
    const asked = () =>
      api.requestsTo('/api/v2/companies/ratings').map((request) => request.url.searchParams.get('ids'))
    let release = () => {}
    hold = new Promise<void>((resolve) => {
      release = resolve
    })
    await click(inShadow(el, '.add') as HTMLElement)
    await waitFor(() => asked().length === 2, 'the ratings asked again with company 2')
    equal(asked().join(' | '), '1,3 | 1,2,3')
    await sleep(50)
    equal(shown(el), '1:10 2:- 3:0', 'the known ones stay; the new one is unknown until it answers')
    release()
    await waitFor(() => shown(el) === '1:10 2:20 3:0', 'all three')
  })

  it('asks nothing for a visitor who is not signed in', async () => {
    const el = await hostView(Ratings)
    await sleep(50)
    equal(shown(el), '1:- 2:- 3:-')
    equal(api.requestsTo('/api/v2/companies/ratings').length, 0)
  })
})
