/**
 * `npm run bench`: the figures users feel, each beside a baseline measured in the same run. Nothing here passes
 * or fails; the figures go to the console and to bench/results/latest.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { benchAnalytics } from './analytics'
import { benchApi } from './api'
import { benchCalendar } from './calendar'
import { benchDay } from './day'
import { benchFirstPaint } from './first-paint'
import { benchFirstResults } from './first-results'
import { benchIntegrations } from './integrations'
import { benchLifecycle } from './lifecycle'
import { benchOrders } from './orders'
import { benchSearch } from './search'
import { benchSizes } from './sizes'
import { benchTracking } from './tracking'
import { benchTrucks } from './trucks'
import { benchUploads } from './uploads'

const only = process.argv.slice(2)
const sections: Record<string, () => Promise<Record<string, unknown>>> = {
  sizes: benchSizes,
  'first-results': benchFirstResults,
  'first-paint': benchFirstPaint,
  api: benchApi,
  search: benchSearch,
  lifecycle: benchLifecycle,
  calendar: benchCalendar,
  trucks: benchTrucks,
  orders: benchOrders,
  analytics: benchAnalytics,
  integrations: benchIntegrations,
  day: benchDay,
  uploads: benchUploads,
  tracking: benchTracking,
}

const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  cpu: cpus()[0]?.model,
}
for (const [name, run] of Object.entries(sections)) {
  if (only.length > 0 && !only.includes(name)) continue
  console.log(`\n=== ${name}`)
  results[name] = await run()
}
mkdirSync('bench/results', { recursive: true })
writeFileSync('bench/results/latest.json', JSON.stringify(results, null, 2))
console.log('\nwritten to bench/results/latest.json')
