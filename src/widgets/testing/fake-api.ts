/** The fake exchange of the kit's and the element's browser tests: places, `me`, and a path that fails on purpose. */
import { z } from 'zod'
import { defineEndpoint } from '../../core/contract/endpoint'
import { searchPlaces } from '../../core/contract/reference'
import { setUpCore as coreOn, createFakeExchange, refuse } from './fake-exchange'
import { answerMe, answerPlaces, searchIn, testPlace } from './shared-handlers'

export const places = [
  testPlace(1, 'Москва', 'Moscow', 'Москва'),
  testPlace(2, 'Мосальск', 'Mosalsk', 'Калужская область'),
  testPlace(3, 'Мостовской', 'Mostovskoy', 'Краснодарский край'),
]

/** Test-only (the test widget's "fail" button): answers the status it names. */
export const failOnPurpose = defineEndpoint({
  method: 'GET',
  path: 'test/fail/:status',
  summary: 'Fails with the status in its path',
  tags: ['test'],
  access: 'public',
  params: z.strictObject({ status: z.coerce.number().int().min(400).max(599) }),
  response: z.never(),
})

export const api = createFakeExchange()
answerPlaces(api, places)
const search = searchIn(places)
api.on(searchPlaces, (call) => (call.query.query.toLowerCase() === 'boom' ? refuse(500, 'boom') : search(call)))
answerMe(api)
api.on(failOnPurpose, ({ params }) => refuse(params.status, 'failed'))

/** Creates the page's core before any element does, on the fake API. */
export function setUpCore() {
  return coreOn(api)
}
