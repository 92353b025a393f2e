/**
 * The package README's React snippet (./Freight.tsx, the README's block verbatim: the end-to-end test compares
 * them) in an app. The exchange's address comes from `VITE_FX_API_BASE` (or `#api=…`: the end-to-end test shows an
 * exchange that does not answer); a signed-in app passes its user's token (here from `#token=…`, as the test does).
 * "Render again" renders the snippet again: its inline `filters` object is new each time and must start no search.
 */
import { useState } from 'react'
import { Freight } from './Freight'

const hash = new URLSearchParams(window.location.hash.slice(1))
const apiBase = hash.get('api') ?? import.meta.env.VITE_FX_API_BASE ?? 'https://exchange.example'
const token = hash.get('token')

export function App() {
  const [renders, setRenders] = useState(0)
  return (
    <main>
      <h1>Freight widgets in React</h1>
      <button type="button" id="rerender" onClick={() => setRenders((n) => n + 1)}>
        Render again (<span id="renders">{renders}</span>)
      </button>
      <Freight apiBase={apiBase} token={token} />
    </main>
  )
}
