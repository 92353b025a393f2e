/** The paged-list hook in a widget: pages replaced and appended, rows kept while loading, stale answers dropped. */

import * as React from 'react'
import { setUpCore } from '../testing/fake-api'
import { afterEach, click, equal, inShadow, it, sleep, waitFor } from '../testing/harness'
import { hostView } from '../testing/test-widgets'
import { describeWidget } from '../testing/widget-suite'
import { type PagedAnswer, usePagedList } from '.'

setUpCore()

type KitHost = HTMLElementTagNameMap['fx-kit-host']

const host = (View: React.ComponentType): Promise<KitHost> => hostView(View)

/** Loads the test answers by hand: each call waits until the test settles it. */
function deferredLoads() {
  const calls: {
    tab: string
    offset: number
    resolve: (answer: PagedAnswer<string, { size: number }>) => void
    reject: (error: unknown) => void
  }[] = []
  const load = (tab: string, offset: number) =>
    new Promise<PagedAnswer<string, { size: number }>>((resolve, reject) => {
      calls.push({ tab, offset, resolve, reject })
    })
  const page = (tab: string, offset: number, size = 4) => ({
    data: [0, 1].map((n) => `${tab}${offset + n}`),
    meta: { size },
  })
  return { calls, load, page }
}

let loads = deferredLoads()

function List() {
  const [tab, setTab] = React.useState('a')
  const list = usePagedList<string>({
    key: tab,
    pageSize: 2,
    load: (page) => loads.load(tab, page.offset),
  })
  return (
    <div className="list" data-status={list.status} data-rows={list.items.join(',')} data-size={list.size}>
      <button type="button" className="tab-b" onClick={() => setTab('b')}>
        b
      </button>
      <button type="button" className="more" onClick={list.loadMore}>
        more
      </button>
      <button type="button" className="reload" onClick={() => void list.reload()}>
        reload
      </button>
    </div>
  )
}

const state = (el: KitHost) => inShadow(el, '.list') as HTMLElement

describeWidget('usePagedList', () => {
  afterEach(() => {
    loads = deferredLoads()
  })

  it('loads the first page, appends the next, and keeps the rows while a new key loads', async () => {
    const el = await host(List)
    await waitFor(() => loads.calls.length === 1, 'the first load')
    equal(state(el).dataset.status, 'loading')
    loads.calls[0]?.resolve(loads.page('a', 0))
    await waitFor(() => state(el).dataset.status === 'done', 'first page')
    equal(state(el).dataset.rows, 'a0,a1')
    await click(inShadow(el, '.more') as HTMLElement)
    await waitFor(() => loads.calls.length === 2, 'the next page asked')
    equal(loads.calls[1]?.offset, 2)
    equal(state(el).dataset.status, 'more')
    loads.calls[1]?.resolve(loads.page('a', 2))
    await waitFor(() => state(el).dataset.rows === 'a0,a1,a2,a3', 'appended')
    await click(inShadow(el, '.tab-b') as HTMLElement)
    await waitFor(() => loads.calls.length === 3, 'the new tab asked')
    equal(loads.calls[2]?.offset, 0)
    // the previous rows stay while the new tab loads
    equal(state(el).dataset.status, 'loading')
    equal(state(el).dataset.rows, 'a0,a1,a2,a3')
    loads.calls[2]?.resolve(loads.page('b', 0))
    await waitFor(() => state(el).dataset.rows === 'b0,b1', 'replaced by the new tab')
  })

  it("never lets a stale answer replace a newer one (the old tab's reload answers after the switch)", async () => {
    const el = await host(List)
    await waitFor(() => loads.calls.length === 1, 'the first load')
    loads.calls[0]?.resolve(loads.page('a', 0))
    await waitFor(() => state(el).dataset.status === 'done', 'first page')
    await click(inShadow(el, '.reload') as HTMLElement)
    await waitFor(() => loads.calls.length === 2, 'a reload of tab a')
    await click(inShadow(el, '.tab-b') as HTMLElement)
    await waitFor(() => loads.calls.length === 3, 'tab b asked')
    // the newer answer first, then the stale one
    loads.calls[2]?.resolve(loads.page('b', 0))
    await waitFor(() => state(el).dataset.rows === 'b0,b1', 'tab b shown')
    loads.calls[1]?.resolve({ data: ['stale'], meta: { size: 1 } })
    await sleep(30)
    equal(state(el).dataset.rows, 'b0,b1')
    equal(state(el).dataset.status, 'done')
  })

  it('keeps the loaded rows when a next page fails', async () => {
    const el = await host(List)
    await waitFor(() => loads.calls.length === 1, 'the first load')
    loads.calls[0]?.resolve(loads.page('a', 0))
    await waitFor(() => state(el).dataset.status === 'done', 'first page')
    await click(inShadow(el, '.more') as HTMLElement)
    await waitFor(() => loads.calls.length === 2, 'the next page asked')
    loads.calls[1]?.reject(new Error('down'))
    await waitFor(() => state(el).dataset.status === 'done', 'settled again')
    equal(state(el).dataset.rows, 'a0,a1')
  })
})
