/**
 * The five widgets in a React app, as the package README shows them. The exchange's address comes from
 * `VITE_FX_API_BASE`; a signed-in app passes its user's token (here from `#token=…`, as the end-to-end test does).
 * The inline `filters` object and the state update in `onSearch` are on purpose: a new object with the same content
 * on every render must not start a new search.
 */
import {
  CargoSearch,
  NotificationsBell,
  OrderForm,
  TransportCalendar,
  TruckSearch,
} from '@freight-exchange/widgets/react'
import { useState } from 'react'

const hash = new URLSearchParams(window.location.hash.slice(1))
// `#api=…` points the widgets elsewhere (the end-to-end test shows an exchange that does not answer)
const apiBase = hash.get('api') ?? import.meta.env.VITE_FX_API_BASE ?? 'https://exchange.example'
const token = hash.get('token')

export function App() {
  const [searches, setSearches] = useState(0)
  const [selected, setSelected] = useState<number | null>(null)
  const [renders, setRenders] = useState(0)
  const [events, setEvents] = useState<string[]>([])
  const note = (name: string) => setEvents((seen) => [...seen, name])
  return (
    <main>
      <h1>Freight widgets in React</h1>
      <p>
        Searches: <output id="searches">{searches}</output>, selected cargo:{' '}
        <output id="selected">{selected ?? '-'}</output>, events: <output id="events">{events.join(' ')}</output>
      </p>
      <button type="button" id="rerender" onClick={() => setRenders((n) => n + 1)}>
        Render again (<span id="renders">{renders}</span>)
      </button>
      <CargoSearch
        apiBase={apiBase}
        lang="en"
        pageSize={5}
        filters={{ weight: { min: 1 } }}
        token={token}
        onSearch={() => setSearches((n) => n + 1)}
        onCargoSelect={(event) => setSelected(event.detail.id)}
      />
      <TruckSearch apiBase={apiBase} lang="en" maxResults={5} onSearchTrucks={() => note('search-trucks')} />
      {token ? (
        <>
          <NotificationsBell
            apiBase={apiBase}
            lang="en"
            token={token}
            onNotificationOpen={() => note('notification')}
          />
          <TransportCalendar apiBase={apiBase} lang="en" days={14} token={token} onTaskSelect={() => note('task')} />
          <OrderForm apiBase={apiBase} lang="en" token={token} onOrderSubmit={() => note('order')} />
        </>
      ) : null}
    </main>
  )
}
