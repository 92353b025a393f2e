/**
 * Statuses the server answered that the OpenAPI document does not declare for that operation: the access table and
 * the contract fuzz walk every endpoint, so what they meet is what a client meets.
 */
import { declaredStatuses, operationOf } from '../../src/server/http/openapi'
import type { TestServer } from './server'

export function undeclaredStatuses(s: TestServer): string[] {
  const out: string[] = []
  for (const [key, statuses] of s.answered) {
    const [method = '', url = ''] = key.split(' ')
    const operation = operationOf(method, url)
    if (!operation) continue
    const declared = new Set(declaredStatuses(operation.endpoint, operation.facts))
    for (const status of statuses) if (!declared.has(status)) out.push(`${operation.name} ${status}`)
  }
  return out.sort()
}
