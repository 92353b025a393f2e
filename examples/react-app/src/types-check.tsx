/**
 * The typings as a React developer meets them: `tsc -p .` must pass on this file, so every correct use below
 * compiles and every deliberate mistake (each under `@ts-expect-error`) is a type error (an expected error that does
 * not occur fails tsc too). Not imported by the app.
 */

import type { FxCargoSearchElement } from '@freight-exchange/widgets'
import { CargoSearch, OrderForm, OrderTracking, TransportCalendar, TruckSearch } from '@freight-exchange/widgets/react'
import { useRef } from 'react'

export function Correct() {
  const ref = useRef<FxCargoSearchElement>(null)
  const element = document.querySelector('fx-cargo-search')
  element?.addEventListener('fx-cargo-select', (event) => event.detail.id.toFixed())
  return (
    <>
      <CargoSearch
        ref={ref}
        apiBase="https://exchange.example"
        lang="en"
        theme="dark"
        pageSize={20}
        compact
        filters={{ start_point_id: 1, truck_types: [1, 2], price: { min: 100_000 } }}
        token={null}
        className="wide"
        data-test="x"
        onCargoSelect={(event) => event.detail.id.toFixed()}
        onSearch={(event) => event.detail.filters.truck_types?.length}
        onFavoriteChange={(event) => event.detail.favorite}
      />
      <TransportCalendar days={31} mode="carrier" onTaskChange={(event) => event.detail.action} />
      <TruckSearch maxResults={10} onTruckSelect={(event) => event.detail.key} />
      <OrderForm cargoId={12} hideTitle onOrderSubmit={(event) => event.detail.cargo.id} />
      <OrderTracking orderId={5} refresh={30} onTrackingUpdate={(event) => event.detail.eta ?? event.detail.late} />
    </>
  )
}

export function Mistakes() {
  return (
    <>
      {/* @ts-expect-error a misspelt prop */}
      <CargoSearch apiBse="https://exchange.example" />
      {/* @ts-expect-error a misspelt event */}
      <CargoSearch onCargoSelct={() => {}} />
      {/* @ts-expect-error a handler for another detail */}
      <CargoSearch onCargoSelect={(event: CustomEvent<string>) => event.detail} />
      {/* @ts-expect-error an event of another element */}
      <CargoSearch onTaskSelect={() => {}} />
      {/* @ts-expect-error a language the widgets do not have */}
      <CargoSearch lang="de" />
      {/* @ts-expect-error a number where text is expected */}
      <CargoSearch apiBase={8080} />
      {/* @ts-expect-error a text where a number is expected */}
      <CargoSearch pageSize="20" />
      {/* @ts-expect-error a filter field that does not exist */}
      <CargoSearch filters={{ start_point: 1 }} />
      {/* @ts-expect-error a filter of the wrong type */}
      <CargoSearch filters={{ truck_types: ['tent'] }} />
      {/* @ts-expect-error the detail of an event has no such field */}
      <CargoSearch onCargoSelect={(event) => event.detail.cargoId} />
      {/* @ts-expect-error a property of another element */}
      <TransportCalendar filters={{}} />
      {/* @ts-expect-error an unknown sort of the truck search */}
      <TruckSearch sort="price" />
    </>
  )
}
