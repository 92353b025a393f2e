/** The signed-in roles of the working day as the benches call them: each signed in, with the calls of its pages. */
import { readFileSync } from 'node:fs'
import { type DayCalls, type DayRole, dayRoles } from '../record-day'

export interface DayCaller {
  role: DayRole
  /** The token and the headers a browser sends. */
  headers: Record<string, string>
  /** The distinct GET calls of the role's pages (bench/day-calls.json), without `GET `; `only`: those holding a part. */
  calls: string[]
}

export async function dayCallers(base: string, only?: string[]): Promise<DayCaller[]> {
  const pages = JSON.parse(readFileSync('bench/day-calls.json', 'utf8')) as DayCalls
  const callers: DayCaller[] = []
  for (const [role, email] of Object.entries(dayRoles) as [DayRole, string][]) {
    const login = await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: email, password: 'demo12345' }),
    })
    const token = ((await login.json()) as { data: { token: string } }).data.token
    const calls = [
      ...new Set(
        (pages[role] ?? []).flatMap((page) => page.calls.filter((c) => c.startsWith('GET v')).map((c) => c.slice(4))),
      ),
    ].filter((call) => !only || only.some((part) => call.includes(part)))
    callers.push({
      role,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'ru', 'accept-encoding': 'br' },
      calls,
    })
  }
  return callers
}
