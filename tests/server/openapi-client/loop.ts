/**
 * The core loop of the exchange driven through a client generated from the OpenAPI document by
 * @hey-api/openapi-ts (into ./generated, git-ignored), exactly as an integrator would use it: no custom serializer,
 * no hand edits. Type-checked by the test before it runs, so a status whose error is not typed as `{message, errors}`
 * fails to compile.
 */
import { createClient, createConfig } from './generated/client'
import {
  addResponse,
  carrierCreateContract,
  changeSecureState,
  createCargo,
  decideSecurityCheck,
  downloadContract,
  listCargos,
  listResponses,
  listTransports,
  login,
  sendToSecurityCheck,
} from './generated/sdk.gen'
import type { ErrorBody } from './generated/types.gen'

export interface LoopPlaces {
  from: number
  to: number
}

export interface LoopResult {
  cargoId: number
  found: number[]
  responses: number
  pdf: Uint8Array
  wrongPassword: { status: number; error: ErrorBody }
  twice: { status: number; error: ErrorBody }
}

export async function runLoop(baseUrl: string, places: LoopPlaces, day: string): Promise<LoopResult> {
  const anonymous = createClient(createConfig({ baseUrl }))
  const signIn = async (who: string) => {
    const { data } = await login({ client: anonymous, body: { login: who, password: 'demo12345' }, throwOnError: true })
    return createClient(createConfig({ baseUrl, auth: data.data.token }))
  }

  const shipper = await signIn('shipper@example.com')
  const { data: posted } = await createCargo({
    client: shipper,
    throwOnError: true,
    body: {
      points: [
        { kind: 'load', place_id: places.from, date: day },
        { kind: 'unload', place_id: places.to, date: day },
      ],
      cargo_type_id: 1,
      pack_type_id: 1,
      weight: 12.5,
      volume: 40,
      truck_types: [1],
      load_types: [1],
      price: 9_000_000,
      currency: 'RUB',
      payment_type: 1,
      price_mode: 'nds',
      publish: true,
    },
  })
  const cargoId = posted.data.id

  const carrier = await signIn('carrier@example.com')
  const { data: page } = await listCargos({
    client: carrier,
    throwOnError: true,
    query: {
      'filter[start_point_id]': places.from,
      'filter[truck_types][]': [1, 2],
      'filter[weight][min]': 10,
      'filter[price][max]': 10_000_000,
      limit: 100,
    },
  })
  const found = page.data.map((cargo) => cargo.id)

  const { data: trucks } = await listTransports({ client: carrier, throwOnError: true })
  const truck = trucks.data[0]
  if (!truck) throw new Error('the demo carrier has no truck')
  const { data: response } = await addResponse({
    client: carrier,
    throwOnError: true,
    path: { id: cargoId, status: 'response' },
    body: { price: 8_800_000, transport_id: truck.id },
  })
  // the same response again: 409, typed as the error shape
  const again = await addResponse({
    client: carrier,
    path: { id: cargoId, status: 'response' },
    body: { price: 8_700_000, transport_id: truck.id },
  })
  if (!again.error) throw new Error('a second response was taken')
  const twice = { status: again.response?.status ?? 0, error: again.error }

  const { data: listed } = await listResponses({
    client: shipper,
    throwOnError: true,
    query: { 'filter[cargo_id]': cargoId },
  })

  const responseId = response.data.id
  await changeSecureState({
    client: shipper,
    throwOnError: true,
    path: { id: responseId },
    body: { state: 'accepted' },
  })
  await sendToSecurityCheck({ client: shipper, throwOnError: true, path: { id: responseId } })
  const security = await signIn('security@example.com')
  await decideSecurityCheck({
    client: security,
    throwOnError: true,
    path: { id: responseId, action: 'approve' },
    body: {},
  })
  const { data: contract } = await carrierCreateContract({
    client: carrier,
    throwOnError: true,
    body: { response_id: responseId },
  })
  const { data: document } = await downloadContract({
    client: shipper,
    throwOnError: true,
    path: { id: contract.data.id },
  })
  const pdf = new Uint8Array(await (document as Blob).arrayBuffer())

  const wrong = await login({ client: anonymous, body: { login: 'shipper@example.com', password: 'not-the-password' } })
  if (!wrong.error) throw new Error('a wrong password signed in')
  const wrongPassword = { status: wrong.response?.status ?? 0, error: wrong.error }

  return { cargoId, found, responses: listed.meta.size, pdf, wrongPassword, twice }
}
